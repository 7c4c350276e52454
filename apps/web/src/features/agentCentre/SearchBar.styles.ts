import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${t.space[3]};
  & > :first-child {
    flex: 1 1 12rem;
    min-width: 0;
  }
`;

export const Extra = styled.div`
  flex-basis: 100%;
`;
