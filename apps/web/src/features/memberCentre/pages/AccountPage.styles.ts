import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${t.space[4]};
  flex-wrap: wrap;
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${t.space[3]};
  flex-wrap: wrap;
  & p {
    margin: 0;
    color: ${t.color.text.muted};
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: ${t.space[2]};
  flex-wrap: wrap;
`;
