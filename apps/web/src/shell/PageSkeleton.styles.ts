import styled, { keyframes } from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { PLACEHOLDER_MOTION_DELAY, placeholderFill } from '@tessera/ui';

const pulse = keyframes`50% { opacity: 0.5; }`;

export const Block = styled.div`
  width: calc(100% - 2 * ${t.space[4]});
  max-width: 1200px;
  height: 240px;
  margin: ${t.space[6]} auto;
  border-radius: ${t.radius.lg};
  ${placeholderFill}
  animation: ${pulse} 1.6s ease-in-out ${PLACEHOLDER_MOTION_DELAY} infinite;
`;
