import styled, { css } from 'styled-components';
import { theme as t } from '@tessera/tokens';

/*
 * A game card renders thousands of times: every rule here is static. Variation comes from data
 * attributes on the root (data-hot, data-favourite, data-maintenance), never from interpolation.
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

/** The artwork box: a fixed square so nothing shifts while images load. */
export const mediaBox = css`
  position: relative;
  display: grid;
  place-items: center;
  aspect-ratio: 1 / 1;
  background: ${t.color.bg.sunken};
  color: ${t.color.text.subtle};
  overflow: hidden;
`;

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

export const Root = styled.div`
  position: relative;
  display: flex;
  min-width: 0;
  border-radius: ${t.radius.lg};
  color: ${t.color.text.primary};
  box-shadow: ${t.shadow.raised};
  transition: box-shadow ${t.motion.fast} ${t.motion.easing}, transform ${t.motion.fast} ${t.motion.easing};

  @media (hover: hover) {
    &:hover { box-shadow: ${t.shadow.overlay}; }
  }
  @media (hover: hover) and (prefers-reduced-motion: no-preference) {
    &:hover { transform: translateY(-2px); }
  }

  &[data-maintenance] [data-part='media'] > * {
    filter: grayscale(1);
    opacity: 0.5;
  }
`;

export const Launch = styled.button`
  ${cardFrame};
  display: flex;
  flex-direction: column;
  flex: 1;
  margin: 0;
  padding: 0;
  color: inherit;
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${t.color.border.focus};
    outline-offset: 2px;
  }
`;

export const Media = styled.span`
  ${mediaBox};

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    opacity: 0;
    transition: opacity ${t.motion.normal} ${t.motion.easing};
  }
  & > img[data-loaded] { opacity: 1; }
  & > svg { width: 42%; height: auto; }
`;

export const Info = styled.span`
  ${infoBox};
`;

export const Name = styled.span`
  ${nameText};
`;

export const Provider = styled.span`
  ${providerText};
  color: ${t.color.text.muted};
`;

/** Sits over the artwork; comes after the text in the DOM so the name reads first. */
export const Overlay = styled.span`
  position: absolute;
  inset-block-start: 0;
  inset-inline: 0;
  display: grid;
  place-items: center;
  aspect-ratio: 1 / 1;
  pointer-events: none;
`;

const badge = css`
  display: inline-flex;
  align-items: center;
  gap: 3px;
  border-radius: ${t.radius.pill};
  font-size: ${t.font.size.xs};
  font-weight: ${t.font.weight.bold};
  line-height: 1;
  white-space: nowrap;
`;

export const HotBadge = styled.span`
  ${badge};
  position: absolute;
  inset-block-start: ${t.space[2]};
  inset-inline-start: ${t.space[2]};
  /* Tighter on the flame's side, the inline start (mirrored right to left). */
  padding-block: 4px;
  padding-inline: 6px 8px;
  background: ${t.color.status.danger};
  color: ${t.color.status.onStatus};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const MaintenanceBadge = styled.span`
  ${badge};
  padding: 6px 10px;
  background: ${t.color.bg.inverse};
  color: ${t.color.text.inverse};
  font-weight: ${t.font.weight.semibold};
`;

export const FavouriteButton = styled.button`
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
  transition: background ${t.motion.fast} ${t.motion.easing}, color ${t.motion.fast} ${t.motion.easing};

  &:hover { background: ${t.color.bg.hover}; color: ${t.color.text.primary}; }
  &[aria-pressed='true'] {
    background: ${t.color.accent.highlight};
    color: ${t.color.accent.onHighlight};
    /* A ring keeps the pressed star distinct on warm artwork. */
    box-shadow: 0 0 0 2px ${t.color.bg.surface}, ${t.shadow.raised};
  }
  &:focus-visible {
    outline: 2px solid ${t.color.border.focus};
    outline-offset: 2px;
  }
`;
