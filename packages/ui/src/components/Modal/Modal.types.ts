/** The modal sizes, each a width (and minimum height) token under `size.modal`. */
export const MODAL_SIZES = ['sm', 'md', 'lg', 'xl'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];

/** On the body while a modal is open, counting the open modals: BaseStyle's rule for the page under the backdrop. */
export const MODAL_OPEN_ATTRIBUTE = 'data-modal-open';
