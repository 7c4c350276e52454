import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Layout = styled.div`
  display: grid;
  gap: ${t.space[6]};
  align-items: start;
  @media (min-width: 900px) {
    grid-template-columns: minmax(14rem, 1fr) 3fr;
  }
`;

export const Topic = styled.article`
  min-width: 0;
  padding: ${t.space[5]};
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.lg};
  background: ${t.color.bg.surface};
  & h2 {
    margin: 0 0 ${t.space[3]};
    font-size: ${t.font.size.xl};
    outline: none;
  }
  & h3 {
    margin: ${t.space[6]} 0 ${t.space[2]};
    font-size: ${t.font.size.md};
  }
  & ul[data-part='children'] {
    margin: 0;
    padding-inline-start: ${t.space[5]};
    display: grid;
    gap: ${t.space[1]};
  }
  & ul[data-part='children'] a {
    color: ${t.color.text.link};
  }
`;
