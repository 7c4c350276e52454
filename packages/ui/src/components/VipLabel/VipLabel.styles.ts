import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${t.space[1]};
  min-height: 1.375rem;
  /* The crown sits at the inline start, so that side is a little tighter (mirrored right to left). */
  padding-block: 2px;
  padding-inline: 6px ${t.space[2]};
  border: 1px solid transparent;
  border-radius: ${t.radius.pill};
  background: ${t.color.bg.accentSubtle};
  color: ${t.color.text.primary};
  font-size: ${t.font.size.xs};
  font-weight: ${t.font.weight.bold};
  line-height: 1;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  vertical-align: middle;

  & > svg {
    flex: none;
  }

  &[data-tier='high'] {
    background: ${t.color.accent.highlight};
    color: ${t.color.accent.onHighlight};
  }
`;
