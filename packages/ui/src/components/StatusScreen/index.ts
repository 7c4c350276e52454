export { StatusScreen, type StatusScreenProps } from './StatusScreen';
