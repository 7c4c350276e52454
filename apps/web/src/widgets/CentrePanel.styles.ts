import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(11rem, 14rem) minmax(0, 1fr);
  gap: ${t.space[5]};
  align-items: start;
  & > nav {
    position: sticky;
    top: 0;
  }
  @media (max-width: 768px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${t.space[4]};
    /* On a phone the navigation is a strip above the page: it scrolls away with it rather than cover it. */
    & > nav {
      position: static;
    }
  }
`;

export const Region = styled.section`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${t.space[4]};
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${t.font.size.lg};
  font-weight: ${t.font.weight.semibold};
`;

export const Alert = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${t.space[3]};
`;
