import { useId, type CSSProperties, type ReactNode } from 'react';
import { FieldError } from '../FieldError/FieldError';
import { ErrorSlot, FieldHint, FieldLabel, FieldRoot, LabelRow, RequiredMark } from './Field.styles';

/** The props every labelled form field takes. */
export interface FieldBaseProps {
  /** The visible label, associated with the control. */
  label: ReactNode;
  /**
   * Hides the label visually; it still names the control for assistive technology.
   * @default false
   */
  hideLabel?: boolean;
  /** Help text under the control, linked by `aria-describedby`. */
  hint?: ReactNode;
  /**
   * The validation message. When set the control is marked invalid and described by it. The caller
   * decides when to pass it (formik: `touched && error`).
   */
  error?: string;
  /** Class name of the outer wrapper (layout). Every other native prop goes to the control. */
  className?: string;
  /** Inline style of the outer wrapper (layout). */
  style?: CSSProperties;
}

interface FieldIdsInput {
  id?: string;
  hint?: ReactNode;
  error?: string;
  describedBy?: string;
}

/** Ids of a field's control, hint and error, and the control's ARIA wiring. */
export function useFieldIds({ id, hint, error, describedBy }: FieldIdsInput) {
  const auto = useId();
  const controlId = id ?? `field${auto}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedByIds = [describedBy, hint ? hintId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(' ');
  return {
    controlId,
    hintId,
    errorId,
    aria: {
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': describedByIds || undefined,
    },
  };
}

export interface FieldFrameProps extends Pick<
  FieldBaseProps,
  'label' | 'hideLabel' | 'hint' | 'error' | 'className' | 'style'
> {
  controlId: string;
  hintId: string;
  errorId: string;
  required?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** Label, control, hint and error in the order they are read. */
// eslint-disable-next-line house/component-forwards-ref -- the label, hint and error around TextField's and Select's control, which take the ref; not part of the package's API
export function FieldFrame({
  controlId,
  hintId,
  errorId,
  label,
  hideLabel,
  hint,
  error,
  required,
  disabled,
  className,
  style,
  children,
}: FieldFrameProps) {
  return (
    <FieldRoot className={className} style={style} data-disabled={disabled ? '' : undefined}>
      <LabelRow data-hidden={hideLabel ? '' : undefined}>
        <FieldLabel htmlFor={controlId}>{label}</FieldLabel>
        {/* Outside the label so the label text stays exactly the field's name; `required` announces it. */}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </LabelRow>
      {children}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <ErrorSlot aria-live="polite">
        <FieldError id={errorId} live={false}>
          {error}
        </FieldError>
      </ErrorSlot>
    </FieldRoot>
  );
}
