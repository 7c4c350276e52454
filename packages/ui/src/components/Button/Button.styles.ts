import styled, { css, keyframes } from 'styled-components';
import { theme as t } from '@tessera/tokens';
import type { ButtonSize, ButtonVariant } from './Button.types';
import { focusRing } from '../../utils/focusRing';

const spin = keyframes`to { transform: rotate(360deg); }`;

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${t.color.accent.primary};
    color: ${t.color.text.onAccent};
    &:hover:not([aria-disabled='true']) {
      background: ${t.color.accent.primaryHover};
    }
    &:active:not([aria-disabled='true']) {
      background: ${t.color.accent.primaryActive};
    }
  `,
  secondary: css`
    background: ${t.color.bg.surface};
    color: ${t.color.text.primary};
    border-color: ${t.color.border.strong};
    &:hover:not([aria-disabled='true']) {
      background: ${t.color.bg.hover};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${t.color.text.primary};
    &:hover:not([aria-disabled='true']) {
      background: ${t.color.bg.hover};
    }
  `,
  danger: css`
    background: ${t.color.status.danger};
    color: ${t.color.status.onStatus};
    &:hover:not([aria-disabled='true']) {
      filter: brightness(0.92);
    }
  `,
};

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-height: ${t.size.controlSm};
    padding: 0 ${t.space[3]};
    font-size: ${t.font.size.sm};
  `,
  md: css`
    min-height: ${t.size.controlMd};
    padding: 0 ${t.space[4]};
    font-size: ${t.font.size.md};
  `,
  lg: css`
    min-height: ${t.size.controlLg};
    padding: 0 ${t.space[6]};
    font-size: ${t.font.size.lg};
  `,
};

export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${t.space[2]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${t.radius.md};
  font-weight: ${t.font.weight.semibold};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background ${t.motion.fast} ${t.motion.easing},
    filter ${t.motion.fast};
  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}

  ${focusRing()}

  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }

  &[aria-busy='true'] {
    cursor: progress;
    opacity: 1;
  }
  /* The label stays in the accessibility tree (it names the button) but is not seen. */
  &[aria-busy='true'] > [data-part='label'] {
    opacity: 0;
  }
`;

export const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${t.space[2]};
`;

export const Spinner = styled.span`
  position: absolute;
  inset: 0;
  margin: auto;
  width: 1.1em;
  height: 1.1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
`;
