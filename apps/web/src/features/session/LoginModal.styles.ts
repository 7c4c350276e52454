import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${t.space[2]};
  margin-top: ${t.space[4]};
  font-size: ${t.font.size.sm};
`;
