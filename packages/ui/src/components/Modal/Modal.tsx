import {
  forwardRef,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import { Dialog, VisuallyHidden } from 'radix-ui';
import { Content, Overlay } from './Modal.styles';
import { ModalContext } from './ModalContext';
import { MODAL_OPEN_ATTRIBUTE, type ModalSize } from './Modal.types';
import { portalContainer } from '../../utils/portalContainer';

export interface ModalProps extends Omit<ComponentPropsWithoutRef<typeof Dialog.Content>, 'title'> {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the modal asks to open or close (close button, Escape, backdrop). */
  onOpenChange?: (open: boolean) => void;
  /**
   * The width (and minimum height) from the `size.modal` tokens, never wider than the viewport:
   * `sm` 400 (forms, confirmations), `md` 600 × 300 (§2 default), `lg` 900 (lists, reading),
   * `xl` 1080 × 720 (whole panels).
   * @default 'md'
   */
  size?: ModalSize;
  /** The accessible name when no `ModalTitle` is composed inside. @default 'Dialog' */
  label?: string;
  /** Escape closes the modal. @default true */
  closeOnEscape?: boolean;
  /** A click on the backdrop closes the modal. @default true */
  closeOnBackdropClick?: boolean;
  /** An element that opens the modal when activated (uncontrolled use). */
  trigger?: ReactNode;
  /**
   * Moves focus into the modal once the frame that shows it has been painted, rather than in the
   * commit that opens it, where focusing lays out the whole page: for a modal that opens by
   * itself as a page starts (an entry pop-up). One the member opens takes focus at once.
   * @default false
   */
  focusAfterPaint?: boolean;
  /** The parts: `ModalHeader` (with `ModalTitle`), `ModalBody`, `ModalFooter`. */
  children?: ReactNode;
}

/**
 * What Radix focuses as a modal opens: its first control that takes Tab, links aside (an
 * announcement's links are not where the keyboard should land), else the dialog itself.
 */
function focusFirstControl(dialog: HTMLElement) {
  const first = Array.from(dialog.querySelectorAll<HTMLElement>('*')).find(
    (el) => el.tabIndex >= 0 && el.tagName !== 'A' && !el.hidden && !(el as HTMLButtonElement).disabled,
  );
  (first ?? dialog).focus();
}

/**
 * Marks the body while the modal it sits in is open. Radix blocks the page's pointer events by
 * setting `pointer-events: none` on the body, an inherited property: every element of the page
 * would be restyled as the modal opens and again as it closes. Under the mark, the body's other
 * children keep their own `auto` (BaseStyle), so only they are restyled, and nothing changes for
 * the member: the backdrop covers the whole page and takes every pointer event meant for it.
 */
function BackdropMark() {
  useLayoutEffect(() => {
    const { body } = document;
    const count = () => Number(body.getAttribute(MODAL_OPEN_ATTRIBUTE)) || 0;
    body.setAttribute(MODAL_OPEN_ATTRIBUTE, String(count() + 1));
    return () => {
      const left = count() - 1;
      if (left > 0) body.setAttribute(MODAL_OPEN_ATTRIBUTE, String(left));
      else body.removeAttribute(MODAL_OPEN_ATTRIBUTE);
    };
  }, []);
  return null;
}

/**
 * The generic modal: the frame (backdrop, scroll lock, focus trap, focus returned to the opener on
 * close) around composed parts, `ModalHeader` > `ModalTitle`, `ModalBody` and `ModalFooter`.
 * Built on Radix Dialog; the forwarded ref is the dialog element.
 */
export const Modal = forwardRef<HTMLDivElement, ModalProps>(function Modal(
  {
    open,
    defaultOpen,
    onOpenChange,
    size = 'md',
    label = 'Dialog',
    closeOnEscape = true,
    closeOnBackdropClick = true,
    trigger,
    focusAfterPaint = false,
    onOpenAutoFocus,
    onEscapeKeyDown,
    onPointerDownOutside,
    onCloseAutoFocus,
    children,
    ...contentProps
  },
  ref,
) {
  // Radix returns focus only to its own Trigger. A modal opened from elsewhere (a menu item, a
  // saga) returns focus to whatever had it when the modal opened.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && typeof document !== 'undefined') opener.current = document.activeElement as HTMLElement | null;
  }, [open]);
  // A composed ModalTitle names the dialog; until one registers, `label` does (visually hidden).
  const [titled, setTitled] = useState(false);
  const context = useMemo(() => ({ titled, setTitled }), [titled]);

  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal container={portalContainer()}>
        <Overlay data-part="overlay" />
        <Content
          ref={ref}
          data-size={size}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            onOpenAutoFocus?.(event);
            if (event.defaultPrevented || !focusAfterPaint) return;
            event.preventDefault();
            const dialog = event.currentTarget as HTMLElement;
            // In the task after the next frame, as afterNextPaint does: imported here, that helper
            // would become a file of its own, named in the preload lists of every page's code.
            requestAnimationFrame(() =>
              setTimeout(() => {
                if (dialog.isConnected && !dialog.contains(document.activeElement)) focusFirstControl(dialog);
              }),
            );
          }}
          onEscapeKeyDown={(event) => {
            if (!closeOnEscape) event.preventDefault();
            onEscapeKeyDown?.(event);
          }}
          onPointerDownOutside={(event) => {
            if (!closeOnBackdropClick) event.preventDefault();
            onPointerDownOutside?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            const target = opener.current;
            if (!event.defaultPrevented && !trigger && target?.isConnected && target !== document.body) {
              event.preventDefault();
              target.focus();
            }
          }}
          {...contentProps}
        >
          <BackdropMark />
          {!titled && (
            <VisuallyHidden.Root asChild>
              <Dialog.Title>{label}</Dialog.Title>
            </VisuallyHidden.Root>
          )}
          <ModalContext.Provider value={context}>{children}</ModalContext.Provider>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
});
