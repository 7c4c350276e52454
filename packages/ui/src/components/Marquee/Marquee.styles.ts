import styled, { keyframes } from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { focusRing } from '../../utils/focusRing';
import { MotionToggle } from '../../utils/MotionToggle.styles';

/** One copy of the titles is exactly half the track, so moving by half loops seamlessly. */
const scrollLtr = keyframes`from { transform: translateX(0); } to { transform: translateX(-50%); }`;
const scrollRtl = keyframes`from { transform: translateX(0); } to { transform: translateX(50%); }`;

export const Root = styled.section`
  display: flex;
  align-items: center;
  gap: ${t.space[2]};
  min-height: ${t.size.controlMd};
  padding-inline: ${t.space[3]} ${t.space[1]};
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.lg};
  background: ${t.color.bg.surface};
  color: ${t.color.text.primary};
  font-size: ${t.font.size.sm};
`;

export const Icon = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  color: ${t.color.text.link};
`;

export const Viewport = styled.div`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  container-type: inline-size;
  /* Soft edges so titles fade in and out instead of being cut. */
  mask-image: linear-gradient(to right, transparent, #000 ${t.space[4]}, #000 calc(100% - ${t.space[4]}), transparent);

  /*
   * Standing still (reduced motion): the same one row, which the member scrolls (a swipe, the
   * keyboard bringing a focused title into view); the strip keeps the height the page reserved.
   */
  [data-motion='reduce'] > & {
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scrollbar-width: none;
  }
`;

export const Track = styled.div`
  display: flex;
  width: max-content;

  [data-ready] & {
    animation: ${scrollLtr} var(--marquee-duration) linear infinite;
  }
  [data-ready]:dir(rtl) & {
    animation-name: ${scrollRtl};
  }
  [data-state='paused'] & {
    animation-play-state: paused;
  }
  /* Keyboard focus: stop at the start so the focused title can be scrolled into view. */
  [data-focus='keyboard'] & {
    animation: none;
  }
  [data-motion='reduce'] & {
    animation: none;
  }
`;

export const List = styled.ul`
  display: flex;
  flex: none;
  align-items: center;
  min-width: 100cqi;
  margin: 0;
  /* Starts clear of the faded edge. */
  padding: 0;
  padding-inline-start: ${t.space[4]};
  list-style: none;
`;

export const Item = styled.li`
  display: flex;
  align-items: center;
  padding-inline-end: ${t.space[6]};
  /* A small dot between titles; decoration only, so not part of the text. */
  &::after {
    content: '';
    width: 4px;
    height: 4px;
    margin-inline-start: ${t.space[6]};
    border-radius: ${t.radius.pill};
    background: ${t.color.border.strong};
  }
`;

export const Title = styled.button`
  padding: ${t.space[1]} ${t.space[1]};
  border: 0;
  border-radius: ${t.radius.sm};
  background: none;
  color: inherit;
  font-size: inherit;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    color: ${t.color.text.link};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  ${focusRing({ placement: 'inset' })}
`;

/*
 * The pause button stacks above the strip: the moving titles run on under it (clipped by the
 * viewport), and a target drawn beneath them would read as covered to a pointer and to checkers.
 */
export const Toggle = styled(MotionToggle)`
  position: relative;
  z-index: 1;
`;
