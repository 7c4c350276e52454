import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Items = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${t.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
    flex-direction: column;
    gap: ${t.space[2]};
    padding: ${t.space[3]} ${t.space[4]};
    border: 1px solid ${t.color.border.default};
    border-radius: ${t.radius.md};
  }
  & header {
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[2]};
    align-items: baseline;
    justify-content: space-between;
  }
  & .muted {
    color: ${t.color.text.muted};
    font-size: ${t.font.size.sm};
  }
  & p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  & blockquote {
    margin: 0;
    padding: ${t.space[2]} ${t.space[3]};
    border-inline-start: 3px solid ${t.color.accent.primary};
    background: ${t.color.bg.sunken};
    border-radius: ${t.radius.sm};
  }
`;
