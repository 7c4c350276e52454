/**
 * For a modal's `onOpenAutoFocus`: a form modal opens with its first field focused, ready to
 * type, instead of its close button.
 */
export function focusFirstField(event: Event) {
  const field = (event.target as HTMLElement | null)?.querySelector<HTMLElement>('input:not([type="hidden"])');
  if (field) {
    event.preventDefault();
    field.focus();
  }
}
