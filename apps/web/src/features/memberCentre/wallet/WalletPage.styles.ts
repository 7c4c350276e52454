import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${t.space[4]};
`;

export const Total = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${t.space[3]};
  flex-wrap: wrap;
`;

export const TotalFigure = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${t.space[1]};
  margin: 0;
  & > span {
    color: ${t.color.text.muted};
    font-size: ${t.font.size.sm};
  }
  & > strong {
    font-size: ${t.font.size['2xl']};
    font-weight: ${t.font.weight.semibold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${t.color.text.muted};
  font-size: ${t.font.size.sm};
`;

/** The wallets as tiles sharing the row, two a row on a phone. */
export const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: ${t.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Tile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${t.space[1]};
  padding: ${t.space[3]};
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.md};
  background: ${t.color.bg.sunken};
  &[data-main] {
    border-color: ${t.color.accent.primary};
    background: ${t.color.bg.accentSubtle};
  }
  & > span {
    color: ${t.color.text.muted};
    font-size: ${t.font.size.sm};
  }
  & > strong {
    font-size: ${t.font.size.lg};
    font-weight: ${t.font.weight.semibold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;
