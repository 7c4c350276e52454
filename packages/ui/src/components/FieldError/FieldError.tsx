import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Icon, Message } from './FieldError.styles';

export interface FieldErrorProps extends HTMLAttributes<HTMLParagraphElement> {
  /** The message. Without one nothing is rendered. */
  children?: ReactNode;
  /**
   * Makes the message a polite live region so it is read out when it appears. Turn it off when
   * an always-present container around it already announces it (the form fields do this, because
   * a live region that is inserted together with its text is not announced reliably).
   * @default true
   */
  live?: boolean;
}

const AlertIcon = () => (
  <Icon viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
    <path d="M10 5.75v5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    <circle cx="10" cy="13.9" r="1.1" fill="currentColor" />
  </Icon>
);

/**
 * A field's validation message: an icon and text in the danger colour. Give it an `id` and point
 * the control's `aria-describedby` at it. Renders nothing without a message.
 */
export const FieldError = forwardRef<HTMLParagraphElement, FieldErrorProps>(function FieldError(
  { children, live = true, ...rest },
  ref,
) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <Message ref={ref} aria-live={live ? 'polite' : undefined} data-part="field-error" {...rest}>
      <AlertIcon />
      <span>{children}</span>
    </Message>
  );
});
