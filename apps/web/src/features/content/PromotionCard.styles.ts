import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { focusRing } from '@tessera/ui';

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.lg};
  background: ${t.color.bg.surface};
  box-shadow: ${t.shadow.raised};
  transition: border-color ${t.motion.fast} ${t.motion.easing};
  /*
   * A card out of view is not laid out or painted until the member scrolls near it: the list of
   * every promotion is the page's largest layout on a phone. It holds a card's usual height
   * meanwhile, then the height it last had.
   */
  content-visibility: auto;
  contain-intrinsic-block-size: auto 20rem;
  &:hover {
    border-color: ${t.color.border.strong};
  }
  ${focusRing({ selector: '&:has(a:focus-visible)' })}
`;

export const Art = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 10 / 3;
  object-fit: cover;
  background: ${t.color.bg.sunken};
`;

export const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${t.space[2]};
  padding: ${t.space[4]};
`;

/** The title's link covers the whole card, so the card is one target and one tab stop. */
export const Title = styled.h2`
  margin: 0;
  font-size: ${t.font.size.lg};
  line-height: ${t.font.lineHeight.tight};
  & a {
    color: inherit;
    text-decoration: none;
    outline: none;
  }
  & a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

export const Summary = styled.p`
  margin: 0;
  color: ${t.color.text.muted};
`;

export const Footer = styled.div`
  margin-top: auto;
  display: flex;
  flex-direction: column;
  gap: ${t.space[2]};
  font-size: ${t.font.size.sm};
  color: ${t.color.text.muted};
  & [data-part='more'] {
    color: ${t.color.text.link};
    font-weight: ${t.font.weight.semibold};
  }
`;
