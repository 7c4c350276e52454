import styled, { css, keyframes } from 'styled-components';
import { theme as t } from '@tessera/tokens';

const shimmer = keyframes`from { transform: translateX(-100%); } to { transform: translateX(100%); }`;

/**
 * How long a placeholder stays still before its motion starts. A wait this short needs no sign
 * of progress, and a page's start is where most placeholders live: motion there is a frame drawn
 * each sixtieth of a second while a phone is busy starting the page. A delayed animation draws
 * nothing while it waits.
 */
export const PLACEHOLDER_MOTION_DELAY = '1s';

/**
 * The fill of anything that holds a place while it loads: a faint tint of the text colour, so it
 * shows on the canvas, a surface or a raised panel in every mode and brand (the sunken background
 * is nearly the canvas in dark).
 */
export const placeholderFill = css`
  background: color-mix(in srgb, ${t.color.text.primary} 9%, transparent);
`;

/**
 * A placeholder shape. Width and height arrive as inline style (a list renders many of these, so
 * nothing per instance is generated as CSS). Its fill is {@link placeholderFill}; the shimmer is a
 * sweeping band of the surface colour.
 */
export const Bone = styled.span`
  position: relative;
  display: block;
  flex: none;
  overflow: hidden;
  width: 100%;
  height: ${t.size.controlMd};
  border-radius: ${t.radius.md};
  ${placeholderFill}
  &[data-shape='text'] {
    height: 0.75em;
    margin-block: 0.375em;
    border-radius: ${t.radius.sm};
  }
  &[data-shape='circle'] {
    width: ${t.size.controlMd};
    border-radius: 50%;
  }

  &[data-animated]::after {
    content: '';
    position: absolute;
    inset: 0;
    transform: translateX(-100%);
    background: linear-gradient(
      90deg,
      transparent,
      color-mix(in srgb, ${t.color.bg.surface} 55%, transparent),
      transparent
    );
    animation: ${shimmer} 1.6s ease-in-out ${PLACEHOLDER_MOTION_DELAY} infinite;
  }
  &[data-animated]:dir(rtl)::after {
    animation-direction: reverse;
  }

  @media (prefers-reduced-motion: reduce) {
    &[data-animated]::after {
      display: none;
      animation: none;
    }
  }
`;

export const Lines = styled.span`
  display: block;
  width: 100%;
`;
