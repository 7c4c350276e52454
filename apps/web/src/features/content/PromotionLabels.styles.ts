import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${t.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Each label keeps one colour everywhere it appears, so members learn to spot them. */
export const Chip = styled.li`
  padding: 2px ${t.space[2]};
  border-radius: ${t.radius.pill};
  font-size: ${t.font.size.xs};
  font-weight: ${t.font.weight.semibold};
  color: ${t.color.text.primary};
  background: ${t.color.bg.accentSubtle};
  &[data-label='newbie'] {
    background: ${t.color.status.successSubtle};
  }
  &[data-label='limited'] {
    background: ${t.color.status.warningSubtle};
  }
  &[data-label='special'] {
    background: ${t.color.status.infoSubtle};
  }
  &[data-label='highRebate'] {
    background: ${t.color.status.dangerSubtle};
  }
  &[data-label='vip'] {
    background: ${t.color.accent.highlight};
    color: ${t.color.accent.onHighlight};
  }
`;
