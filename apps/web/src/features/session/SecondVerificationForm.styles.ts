import styled from 'styled-components';
import { theme as tokens } from '@tessera/tokens';
import { RadioCardGroup } from '@tessera/ui';

export const Methods = styled(RadioCardGroup)`
  margin-bottom: ${tokens.space[3]};
`;
