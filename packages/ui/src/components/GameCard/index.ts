export { GameCard } from './GameCard';
export type { GameCardProps } from './GameCard.types';
export { useImageFallback, type ImageFallbackOptions, type ImagePhase } from '../../utils/useImageFallback';
