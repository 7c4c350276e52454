export { CountdownButton, type CountdownButtonProps } from './CountdownButton';
export { useCountdown } from './useCountdown';
