import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { focusRing } from '../../utils/focusRing';
import { WINNER_ROW } from './WinnerScroller.size';

export const Root = styled.section`
  /* Row height and visible rows drive the window's height; --winner-visible and --winner-step are set per instance. */
  --winner-row: ${WINNER_ROW};
  display: flex;
  flex-direction: column;
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.lg};
  background: ${t.color.bg.surface};
  color: ${t.color.text.primary};
  overflow: hidden;
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${t.space[2]};
  min-height: ${t.size.controlLg};
  padding-inline: ${t.space[4]} ${t.space[2]};
  border-bottom: 1px solid ${t.color.border.default};
`;

export const Heading = styled.span`
  flex: 1;
  font-family: ${t.font.family.heading};
  font-size: ${t.font.size.md};
  font-weight: ${t.font.weight.semibold};
`;

export const TrophyMark = styled.span`
  display: inline-grid;
  place-items: center;
  color: ${t.color.text.link};
`;

export const Window = styled.div`
  position: relative;
  height: calc(var(--winner-visible) * var(--winner-row));
  overflow: hidden;
  /* When it does not move (reduced motion, too few entries) rows out of view are scrolled to. */
  &[data-scroll] {
    overflow-y: auto;
  }
  ${focusRing({ placement: 'inset', selector: '&:has(> ul:focus-visible)' })}
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  &:focus {
    outline: none;
  }
  [data-step='moving'] > & {
    transform: translateY(calc(-1 * var(--winner-row)));
    transition: transform var(--winner-step) ${t.motion.easing};
  }
`;

export const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${t.space[3]};
  height: var(--winner-row);
  padding-inline: ${t.space[4]};
  & + & {
    border-top: 1px solid ${t.color.border.default};
  }
`;

export const Who = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  line-height: ${t.font.lineHeight.tight};
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const Name = styled.span`
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.semibold};
`;

export const Game = styled.span`
  margin-block-start: 2px;
  color: ${t.color.text.muted};
  font-size: ${t.font.size.xs};
`;

export const Amount = styled.span`
  flex: none;
  padding: 2px ${t.space[2]};
  border-radius: ${t.radius.pill};
  background: ${t.color.accent.highlight};
  color: ${t.color.accent.onHighlight};
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.bold};
  font-variant-numeric: tabular-nums lining-nums;
  unicode-bidi: isolate;
  direction: ltr;
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${t.space[6]} ${t.space[4]};
  color: ${t.color.text.muted};
  font-size: ${t.font.size.sm};
  text-align: center;
`;

export { MotionToggle as Toggle } from '../../utils/MotionToggle.styles';
