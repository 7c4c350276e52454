import {
  forwardRef,
  useLayoutEffect,
  useMemo,
  useRef,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { ErrorSlot, FieldHint } from '../TextField/Field.styles';
import { useFieldIds, type FieldBaseProps } from '../TextField/Field';
import { FieldError } from '../FieldError/FieldError';
import { mergeRefs } from '../../utils/mergeRefs';
import { Box, BoxWrap, Details, Input, Label, Root, Row } from './Checkbox.styles';
import { Icon } from '../Icon';

export interface CheckboxProps
  extends
    Omit<FieldBaseProps, 'hideLabel'>,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'style'> {
  /** The label, beside the box. It may hold links ('I agree to the <a>terms</a>'). */
  label: ReactNode;
  /**
   * Shows a dash and announces 'mixed' (a 'select all' whose items are partly chosen). It is a
   * display state: a click still toggles `checked`.
   * @default false
   */
  indeterminate?: boolean;
}

/**
 * A real checkbox input drawn as a custom box: keyboard, form submission and screen readers work as
 * native. Takes formik's `getFieldProps({ name, type: 'checkbox' })` plus `error`.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    label,
    hint,
    error,
    indeterminate = false,
    className,
    style,
    id,
    disabled,
    onChange,
    'aria-describedby': describedBy,
    ...inputProps
  },
  ref,
) {
  const { controlId, hintId, errorId, aria } = useFieldIds({ id, hint, error, describedBy });
  const input = useRef<HTMLInputElement | null>(null);
  const inputRef = useMemo(() => mergeRefs(ref, input), [ref]);
  // A click clears the DOM flag; the prop decides, after every render and every change.
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  });
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    event.currentTarget.indeterminate = indeterminate;
  };

  return (
    <Root className={className} style={style} data-disabled={disabled ? '' : undefined}>
      <Row>
        <BoxWrap>
          <Input
            ref={inputRef}
            type="checkbox"
            id={controlId}
            disabled={disabled}
            onChange={handleChange}
            {...aria}
            {...inputProps}
          />
          <Box data-part="box">
            <Icon name="check" size="fill" data-mark="check" />
            <Icon name="dash" size="fill" data-mark="dash" />
          </Box>
        </BoxWrap>
        <Label htmlFor={controlId}>{label}</Label>
      </Row>
      <Details>
        {hint && (
          <FieldHint id={hintId} data-part="hint">
            {hint}
          </FieldHint>
        )}
        <ErrorSlot aria-live="polite">
          <FieldError id={errorId} live={false}>
            {error}
          </FieldError>
        </ErrorSlot>
      </Details>
    </Root>
  );
});
