export { Clock, type ClockProps } from './Clock';
export { formatClock, formatClockDate, formatClockTime } from './formatClock';
