import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { placeholderFill } from '@tessera/ui';

export const Bar = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: ${t.space[2]} auto 0;
  padding: 0 ${t.space[4]};
  display: flex;
  align-items: center;
  gap: ${t.space[2]};
  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

/** The bar's place while its notices load, in the skeleton's fill. */
export const Reserved = styled.div`
  min-height: ${t.size.controlMd};
  border-radius: ${t.radius.lg};
  ${placeholderFill}
`;
