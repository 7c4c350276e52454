export {
  Form,
  FormRow,
  FormActions,
  FormMessage,
  type FormProps,
  type FormRowProps,
  type FormActionsProps,
  type FormMessageProps,
} from './Form';
export { FORM_MESSAGE_TONES, FORM_ACTIONS_ALIGNS, type FormMessageTone, type FormActionsAlign } from './Form.types';
