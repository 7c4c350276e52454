import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { placeholderFill } from '@tessera/ui';
import { BANNER_ART } from './bannerGroupMap';

export const Strip = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
`;

/** The strip's place while its banners load: the carousel's own shape (the banner art's). */
export const Reserved = styled.div`
  aspect-ratio: ${BANNER_ART.width} / ${BANNER_ART.height};
  border-radius: ${t.radius.lg};
  ${placeholderFill}
`;
