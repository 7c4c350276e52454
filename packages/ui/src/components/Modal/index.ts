export { Modal, type ModalProps } from './Modal';
export {
  ModalHeader,
  ModalTitle,
  ModalBody,
  ModalFooter,
  ModalClose,
  type ModalHeaderProps,
  type ModalTitleProps,
  type ModalBodyProps,
  type ModalFooterProps,
  type ModalCloseProps,
} from './ModalParts';
export { MODAL_SIZES, type ModalSize } from './Modal.types';
