import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Page = styled.div`
  display: grid;
  gap: ${t.space[5]};
  min-width: 0;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${t.space[2]};
`;

export const Status = styled.p`
  margin: 0;
  color: ${t.color.text.muted};
  font-size: ${t.font.size.sm};
`;
