export { ProviderMenu } from './ProviderMenu';
export type { ProviderMenuItem, ProviderMenuProps } from './ProviderMenu.types';
