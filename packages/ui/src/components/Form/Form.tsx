import { forwardRef, type FormHTMLAttributes, type HTMLAttributes, type ReactNode } from 'react';
import { Actions, Message, MessageBody, MessageIcon, Row, StyledForm } from './Form.styles';
import type { FormActionsAlign, FormMessageTone } from './Form.types';

export interface FormProps extends FormHTMLAttributes<HTMLFormElement> {
  /**
   * Turns off the browser's own validation bubbles: the fields show their messages instead.
   * @default true
   */
  noValidate?: boolean;
}

/** A `<form>` laying out its fields, rows, messages and actions in a vertical stack. */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form({ noValidate = true, ...rest }, ref) {
  return <StyledForm ref={ref} noValidate={noValidate} {...rest} />;
});

export type FormRowProps = HTMLAttributes<HTMLDivElement>;

/** Two (or more) fields side by side when there is room, stacked on a phone or in a narrow dialog. */
export const FormRow = forwardRef<HTMLDivElement, FormRowProps>(function FormRow(props, ref) {
  return <Row ref={ref} data-part="form-row" {...props} />;
});

export interface FormActionsProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * Where the buttons sit: at the end, the start, spread apart, or stretched to share the width.
   * @default 'end'
   */
  align?: FormActionsAlign;
}

/** The buttons at the end of a form. */
export const FormActions = forwardRef<HTMLDivElement, FormActionsProps>(function FormActions(
  { align = 'end', ...rest },
  ref,
) {
  return <Actions ref={ref} data-part="form-actions" data-align={align} {...rest} />;
});

export interface FormMessageProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /**
   * The kind of message: a failed submit, a success, a warning or neutral information.
   * @default 'danger'
   */
  tone?: FormMessageTone;
  /** A bold first line. */
  title?: ReactNode;
  /** The message. Without one (and without a title) nothing is rendered. */
  children?: ReactNode;
}

const icons: Record<FormMessageTone, ReactNode> = {
  danger: <path d="M12 7.5v5M12 16.2v.3M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z" />,
  warning: (
    <path d="M12 9.5v4M12 16.7v.3M10.3 4.2 2.6 18a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z" />
  ),
  success: <path d="M8 12.5l2.75 2.75L16.5 9.5M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z" />,
  info: <path d="M12 11v5.5M12 7.7v.3M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z" />,
};

/**
 * A form-level banner: why a submit failed, or that it succeeded. Errors and warnings are alerts
 * (read out at once when they appear); success and information are polite status messages.
 */
export const FormMessage = forwardRef<HTMLDivElement, FormMessageProps>(function FormMessage(
  { tone = 'danger', title, children, ...rest },
  ref,
) {
  if (!title && (children === undefined || children === null || children === false || children === '')) return null;
  return (
    <Message ref={ref} role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'} data-tone={tone} {...rest}>
      <MessageIcon
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.9"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {icons[tone]}
      </MessageIcon>
      <MessageBody>
        {title && <strong>{title}</strong>}
        {children}
      </MessageBody>
    </Message>
  );
});
