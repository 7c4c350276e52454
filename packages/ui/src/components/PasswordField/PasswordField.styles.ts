import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { focusRing } from '../../utils/focusRing';

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
  ${focusRing({ placement: 'flush' })}
  &:disabled {
    cursor: not-allowed;
    color: inherit;
  }
  & > svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;
