import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Picture = styled.img`
  display: block;
  height: 28px;
  width: 100px;
  border-radius: ${t.radius.sm};
  background: ${t.color.bg.sunken};
`;
