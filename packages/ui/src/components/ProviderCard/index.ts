export { ProviderCard } from './ProviderCard';
export { PROVIDER_CARD_SIZES, type ProviderCardProps, type ProviderCardSize } from './ProviderCard.types';
