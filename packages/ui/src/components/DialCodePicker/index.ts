export { DialCodePicker, type DialCodePickerProps } from './DialCodePicker';
export { DialCodeFlag, type DialCodeFlagProps } from './DialCodeFlag';
export {
  DIAL_CODE_PICKER_VARIANTS,
  filterCountries,
  type DialCodeCountry,
  type DialCodePickerVariant,
  type FlagUrl,
} from './DialCodePicker.types';
