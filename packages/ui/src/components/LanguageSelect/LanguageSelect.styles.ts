import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { visuallyHidden } from '../../utils/visuallyHidden';
import { focusRing } from '../../utils/focusRing';

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${t.space[2]};
  min-height: ${t.size.controlMd};
  padding-inline: ${t.space[2]} ${t.space[3]};
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.md};
  background: transparent;
  color: ${t.color.text.primary};
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  transition: background ${t.motion.fast} ${t.motion.easing};
  &:hover,
  &[data-state='open'] {
    background: ${t.color.bg.hover};
  }
  ${focusRing()}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  & > svg {
    flex: none;
    color: ${t.color.text.muted};
  }
  & > [data-part='chevron'] {
    transition: transform ${t.motion.fast} ${t.motion.easing};
  }
  &[data-state='open'] > [data-part='chevron'] {
    transform: rotate(180deg);
  }
  @media (prefers-reduced-motion: reduce) {
    & > [data-part='chevron'] {
      transition: none;
    }
  }
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;

export const CodeChip = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 2.25em;
  padding: 0.125rem ${t.space[1]};
  border-radius: ${t.radius.sm};
  background: ${t.color.bg.sunken};
  color: ${t.color.text.primary};
  font-size: ${t.font.size.xs};
  font-weight: ${t.font.weight.bold};
  letter-spacing: 0.04em;
  line-height: ${t.font.lineHeight.normal};
`;
