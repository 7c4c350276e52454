import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: min(80vh, 860px);
  min-height: 480px;
  border: 0;
  border-radius: ${t.radius.lg};
  background: ${t.color.bg.sunken};
`;

export const Refusal = styled.div`
  display: grid;
  gap: ${t.space[6]};
`;
