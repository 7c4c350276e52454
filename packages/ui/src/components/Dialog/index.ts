export { Dialog, type DialogProps } from './Dialog';
export { DIALOG_TONES, type DialogTone } from './Dialog.types';
