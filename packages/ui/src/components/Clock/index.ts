export { Clock, type ClockProps } from './Clock';
