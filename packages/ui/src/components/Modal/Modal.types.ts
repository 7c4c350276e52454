/** The modal sizes, each a width (and minimum height) token under `size.modal`. */
export const MODAL_SIZES = ['sm', 'md', 'lg', 'xl'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];
