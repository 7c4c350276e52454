import { forwardRef, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { ModalBody, ModalClose, ModalFooter, ModalHeader, ModalTitle, type ModalProps } from '../Modal';
import { Badge, Message, StyledModal } from './Dialog.styles';
import type { DialogTone } from './Dialog.types';
import { ToneIcon } from './ToneIcon';

export interface DialogProps extends Omit<ModalProps, 'size' | 'trigger' | 'defaultOpen' | 'children'> {
  /** Open state; the caller owns it (the dialog never closes itself on confirm). @default false */
  open?: boolean;
  /** Called when the dialog asks to close (Escape, backdrop, the cancel button). */
  onOpenChange?: (open: boolean) => void;
  /** A visible title. Without one, `label` names the dialog for assistive technology. */
  title?: ReactNode;
  /** The accessible name when there is no visible title. @default 'Confirmation' */
  label?: string;
  /**
   * The kind of question: sets the icon, its colour, and a danger-coloured confirm button for
   * `danger`.
   * @default 'info'
   */
  tone?: DialogTone;
  /** Text of the confirm button. @default 'Confirm' */
  confirmLabel?: ReactNode;
  /** Text of the cancel button. @default 'Cancel' */
  cancelLabel?: ReactNode;
  /**
   * Called by the confirm button and by Enter. The dialog does not close itself: the caller
   * sets `open` to false (after `confirming`, when the action is asynchronous).
   */
  onConfirm?: () => void;
  /** Called by the cancel button, Escape and a click on the backdrop, before `onOpenChange(false)`. */
  onCancel?: () => void;
  /** Shows only the confirm button (a notice the user acknowledges). @default false */
  hideCancel?: boolean;
  /**
   * The confirm action is running: the confirm button shows a spinner and ignores presses, and the
   * dialog cannot be dismissed until it ends.
   * @default false
   */
  confirming?: boolean;
  /** Text for assistive technology while confirming. @default 'Loading' */
  confirmingLabel?: string;
  /** The message: a sentence or a few paragraphs. */
  children?: ReactNode;
}

/** Elements that handle Enter themselves; Enter anywhere else in the dialog confirms. */
const OWNS_ENTER =
  'button, a[href], textarea, select, summary, [role="button"], [role="link"], [contenteditable="true"]';

/**
 * The confirmation dialog (§2: dialogs confirm with Enter, 400 wide): a message with a tone icon,
 * a confirm and an optional cancel button. Focus starts on the confirm button, Escape cancels, and
 * focus returns to the opener. Built on Modal.
 */
export const Dialog = forwardRef<HTMLDivElement, DialogProps>(function Dialog(
  {
    open = false,
    onOpenChange,
    title,
    label = 'Confirmation',
    tone = 'info',
    confirmLabel = 'Confirm',
    cancelLabel = 'Cancel',
    onConfirm,
    onCancel,
    hideCancel = false,
    confirming = false,
    confirmingLabel = 'Loading',
    closeOnEscape = true,
    closeOnBackdropClick = true,
    onOpenAutoFocus,
    onKeyDown,
    onKeyDownCapture,
    children,
    ...modalProps
  },
  ref,
) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();

  const confirm = () => {
    if (!confirming) onConfirm?.();
  };
  const cancel = () => {
    if (confirming) return;
    onCancel?.();
    onOpenChange?.(false);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
    if ((event.target as HTMLElement).closest(OWNS_ENTER)) return;
    event.preventDefault();
    confirm();
  };

  return (
    <StyledModal
      ref={ref}
      open={open}
      role="alertdialog"
      aria-describedby={messageId}
      data-tone={tone}
      label={label}
      size="sm"
      closeOnEscape={closeOnEscape && !confirming}
      closeOnBackdropClick={closeOnBackdropClick && !confirming}
      onOpenChange={(next) => (next ? onOpenChange?.(true) : cancel())}
      onOpenAutoFocus={(event) => {
        onOpenAutoFocus?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        confirmRef.current?.focus();
      }}
      onKeyDownCapture={(event) => {
        onKeyDownCapture?.(event);
        // A held Enter (the one that opened the dialog) must not also confirm it.
        if (event.key === 'Enter' && event.repeat) event.preventDefault();
      }}
      onKeyDown={handleKeyDown}
      {...modalProps}
    >
      {title && (
        <ModalHeader showClose={false}>
          <ModalTitle>{title}</ModalTitle>
        </ModalHeader>
      )}
      <ModalBody>
        <Badge data-part="icon">
          <ToneIcon tone={tone} />
        </Badge>
        <Message id={messageId} data-part="message">
          {children}
        </Message>
      </ModalBody>
      <ModalFooter>
        {!hideCancel && (
          <ModalClose asChild>
            <Button variant="secondary" disabled={confirming} data-part="cancel">
              {cancelLabel}
            </Button>
          </ModalClose>
        )}
        <Button
          ref={confirmRef}
          variant={tone === 'danger' ? 'danger' : 'primary'}
          loading={confirming}
          loadingLabel={confirmingLabel}
          onClick={confirm}
          data-part="confirm"
        >
          {confirmLabel}
        </Button>
      </ModalFooter>
    </StyledModal>
  );
});
