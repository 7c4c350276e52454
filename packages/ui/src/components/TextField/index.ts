export { TextField, type TextFieldProps } from './TextField';
export { FIELD_SIZES, type FieldSize } from './TextField.types';
