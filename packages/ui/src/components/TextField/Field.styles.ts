import styled, { css } from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { visuallyHidden } from '../../utils/visuallyHidden';
import { dangerText } from '../FieldError/FieldError.styles';
import { focusRing } from '../../utils/focusRing';

/* The parts every form field shares: label, hint, error slot, and the bordered control box. */

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  width: 100%;
`;

export const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
  gap: 0.2em;
  margin-block-end: ${t.space[2]};
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.medium};
  line-height: ${t.font.lineHeight.tight};
  &[data-hidden] {
    ${visuallyHidden}
  }
`;

export const FieldLabel = styled.label`
  color: ${t.color.text.primary};
`;

export const RequiredMark = styled.span`
  color: ${dangerText};
`;

export const FieldHint = styled.p`
  margin: ${t.space[2]} 0 0;
  font-size: ${t.font.size.sm};
  line-height: ${t.font.lineHeight.tight};
  color: ${t.color.text.muted};
`;

/** Always present (and empty, so it takes no room), so a message that appears inside is announced. */
export const ErrorSlot = styled.div`
  & > * {
    margin-block-start: ${t.space[2]};
  }
`;

const heights = css`
  min-height: ${t.size.controlMd};
  &[data-size='sm'] {
    min-height: ${t.size.controlSm};
    font-size: ${t.font.size.sm};
  }
  &[data-size='lg'] {
    min-height: ${t.size.controlLg};
  }
`;

/**
 * The bordered box around the native control and its adornments. It draws the focus ring when the
 * control inside is focused, so the ring wraps the adornments too.
 */
export const ControlBox = styled.div`
  position: relative;
  display: flex;
  align-items: stretch;
  ${heights}
  font-size: ${t.font.size.md};
  color: ${t.color.text.primary};
  background: ${t.color.bg.sunken};
  border: 1px solid ${t.color.border.strong};
  border-radius: ${t.radius.md};
  transition:
    border-color ${t.motion.fast} ${t.motion.easing},
    box-shadow ${t.motion.fast} ${t.motion.easing};

  &:hover:not([data-disabled]):not([data-readonly]) {
    border-color: ${t.color.text.muted};
  }

  ${focusRing({ placement: 'tight', selector: '&:has(> input:focus-visible, > select:focus-visible)' })}
  &:has(> input:focus-visible, > select:focus-visible) {
    border-color: ${t.color.border.focus};
  }

  &[data-invalid] {
    border-color: ${t.color.status.danger};
    box-shadow: inset 0 0 0 1px ${t.color.status.danger};
  }

  &[data-readonly] {
    background: transparent;
    border-style: dashed;
  }

  &[data-disabled] {
    background: ${t.color.bg.hover};
    border-color: ${t.color.border.default};
    color: ${t.color.text.subtle};
    cursor: not-allowed;
  }
`;

/** Shared look of the native `<input>` and `<select>` inside the box. */
export const nativeControl = css`
  flex: 1;
  min-width: 0;
  margin: 0;
  border: 0;
  border-radius: inherit;
  background: transparent;
  padding-block: 0;
  padding-inline: ${t.space[3]};
  font: inherit;
  color: inherit;
  outline: none;

  &:focus-visible {
    outline: none;
  }
  &:disabled {
    cursor: not-allowed;
    color: inherit;
    -webkit-text-fill-color: currentColor;
    opacity: 1;
  }
`;
