import { forwardRef, useCallback, useLayoutEffect, type ComponentPropsWithoutRef } from 'react';
import { Dialog } from 'radix-ui';
import { useScrollableFocus } from '../../utils/useScrollableFocus';
import { Body, CloseButton, Footer, Header, Title } from './Modal.styles';
import { useModalContext } from './ModalContext';
import { Icon } from '../Icon';

export interface ModalHeaderProps extends ComponentPropsWithoutRef<'div'> {
  /** Shows the close button at the end of the header. @default true */
  showClose?: boolean;
  /** Accessible label of the close button. @default 'Close' */
  closeLabel?: string;
}

/** The top bar: a `ModalTitle` (optional) and the close button. */
export const ModalHeader = forwardRef<HTMLDivElement, ModalHeaderProps>(function ModalHeader(
  { showClose = true, closeLabel = 'Close', children, ...rest },
  ref,
) {
  const { titled } = useModalContext();
  return (
    <Header ref={ref} data-part="header" data-untitled={titled ? undefined : ''} {...rest}>
      {children}
      {showClose && (
        <CloseButton aria-label={closeLabel}>
          <Icon name="close" size="lg" />
        </CloseButton>
      )}
    </Header>
  );
});

export type ModalTitleProps = ComponentPropsWithoutRef<typeof Dialog.Title>;

/** The visible title (a heading); it names the dialog for assistive technology. */
export const ModalTitle = forwardRef<HTMLHeadingElement, ModalTitleProps>(function ModalTitle(props, ref) {
  const { setTitled } = useModalContext();
  useLayoutEffect(() => {
    setTitled(true);
    return () => setTitled(false);
  }, [setTitled]);
  return <Title ref={ref} {...props} />;
});

export type ModalBodyProps = ComponentPropsWithoutRef<'div'>;

/** The content. It scrolls when it is taller than the viewport allows (and is then focusable). */
export const ModalBody = forwardRef<HTMLDivElement, ModalBodyProps>(function ModalBody(props, ref) {
  const { ref: measure, tabIndex } = useScrollableFocus<HTMLDivElement>();
  const setRef = useCallback(
    (node: HTMLDivElement | null) => {
      measure(node);
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [measure, ref],
  );
  return <Body data-part="body" tabIndex={tabIndex} {...props} ref={setRef} />;
});

export type ModalFooterProps = ComponentPropsWithoutRef<'div'>;

/** The actions at the bottom, at the end of the line. */
export const ModalFooter = forwardRef<HTMLDivElement, ModalFooterProps>(function ModalFooter(props, ref) {
  return <Footer ref={ref} data-part="footer" {...props} />;
});

export type ModalCloseProps = ComponentPropsWithoutRef<typeof Dialog.Close>;

/** A button inside the modal that closes it; with `asChild` it closes through its child (a Button). */
export const ModalClose = Dialog.Close;
