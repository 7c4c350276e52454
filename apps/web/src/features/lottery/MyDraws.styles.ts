import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

/** Set apart from the popular lottery above it, as home's other sections are. */
export const Section = styled.section`
  margin-block-start: ${t.space[8]};
`;
