import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${t.space[6]};
  min-width: 0;
`;

export const Summary = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${t.space[4]};
  padding: ${t.space[4]};
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.lg};
  background: ${t.color.bg.surface};
  & p {
    margin: 0;
    color: ${t.color.text.muted};
    font-size: ${t.font.size.sm};
  }
`;

export const Heading = styled.h2`
  font-size: ${t.font.size.xl};
  margin: 0 0 ${t.space[3]};
`;

export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
  gap: ${t.space[4]};
`;

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.lg};
  background: ${t.color.bg.surface};
  overflow: hidden;
  min-width: 0;
  & img {
    display: block;
    width: 100%;
    aspect-ratio: 320 / 220;
    object-fit: cover;
  }
  & > div {
    display: flex;
    flex-direction: column;
    gap: ${t.space[2]};
    padding: ${t.space[3]};
    flex: 1;
  }
  & h3 {
    margin: 0;
    font-size: ${t.font.size.md};
    overflow-wrap: anywhere;
  }
  & p {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  & .muted {
    color: ${t.color.text.muted};
    font-size: ${t.font.size.sm};
  }
  & button {
    margin-top: auto;
  }
`;

export const Filter = styled.div`
  max-width: 16rem;
  margin-bottom: ${t.space[3]};
`;

export const Pager = styled.div`
  margin-top: ${t.space[3]};
`;
