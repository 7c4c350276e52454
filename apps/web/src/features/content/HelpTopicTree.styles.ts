import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { focusRing } from '@tessera/ui';

export const Tree = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${t.space[1]};
  & & {
    padding-inline-start: ${t.space[4]};
    margin-top: ${t.space[1]};
  }
  /* On a phone the tree sits above the topic: only the open section unfolds, to keep it short. */
  @media (max-width: 899px) {
    & li[data-open='false'] > ul {
      display: none;
    }
  }
`;

export const TopicLink = styled(Link)`
  display: block;
  padding: ${t.space[2]} ${t.space[3]};
  border-radius: ${t.radius.md};
  color: ${t.color.text.primary};
  text-decoration: none;
  &:hover {
    background: ${t.color.bg.hover};
  }
  ${focusRing({ placement: 'inset' })}
  &[data-depth='0'] {
    font-weight: ${t.font.weight.semibold};
  }
  &[aria-current='page'] {
    background: ${t.color.bg.accentSubtle};
    font-weight: ${t.font.weight.semibold};
  }
`;
