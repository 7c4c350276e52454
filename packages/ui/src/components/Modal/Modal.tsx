import { forwardRef, useLayoutEffect, useRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Dialog, VisuallyHidden } from 'radix-ui';
import { useScrollableFocus } from '../../utils/useScrollableFocus';
import { Body, CloseButton, Content, Footer, Header, Overlay, Title } from './Modal.styles';

export interface ModalProps extends Omit<ComponentPropsWithoutRef<typeof Dialog.Content>, 'title'> {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the modal asks to open or close (close button, Escape, backdrop). */
  onOpenChange?: (open: boolean) => void;
  /** A visible title. Without one, `label` names the modal for assistive technology. */
  title?: ReactNode;
  /** The accessible name when there is no visible title. @default 'Dialog' */
  label?: string;
  /**
   * When on, Escape and a click on the backdrop close the modal; when off only the close
   * button (or the caller) does.
   * @default true
   */
  clickToClose?: boolean;
  /** Shows the close button. @default true */
  showClose?: boolean;
  /** Accessible label of the close button. @default 'Close' */
  closeLabel?: string;
  /** Actions at the bottom. */
  footer?: ReactNode;
  /** An element that opens the modal when activated (uncontrolled use). */
  trigger?: ReactNode;
  /** Width, any CSS length; never wider than the viewport. @default 'var(--ts-size-modal-width)' (the token: 600px, §2) */
  width?: string;
  /** Minimum height, any CSS length. @default 'var(--ts-size-modal-min-height)' (the token: 300px, §2) */
  minHeight?: string;
  /** The body. It scrolls when it is taller than the viewport allows. */
  children?: ReactNode;
}

const CloseIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * The generic modal: optional title, close button, scroll lock and focus trap while open, focus
 * returned to the opener on close. Built on Radix Dialog.
 */
export const Modal = forwardRef<HTMLDivElement, ModalProps>(function Modal(
  {
    open,
    defaultOpen,
    onOpenChange,
    title,
    label = 'Dialog',
    clickToClose = true,
    showClose = true,
    closeLabel = 'Close',
    footer,
    trigger,
    width = 'var(--ts-size-modal-width)',
    minHeight = 'var(--ts-size-modal-min-height)',
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
  const body = useScrollableFocus<HTMLDivElement>();
  useLayoutEffect(() => {
    if (open && typeof document !== 'undefined') opener.current = document.activeElement as HTMLElement | null;
  }, [open]);

  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Overlay data-part="overlay" />
        <Content
          ref={ref}
          $width={width}
          $minHeight={minHeight}
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => {
            if (!clickToClose) event.preventDefault();
            onEscapeKeyDown?.(event);
          }}
          onPointerDownOutside={(event) => {
            if (!clickToClose) event.preventDefault();
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
          <Header data-untitled={title ? undefined : ''}>
            {title ? (
              <Title>{title}</Title>
            ) : (
              <VisuallyHidden.Root asChild>
                <Dialog.Title>{label}</Dialog.Title>
              </VisuallyHidden.Root>
            )}
            {showClose && (
              <CloseButton aria-label={closeLabel}>
                <CloseIcon />
              </CloseButton>
            )}
          </Header>
          <Body data-part="body" ref={body.ref} tabIndex={body.tabIndex}>
            {children}
          </Body>
          {footer && <Footer data-part="footer">{footer}</Footer>}
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
});

export type ModalCloseProps = ComponentPropsWithoutRef<typeof Dialog.Close>;

/** A button inside the modal that closes it; with `asChild` it closes through its child (a Button). */
export const ModalClose = Dialog.Close;
