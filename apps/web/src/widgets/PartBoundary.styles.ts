import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

/** Over the page's lower edge, where a part the member opened would have appeared. */
export const Notice = styled.div`
  position: fixed;
  inset-inline: ${t.space[4]};
  bottom: ${t.space[4]};
  z-index: 1000;
  max-width: 32rem;
  margin-inline: auto;
  display: flex;
  align-items: center;
  gap: ${t.space[3]};
  padding: ${t.space[3]} ${t.space[4]};
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.md};
  background: ${t.color.bg.surface};
  color: ${t.color.text.primary};
  box-shadow: ${t.shadow.overlay};

  p {
    flex: 1;
    margin: 0;
  }
`;
