import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const StyledTime = styled.time`
  display: inline-flex;
  align-items: baseline;
  gap: 0.5em;
  font-size: ${t.font.size.sm};
  line-height: ${t.font.lineHeight.tight};
  color: ${t.color.text.primary};
  /* Every digit the same width, so the text does not shift as seconds change. */
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const DatePart = styled.span`
  color: ${t.color.text.muted};
`;

export const TimePart = styled.span`
  font-weight: ${t.font.weight.semibold};
`;
