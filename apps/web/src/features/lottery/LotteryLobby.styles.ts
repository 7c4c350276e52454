import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Group = styled.section`
  margin-bottom: ${t.space[6]};
  & > h3 {
    margin: 0 0 ${t.space[3]};
    font-size: ${t.font.size.lg};
  }
`;
