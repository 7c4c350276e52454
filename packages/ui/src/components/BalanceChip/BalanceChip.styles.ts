import styled, { keyframes } from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { visuallyHidden } from '../../utils/visuallyHidden';
import { focusRing } from '../../utils/focusRing';

const spin = keyframes`to { transform: rotate(360deg); }`;
const pulse = keyframes`50% { opacity: 0.55; }`;

export const Root = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${t.space[1]};
  min-height: ${t.size.controlMd};
  padding-block: ${t.space[1]};
  padding-inline: ${t.space[4]} ${t.space[1]};
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.pill};
  background: ${t.color.bg.surface};
  color: ${t.color.text.primary};
  white-space: nowrap;
`;

export const Amount = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: ${t.space[1]};
  min-width: 6ch;
  margin-inline-end: ${t.space[1]};
  font-weight: ${t.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  font-feature-settings: 'tnum';
  letter-spacing: 0.01em;
  /* An amount reads left to right in every language: on a right-to-left page the symbol stays on
     the left of the digits, as a minus sign does. Its margin is then said in the amount's own
     left-to-right terms: the side towards the buttons is its start. */
  &:dir(rtl) {
    direction: ltr;
    unicode-bidi: isolate;
    margin-inline: ${t.space[1]} 0;
  }
`;

export const CurrencySymbol = styled.span`
  color: ${t.color.text.muted};
  font-weight: ${t.font.weight.medium};
`;

export const Masked = styled.span`
  letter-spacing: 0.06em;
`;

export const Placeholder = styled.span`
  display: inline-block;
  align-self: center;
  width: 5.5em;
  height: 0.9em;
  border-radius: ${t.radius.sm};
  background: ${t.color.bg.sunken};
  box-shadow: inset 0 0 0 1px ${t.color.border.default};
  animation: ${pulse} 1.2s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;

export const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${t.size.controlSm};
  height: ${t.size.controlSm};
  border: 0;
  border-radius: ${t.radius.pill};
  background: transparent;
  color: ${t.color.text.muted};
  cursor: pointer;
  transition:
    background ${t.motion.fast} ${t.motion.easing},
    color ${t.motion.fast};

  &:hover:not([aria-disabled='true']) {
    background: ${t.color.bg.hover};
    color: ${t.color.text.primary};
  }
  ${focusRing({ placement: 'tight' })}
  &[aria-pressed='true'] {
    color: ${t.color.text.primary};
  }
  &[aria-disabled='true'] {
    cursor: progress;
  }
  &[data-spinning] > svg {
    animation: ${spin} 0.8s linear infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-spinning] > svg {
      animation: none;
    }
  }
`;
