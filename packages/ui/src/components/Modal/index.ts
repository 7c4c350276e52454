export { Modal, ModalClose, type ModalProps, type ModalCloseProps } from './Modal';
