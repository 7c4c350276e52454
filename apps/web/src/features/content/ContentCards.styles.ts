import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { focusRing } from '@tessera/ui';

/** A section of a content page with its h2. */
export const Section = styled.section`
  margin-bottom: ${t.space[8]};
  & > h2 {
    margin: 0 0 ${t.space[3]};
    font-size: ${t.font.size.xl};
  }
  & > p {
    max-width: 65ch;
    margin: 0 0 ${t.space[3]};
    color: ${t.color.text.muted};
  }
`;

export const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${t.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
`;

export const Card = styled.li`
  padding: ${t.space[4]};
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.lg};
  background: ${t.color.bg.surface};
  & h3 {
    margin: 0 0 ${t.space[2]};
    font-size: ${t.font.size.md};
  }
  & p {
    margin: 0;
    color: ${t.color.text.muted};
    font-size: ${t.font.size.sm};
  }
`;

/** A link that leads to the page's main action, drawn as the primary button. */
export const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${t.size.controlMd};
  padding: 0 ${t.space[4]};
  border-radius: ${t.radius.md};
  background: ${t.color.accent.primary};
  color: ${t.color.text.onAccent};
  font-weight: ${t.font.weight.semibold};
  text-decoration: none;
  &:hover {
    background: ${t.color.accent.primaryHover};
  }
  ${focusRing()}
`;
