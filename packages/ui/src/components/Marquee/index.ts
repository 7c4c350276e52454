export { Marquee, type MarqueeItem, type MarqueeProps } from './Marquee';
