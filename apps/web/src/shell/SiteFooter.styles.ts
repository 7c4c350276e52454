import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { FLOATING_BUTTON_ROOM, SIDE_BAR_ROOM } from './SideBar.styles';

export const Bar = styled.footer`
  ${SIDE_BAR_ROOM}
  ${FLOATING_BUTTON_ROOM}
  background: ${t.color.bg.surface};
  border-top: 1px solid ${t.color.border.default};
  color: ${t.color.text.muted};
  font-size: ${t.font.size.sm};
  /* Below the fold until the member scrolls to it: the browser skips laying out and painting its
     logos and sliders while the page above changes (a dialog opening, a list arriving), holding
     its usual height meanwhile, then remembers its real one. */
  content-visibility: auto;
  contain-intrinsic-size: auto 1000px;
  @media (min-width: 769px) {
    contain-intrinsic-size: auto 600px;
  }
`;

export const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${t.space[6]} ${t.space[4]};
  display: grid;
  gap: ${t.space[6]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
`;

export const Heading = styled.h2`
  margin: 0 0 ${t.space[2]};
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.semibold};
  color: ${t.color.text.primary};
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${t.space[2]} ${t.space[3]};
  a {
    color: inherit;
  }
  a:hover {
    color: ${t.color.text.primary};
  }
`;

/*
 * Each logo in a box of its own size, whatever the picture's shape: the row is laid out before the
 * pictures arrive and does not wrap again as each one does.
 */
export const Logo = styled.img`
  display: block;
  width: 84px;
  height: 28px;
  object-fit: contain;
`;

export const Social = styled.a`
  display: inline-grid;
  place-items: center;
  width: ${t.size.controlSm};
  height: ${t.size.controlSm};
  border-radius: 50%;
  border: 1px solid ${t.color.border.default};
  color: inherit;
`;

export const Legal = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${t.space[3]};
  padding-top: ${t.space[4]};
  border-top: 1px solid ${t.color.border.default};
`;

export const Age = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 2.25rem;
  height: 2.25rem;
  border: 2px solid ${t.color.status.danger};
  border-radius: 50%;
  color: ${t.color.text.primary};
  font-weight: ${t.font.weight.bold};
  /* A figure: "18+" stays in that order on a right-to-left page. */
  direction: ltr;
  unicode-bidi: isolate;
`;

export const Providers = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;
