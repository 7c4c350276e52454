import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { placeholderFill } from '@tessera/ui';

export const Strip = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
`;

/** The strip's place while its banners load: the carousel's own shape (banner art is 1920 × 600). */
export const Reserved = styled.div`
  aspect-ratio: 1920 / 600;
  border-radius: ${t.radius.lg};
  ${placeholderFill}
`;
