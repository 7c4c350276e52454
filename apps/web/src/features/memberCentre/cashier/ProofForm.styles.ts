import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${t.space[3]};
  padding: ${t.space[3]};
  border-radius: ${t.radius.md};
  background: ${t.color.bg.sunken};
  & > div:last-child {
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[2]};
  }
`;
