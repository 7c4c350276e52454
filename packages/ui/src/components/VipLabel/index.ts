export { VipLabel, type VipLabelProps } from './VipLabel';
