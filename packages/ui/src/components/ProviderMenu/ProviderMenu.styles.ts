import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { SMALL_TILE_WIDTH } from '../ProviderCard/ProviderCard.styles';
import { focusRing } from '../../utils/focusRing';

export const Root = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${t.space[1]};
  max-width: 100%;
  padding: ${t.space[2]};
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.lg};
  background: ${t.color.bg.raised};
  color: ${t.color.text.primary};
  box-shadow: ${t.shadow.overlay};
`;

/** The scrolling row of tiles; at most `arrowsAbove` tiles wide (set as a custom property). */
export const Strip = styled.div`
  --_gap: ${t.space[1]};
  --_pad: ${t.space[1]};
  display: flex;
  gap: var(--_gap);
  flex: 0 1 auto;
  min-width: 0;
  max-inline-size: calc(
    var(--provider-menu-columns, 9) * (${SMALL_TILE_WIDTH} + var(--_gap)) - var(--_gap) + 2 * var(--_pad)
  );
  /* Room for the focus outline of the tiles, which the scroll box would otherwise clip. */
  padding: var(--_pad);
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x proximity;
  scroll-padding-inline: var(--_pad);
  scroll-behavior: smooth;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  & > * {
    scroll-snap-align: start;
  }

  @media (prefers-reduced-motion: reduce) {
    scroll-behavior: auto;
  }
`;

export const Arrow = styled.button`
  display: grid;
  place-items: center;
  flex: none;
  width: ${t.size.controlSm};
  height: ${t.size.controlSm};
  padding: 0;
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.pill};
  background: ${t.color.bg.surface};
  color: ${t.color.text.primary};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${t.color.bg.hover};
  }
  &:disabled {
    cursor: default;
    opacity: 0.4;
  }
  ${focusRing()}
  /* The chevron is drawn pointing right: the arrow that points towards the line start is mirrored. */
  &[data-part='previous']:dir(ltr) > svg,
  &[data-part='next']:dir(rtl) > svg {
    transform: scaleX(-1);
  }
`;

export const More = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${t.space[1]};
  flex: none;
  align-self: stretch;
  min-width: 4.5rem;
  margin-inline-start: ${t.space[1]};
  padding: ${t.space[1]} ${t.space[2]};
  border: 1px dashed ${t.color.border.strong};
  border-radius: ${t.radius.lg};
  background: transparent;
  color: ${t.color.text.primary};
  font-size: ${t.font.size.xs};
  font-weight: ${t.font.weight.semibold};
  cursor: pointer;

  &:hover {
    background: ${t.color.bg.hover};
  }
  ${focusRing()}
  & > svg {
    color: ${t.color.text.muted};
  }
`;
