import { forwardRef, useState, type ChangeEvent, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds, type FieldBaseProps } from '../TextField/Field';
import { ControlBox } from '../TextField/Field.styles';
import type { FieldSize } from '../TextField/TextField.types';
import { Chevron, NativeSelect } from './Select.styles';

/** One choice of a Select. */
export interface SelectOption {
  /** Submitted with the form and reported by `onChange`. */
  value: string;
  /** The visible text. */
  label: string;
  /** Shown but not selectable. @default false */
  disabled?: boolean;
}

export interface SelectProps
  extends FieldBaseProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'multiple' | 'className' | 'style'> {
  /** The choices. Alternatively pass `<option>`/`<optgroup>` children. */
  options?: readonly SelectOption[];
  /**
   * A first, empty-valued option shown while nothing is chosen (for example 'Choose a bank').
   * It can be chosen again to clear the value unless the field is `required`.
   */
  placeholder?: string;
  /**
   * Height of the control.
   * @default 'md'
   */
  size?: FieldSize;
  /** Selected value (controlled). */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** `<option>` and `<optgroup>` elements, after those from `options`. */
  children?: ReactNode;
}

/**
 * A labelled native `<select>`, styled like the text fields. Native on purpose: the phone's own
 * picker and full keyboard and screen-reader support come with it. Takes formik's field props.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    hideLabel = false,
    hint,
    error,
    size = 'md',
    options,
    placeholder,
    className,
    style,
    id,
    required,
    disabled,
    value,
    defaultValue,
    onChange,
    'aria-describedby': describedBy,
    children,
    ...selectProps
  },
  ref,
) {
  const { controlId, hintId, errorId, aria } = useFieldIds({ id, hint, error, describedBy });
  const [own, setOwn] = useState(defaultValue ?? (placeholder !== undefined ? '' : undefined));
  const current = value ?? own;
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    setOwn(event.target.value);
    onChange?.(event);
  };
  return (
    <FieldFrame
      {...{ controlId, hintId, errorId, label, hideLabel, hint, error, required, disabled, className, style }}
    >
      <ControlBox
        data-part="control"
        data-size={size}
        data-invalid={error ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
      >
        <NativeSelect
          ref={ref}
          id={controlId}
          required={required}
          disabled={disabled}
          value={value}
          defaultValue={
            value === undefined ? (defaultValue ?? (placeholder !== undefined ? '' : undefined)) : undefined
          }
          onChange={handleChange}
          data-empty={placeholder !== undefined && current === '' ? '' : undefined}
          {...aria}
          {...selectProps}
        >
          {placeholder !== undefined && (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          )}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </NativeSelect>
        <Chevron viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path
            d="M4 6l4 4 4-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </Chevron>
      </ControlBox>
    </FieldFrame>
  );
});
