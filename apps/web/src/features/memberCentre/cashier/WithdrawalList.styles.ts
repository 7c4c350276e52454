import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Orders = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${t.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Order = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${t.space[3]};
  padding: ${t.space[3]} ${t.space[4]};
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.md};
  & > header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${t.space[2]};
    align-items: baseline;
  }
  & > header strong {
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  & .muted {
    color: ${t.color.text.muted};
    font-size: ${t.font.size.sm};
  }
`;

export const Payments = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${t.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
    flex-direction: column;
    gap: ${t.space[2]};
    padding-top: ${t.space[2]};
    border-top: 1px solid ${t.color.border.default};
  }
  & p {
    margin: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${t.space[2]};
`;

export const Pages = styled.div`
  display: flex;
  justify-content: center;
`;
