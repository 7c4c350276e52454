import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldFrame, useFieldIds, type FieldBaseProps } from './Field';
import { ControlBox } from './Field.styles';
import { Adornment, Input } from './TextField.styles';
import type { FieldSize } from './TextField.types';

export interface TextFieldProps
  extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'className' | 'style'> {
  /**
   * Height of the control.
   * @default 'md'
   */
  size?: FieldSize;
  /** Content inside the box before the input (a country-code picker, a currency symbol). */
  startAdornment?: ReactNode;
  /** Content inside the box after the input (a get-code button, a reveal toggle, a unit). */
  endAdornment?: ReactNode;
  /**
   * The input type.
   * @default 'text'
   */
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
}

function AdornmentSlot({ side, children }: { side: 'start' | 'end'; children: ReactNode }) {
  return (
    <Adornment data-part="adornment" data-side={side}>
      {children}
    </Adornment>
  );
}

/**
 * A labelled text input. Takes what formik's `getFieldProps` gives (`name`, `value`, `onChange`,
 * `onBlur`) plus `error`; the label, hint and error are wired to the input for assistive
 * technology. The ref is the `<input>`.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hideLabel = false,
    hint,
    error,
    size = 'md',
    startAdornment,
    endAdornment,
    className,
    style,
    id,
    type = 'text',
    required,
    disabled,
    readOnly,
    'aria-describedby': describedBy,
    ...inputProps
  },
  ref,
) {
  const { controlId, hintId, errorId, aria } = useFieldIds({ id, hint, error, describedBy });
  return (
    <FieldFrame
      {...{ controlId, hintId, errorId, label, hideLabel, hint, error, required, disabled, className, style }}
    >
      <ControlBox
        data-part="control"
        data-size={size}
        data-invalid={error ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        data-readonly={readOnly ? '' : undefined}
      >
        {startAdornment != null && startAdornment !== false && (
          <AdornmentSlot side="start">{startAdornment}</AdornmentSlot>
        )}
        <Input
          ref={ref}
          id={controlId}
          type={type}
          required={required}
          disabled={disabled}
          readOnly={readOnly}
          {...aria}
          {...inputProps}
        />
        {endAdornment != null && endAdornment !== false && <AdornmentSlot side="end">{endAdornment}</AdornmentSlot>}
      </ControlBox>
    </FieldFrame>
  );
});
