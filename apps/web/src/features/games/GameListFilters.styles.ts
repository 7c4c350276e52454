import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Providers = styled.div`
  display: flex;
  gap: ${t.space[1]};
  margin-block-end: ${t.space[3]};
  padding-block-end: ${t.space[1]};
  overflow-x: auto;
  overscroll-behavior-inline: contain;
  scrollbar-width: thin;
`;

export const Fields = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${t.space[3]};
  margin-block-end: ${t.space[4]};

  & > :first-child {
    grid-column: 1 / -1;
  }
  & > :only-child,
  & > :nth-child(2):last-child {
    grid-column: auto;
  }

  @media (min-width: 48em) {
    grid-template-columns: minmax(0, 2fr) repeat(2, minmax(0, 1fr));
    & > :first-child {
      grid-column: auto;
    }
  }
`;
