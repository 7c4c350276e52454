export { Button, type ButtonProps } from './Button';
export { BUTTON_VARIANTS, BUTTON_SIZES, type ButtonVariant, type ButtonSize } from './Button.types';
