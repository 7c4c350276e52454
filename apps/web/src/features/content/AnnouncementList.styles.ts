import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Layout = styled.div`
  display: grid;
  gap: ${t.space[4]};
  grid-template-columns: minmax(12rem, 1fr) 2fr;
  @media (max-width: 768px) {
    grid-template-columns: 1fr;
  }
`;

export const Titles = styled.ol`
  list-style: none;
  margin: 0 0 ${t.space[3]};
  padding: 0;
  display: grid;
  gap: ${t.space[1]};
`;

export const Title = styled.button`
  width: 100%;
  padding: ${t.space[2]} ${t.space[3]};
  border: 0;
  border-radius: ${t.radius.md};
  background: none;
  color: ${t.color.text.primary};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${t.color.bg.hover};
  }
  &[aria-current='true'] {
    background: ${t.color.bg.accentSubtle};
    font-weight: ${t.font.weight.semibold};
  }
  & time {
    display: block;
    font-size: ${t.font.size.xs};
    color: ${t.color.text.muted};
  }
`;

export const Content = styled.article`
  min-width: 0;
  & h3 {
    margin: 0 0 ${t.space[1]};
    font-size: ${t.font.size.lg};
  }
  & > time {
    display: block;
    margin-bottom: ${t.space[3]};
    font-size: ${t.font.size.sm};
    color: ${t.color.text.muted};
  }
`;
