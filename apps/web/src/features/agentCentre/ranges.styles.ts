import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${t.space[3]};
`;

export const RangeGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${t.space[2]};
`;

export const Days = styled.p`
  margin: 0;
  color: ${t.color.text.muted};
  font-size: ${t.font.size.sm};
  font-variant-numeric: tabular-nums;
`;
