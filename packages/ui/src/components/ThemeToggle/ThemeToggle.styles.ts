import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { visuallyHidden } from '../../utils/visuallyHidden';
import { focusRing } from '../../utils/focusRing';

export const Toggle = styled.button`
  position: relative;
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${t.size.controlMd};
  height: ${t.size.controlMd};
  padding: 0;
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.md};
  background: transparent;
  color: ${t.color.text.primary};
  cursor: pointer;
  transition: background ${t.motion.fast} ${t.motion.easing};
  &:hover {
    background: ${t.color.bg.hover};
  }
  ${focusRing()}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[data-size='sm'] {
    width: ${t.size.controlSm};
    height: ${t.size.controlSm};
  }
`;

/** Sun and moon share one cell; the one for the current mode shows, the other turns away. */
export const Icon = styled.svg`
  grid-area: 1 / 1;
  transition:
    opacity ${t.motion.normal} ${t.motion.easing},
    transform ${t.motion.normal} ${t.motion.easing};
  [data-mode='light'] > &[data-icon='moon'],
  [data-mode='dark'] > &[data-icon='sun'] {
    opacity: 0;
    transform: rotate(-90deg) scale(0.5);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Label = styled.span`
  ${visuallyHidden}
`;
