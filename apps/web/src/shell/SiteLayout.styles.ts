import styled from 'styled-components';
import { visuallyHidden } from '@tessera/ui';
import { SIDE_BAR_ROOM } from './SideBar.styles';

export const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

export const Content = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  /* The page fills at least the screen before its content arrives, so the footer starts below the
     fold and content growing into place moves nothing in sight (no layout shift). */
  &[data-variant='full'] {
    ${SIDE_BAR_ROOM} min-height: 100vh;
  }
`;

/** Where the footer will be: it starts below the fold (main fills the screen), so it moves nothing. */
export const FooterSlot = styled.div`
  min-height: 24rem;
`;

/** Says the page is loading to assistive technology while the platform's status arrives. */
export const StartingLabel = styled.p`
  ${visuallyHidden}
`;
