import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${t.space[4]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  & > legend {
    padding: 0;
    margin-bottom: ${t.space[2]};
    font-weight: ${t.font.weight.medium};
  }
`;
