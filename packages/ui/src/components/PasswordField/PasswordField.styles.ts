import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const RevealToggle = styled.button`
  display: inline-grid;
  place-items: center;
  align-self: stretch;
  min-width: ${t.size.controlSm};
  padding: 0 ${t.space[2]};
  margin: 0;
  border: 0;
  border-radius: calc(${t.radius.md} - ${t.space[1]});
  background: transparent;
  color: ${t.color.text.muted};
  cursor: pointer;
  transition:
    background ${t.motion.fast} ${t.motion.easing},
    color ${t.motion.fast} ${t.motion.easing};

  &:hover:not(:disabled) {
    background: ${t.color.bg.hover};
    color: ${t.color.text.primary};
  }
  &:focus-visible {
    outline: 2px solid ${t.color.border.focus};
    outline-offset: 0;
  }
  &:disabled {
    cursor: not-allowed;
    color: inherit;
  }
  & > svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;
