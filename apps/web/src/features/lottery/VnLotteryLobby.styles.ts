import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { TabsContent } from '@tessera/ui';

export const Panel = styled(TabsContent)`
  padding-top: ${t.space[4]};
`;
