import { css } from 'styled-components';
import { theme as t } from '@tessera/tokens';

/*
 * A game card's geometry, shared by the card (GameCard.styles) and the placeholders that stand in
 * for cards (the grid skeleton): a module of its own, so a page that shows only placeholders does
 * not load the card's styles.
 */

/** The tile frame shared with the grid skeleton, so both have the same geometry. */
export const cardFrame = css`
  position: relative;
  min-width: 0;
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.lg};
  background: ${t.color.bg.surface};
  overflow: hidden;
`;

/** The artwork's square: fixed, so nothing shifts while images load. */
export const artworkSquare = css`
  aspect-ratio: 1 / 1;
  background: ${t.color.bg.sunken};
  color: ${t.color.text.subtle};
`;

/** The artwork box of the grid skeleton (the card draws the same square as its ::before). */
export const mediaBox = css`
  ${artworkSquare};
  position: relative;
  display: grid;
  place-items: center;
  overflow: hidden;
`;

/** The skeleton's text block: the spacing the card gives its name and provider lines. */
export const infoBox = css`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${t.space[2]} ${t.space[3]} ${t.space[3]};
`;

const oneLine = css`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  line-height: ${t.font.lineHeight.tight};
`;

export const nameText = css`
  ${oneLine};
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.semibold};
`;

export const providerText = css`
  ${oneLine};
  font-size: ${t.font.size.xs};
`;
