import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { focusRing } from '../../utils/focusRing';

export const Root = styled.section<{ $ratio: string }>`
  position: relative;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  border-radius: ${t.radius.lg};
  background: ${t.color.bg.sunken};
  isolation: isolate;
`;

/** The swiper container; its rules stand in for swiper's own stylesheet, which is not loaded. */
export const Viewport = styled.div`
  position: relative;
  width: 100%;
  height: 100%;
  overflow: hidden;
  touch-action: pan-y;
`;

export const Track = styled.div`
  position: relative;
  display: flex;
  width: 100%;
  height: 100%;
  box-sizing: content-box;
  transition-property: transform;
  transition-timing-function: ${t.motion.easing};
`;

export const Slide = styled.div`
  position: relative;
  flex-shrink: 0;
  width: 100%;
  height: 100%;
`;

export const Image = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  user-select: none;
  -webkit-user-drag: none;
`;

export const BannerButton = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  /* Drawn inside: the carousel clips anything outside its rounded frame. */
  ${focusRing({ placement: 'inset' })}
`;

const floating = `
  border: 0;
  background: ${t.color.bg.raised};
  color: ${t.color.text.primary};
  box-shadow: ${t.shadow.raised};
  cursor: pointer;
`;

export const NavButton = styled.button`
  position: absolute;
  top: 50%;
  z-index: 2;
  display: inline-grid;
  place-items: center;
  width: ${t.size.controlMd};
  height: ${t.size.controlMd};
  margin-top: calc(${t.size.controlMd} / -2);
  padding: 0;
  border-radius: ${t.radius.pill};
  ${floating}
  opacity: 0.92;
  transition: opacity ${t.motion.fast} ${t.motion.easing};
  &:hover {
    opacity: 1;
    background: ${t.color.bg.hover};
  }
  &:focus-visible {
    opacity: 1;
  }
  ${focusRing()}

  &[data-direction='previous'] {
    inset-inline-start: ${t.space[3]};
  }
  &[data-direction='next'] {
    inset-inline-end: ${t.space[3]};
  }
  /* One chevron drawn pointing back; mirrored for "next" and again for right-to-left. */
  &[data-direction='next'] svg {
    transform: scaleX(-1);
  }
  &[data-direction='previous']:dir(rtl) svg {
    transform: scaleX(-1);
  }
  &[data-direction='next']:dir(rtl) svg {
    transform: none;
  }

  /*
   * On a phone's touch screen the strip is swiped and its dots stay: arrows over a banner that
   * small would cover the artwork's own words. They still appear for keyboard focus.
   */
  @media (pointer: coarse) and (max-width: 40em) {
    opacity: 0;
    pointer-events: none;
    &:focus-visible {
      opacity: 1;
      pointer-events: auto;
    }
  }
`;

export const ControlBar = styled.div`
  position: absolute;
  inset-block-end: ${t.space[3]};
  inset-inline: 0;
  z-index: 2;
  display: flex;
  align-items: center;
  gap: ${t.space[1]};
  width: fit-content;
  margin-inline: auto;
  padding: ${t.space[1]};
  border-radius: ${t.radius.pill};
  ${floating}
  cursor: default;

  /*
   * On a phone the strip is short and the artwork's words reach its lower middle: the bar moves to
   * the lower right corner, beside them rather than over them (the artwork is not mirrored for
   * right-to-left pages, so neither is this).
   */
  @media (max-width: 40em) {
    inset-block-end: ${t.space[2]};
    inset-inline: auto;
    right: ${t.space[2]};
    margin-inline: 0;
  }
`;

export const Pagination = styled.div`
  display: flex;
  align-items: center;
`;

/** A 24px target (WCAG 2.5.8) around a small visible dot; the current one is a wider pill. */
export const Dot = styled.button`
  display: inline-grid;
  place-items: center;
  min-width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${t.radius.pill};
  background: none;
  cursor: pointer;
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: ${t.radius.pill};
    background: ${t.color.border.strong};
    transition:
      width ${t.motion.normal} ${t.motion.easing},
      background ${t.motion.fast};
  }
  &:hover::before {
    background: ${t.color.text.muted};
  }
  &[aria-current='true'] {
    min-width: 32px;
  }
  &[aria-current='true']::before {
    width: 20px;
    background: ${t.color.accent.primary};
  }
  ${focusRing({ placement: 'flush' })}
`;

export const ToggleButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: ${t.radius.pill};
  background: ${t.color.bg.sunken};
  color: ${t.color.text.primary};
  cursor: pointer;
  &:hover {
    background: ${t.color.bg.hover};
  }
  ${focusRing({ placement: 'tight' })}
`;
