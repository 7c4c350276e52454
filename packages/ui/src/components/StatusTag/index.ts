export { StatusTag, type StatusTagProps } from './StatusTag';
export { STATUS_TAG_TONES, type StatusTagTone } from './StatusTag.types';
