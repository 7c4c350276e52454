import styled from 'styled-components';
import { visuallyHidden } from '../../utils/visuallyHidden';

/** The label and the count share one grid cell, so the button keeps its width while counting. */
export const Stack = styled.span`
  display: inline-grid;
  & > * {
    grid-area: 1 / 1;
    text-align: center;
  }
  /* Stays in the accessibility tree as the button's name while the count is shown. */
  & > [data-part='idle-label'][data-counting] {
    opacity: 0;
  }
  & > [data-part='count'] {
    font-variant-numeric: tabular-nums;
  }
`;

export const Announcer = styled.span`
  ${visuallyHidden}
`;
