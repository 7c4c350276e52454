import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { DescriptionList } from '@tessera/ui';

/** The new account's facts, each label over its value, side by side where they fit. */
export const Created = styled(DescriptionList)`
  margin-block: ${t.space[2]};
`;
