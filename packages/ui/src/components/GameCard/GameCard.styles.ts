import styled, { css } from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { FLAME_PATH, iconMask, STAR_PATH } from './iconMask';
import { focusRing } from '../../utils/focusRing';
import { loadedImage } from '../../utils/loadedImage';
import { artworkSquare, cardFrame, nameText, providerText } from './geometry';

/*
 * A game card renders thousands of times: every rule here is static, and the card is one styled
 * component (its root); the parts inside are plain elements reached by their data-part, so a tile
 * costs one styled component's work, not seven. Variation comes from data attributes on the root
 * (data-hot, data-favourite, data-maintenance), never from interpolation. It is also lean in the
 * DOM: the launch control is a one-column grid whose first cell is the artwork square (its
 * ::before), with the image, fallback icon and badges laid over it, and the name and provider
 * below; the icons are masks on pseudo-elements, not inline SVG.
 */

/**
 * A 24 × 24 mask drawn in the text colour. Under forced colours the fill would be forced to the
 * canvas colour: the icon instead keeps its parent's forced text colour, as inline SVG does.
 */
const maskIcon = (mask: string, size: string) => css`
  content: '';
  flex: none;
  width: ${size};
  height: ${size};
  background-color: currentColor;
  -webkit-mask: ${mask} center / contain no-repeat;
  mask: ${mask} center / contain no-repeat;

  @media (forced-colors: active) {
    forced-color-adjust: preserve-parent-color;
  }
`;

const flame = iconMask(`<path d="${FLAME_PATH}"/>`);
const starShape = (fill: string) =>
  iconMask(`<path d="${STAR_PATH}" fill="${fill}" stroke="#000" stroke-width="1.8" stroke-linejoin="round"/>`);
const starOutline = starShape('none');
const starFilled = starShape('#000');

/*
 * Badges sit over the artwork, after the text in the DOM so the name reads first. They are stacked
 * above the image, which paints in a layer of its own while it fades in or is greyed.
 */
const badge = css`
  z-index: 1;
  grid-area: 1 / 1;
  display: inline-flex;
  align-items: center;
  gap: 3px;
  border-radius: ${t.radius.pill};
  font-size: ${t.font.size.xs};
  font-weight: ${t.font.weight.bold};
  line-height: 1;
  white-space: nowrap;
`;

/** The launch control (a button, or a link): the card's frame, artwork, name and provider. */
const launch = css`
  ${cardFrame};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  flex: 1;
  margin: 0;
  padding: 0 0 ${t.space[3]};
  color: inherit;
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  /* The artwork square, seen while the image loads; the image or icon and the badges share its cell. */
  &::before {
    content: '';
    grid-area: 1 / 1;
    ${artworkSquare};
  }
  & > img {
    grid-area: 1 / 1;
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1 / 1;
    object-fit: cover;
    ${loadedImage};
  }
  & > svg {
    grid-area: 1 / 1;
    place-self: center;
    width: 42%;
    height: auto;
    color: ${t.color.text.subtle};
  }

  ${focusRing()}
`;

const name = css`
  ${nameText};
  grid-row: 2;
  margin: ${t.space[2]} ${t.space[3]} 0;
`;

const provider = css`
  ${providerText};
  grid-row: 3;
  margin: 2px ${t.space[3]} 0;
  color: ${t.color.text.muted};
`;

const hotBadge = css`
  ${badge};
  align-self: start;
  justify-self: start;
  margin-block-start: ${t.space[2]};
  margin-inline-start: ${t.space[2]};
  /* Tighter on the flame's side, the inline start (mirrored right to left). */
  padding-block: 4px;
  padding-inline: 6px 8px;
  background: ${t.color.status.danger};
  color: ${t.color.status.onStatus};
  text-transform: uppercase;
  letter-spacing: 0.04em;

  &::before {
    ${maskIcon(flame, '12px')};
  }
`;

const maintenanceBadge = css`
  ${badge};
  place-self: center;
  padding: 6px 10px;
  background: ${t.color.bg.inverse};
  color: ${t.color.text.inverse};
  font-weight: ${t.font.weight.semibold};
`;

const favouriteButton = css`
  position: absolute;
  z-index: 1;
  inset-block-start: ${t.space[2]};
  inset-inline-end: ${t.space[2]};
  display: grid;
  place-items: center;
  width: ${t.size.controlSm};
  height: ${t.size.controlSm};
  padding: 0;
  border: 0;
  border-radius: ${t.radius.pill};
  background: ${t.color.bg.surface};
  color: ${t.color.text.muted};
  box-shadow: ${t.shadow.raised};
  cursor: pointer;
  transition:
    background ${t.motion.fast} ${t.motion.easing},
    color ${t.motion.fast} ${t.motion.easing};

  &::before {
    ${maskIcon(starOutline, '18px')};
  }
  &:hover {
    background: ${t.color.bg.hover};
    color: ${t.color.text.primary};
  }
  &[aria-pressed='true'] {
    background: ${t.color.accent.highlight};
    color: ${t.color.accent.onHighlight};
    /* A ring keeps the pressed star distinct on warm artwork. */
    box-shadow:
      0 0 0 2px ${t.color.bg.surface},
      ${t.shadow.raised};
  }
  &[aria-pressed='true']::before {
    -webkit-mask-image: ${starFilled};
    mask-image: ${starFilled};
  }
  ${focusRing()}
`;

/** The card: the only styled component of a tile; its parts are plain elements named by data-part. */
export const Root = styled.div`
  position: relative;
  display: flex;
  min-width: 0;
  border-radius: ${t.radius.lg};
  color: ${t.color.text.primary};
  box-shadow: ${t.shadow.raised};
  transition:
    box-shadow ${t.motion.fast} ${t.motion.easing},
    transform ${t.motion.fast} ${t.motion.easing};

  @media (hover: hover) {
    &:hover {
      box-shadow: ${t.shadow.overlay};
    }
  }
  @media (hover: hover) and (prefers-reduced-motion: no-preference) {
    &:hover {
      transform: translateY(-2px);
    }
  }

  & > [data-part='launch'] {
    ${launch};
  }
  & [data-part='name'] {
    ${name};
  }
  & [data-part='provider'] {
    ${provider};
  }
  & [data-part='hot'] {
    ${hotBadge};
  }
  & [data-part='maintenance'] {
    ${maintenanceBadge};
  }
  & > [data-part='favourite'] {
    ${favouriteButton};
  }

  &[data-maintenance] [data-part='launch'] > :is(img, svg) {
    filter: grayscale(1);
    opacity: 0.5;
  }
`;
