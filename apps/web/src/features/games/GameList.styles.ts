import styled from 'styled-components';
import { TabsContent } from '@tessera/ui';
import { theme as t } from '@tessera/tokens';

/* One line, held while the list loads, so the grid below does not move when the count arrives. */
export const Count = styled.p`
  min-height: 1lh;
  margin-block: 0 ${t.space[3]};
  color: ${t.color.text.muted};
  font-size: ${t.font.size.sm};
`;

export const End = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${t.space[3]};
  min-height: ${t.size.controlMd};
  margin-block: ${t.space[6]} 0;
  color: ${t.color.text.muted};
  font-size: ${t.font.size.sm};
  text-align: center;
`;

export const Panel = styled(TabsContent)`
  padding-block-start: 0;
`;
