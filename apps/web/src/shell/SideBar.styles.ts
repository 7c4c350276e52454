import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

/**
 * Between a phone and a screen wide enough for the rail beside 1200 px of content, the page keeps
 * this much room on its inline end so the rail covers nothing.
 */
export const SIDE_BAR_ROOM = `
  @media (min-width: 769px) and (max-width: 1519px) {
    padding-inline-end: 9.5rem;
  }
`;

/**
 * On a phone the rail is one floating button over the page's lower edge: the footer, the page's
 * last content, keeps this much room below it so its last line is not under the button.
 */
export const FLOATING_BUTTON_ROOM = `
  @media (max-width: 768px) {
    padding-block-end: 3rem;
  }
`;

const item = `
  display: block;
  width: 100%;
  padding: ${t.space[2]} ${t.space[3]};
  border: 0;
  border-radius: ${t.radius.md};
  background: none;
  color: ${t.color.text.primary};
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  &:hover { background: ${t.color.bg.hover}; }
`;

/** Where the rail folds into one floating button (customer service) and its links are hidden. */
export const RAIL_FOLDED_QUERY = '(max-width: 768px)';

export const Rail = styled.nav`
  position: fixed;
  inset-inline-end: ${t.space[1]};
  top: 50%;
  transform: translateY(-50%);
  z-index: ${t.zIndex.header};
  display: flex;
  flex-direction: column;
  gap: ${t.space[1]};
  padding: ${t.space[2]};
  border-radius: ${t.radius.lg};
  background: ${t.color.bg.raised};
  box-shadow: ${t.shadow.raised};
  font-size: ${t.font.size.xs};
  /* On a phone only customer service stays, as a floating button; the rest is in the menu. */
  @media ${RAIL_FOLDED_QUERY} {
    top: auto;
    bottom: ${t.space[3]};
    transform: none;
    padding: ${t.space[1]};
    border-radius: ${t.radius.pill};
    & > a {
      display: none;
    }
  }
`;

export const ItemLink = styled(Link)`
  ${item}
`;

export const ItemButton = styled.button`
  ${item}
  font-weight: ${t.font.weight.semibold};
  color: ${t.color.accent.primary};
`;
