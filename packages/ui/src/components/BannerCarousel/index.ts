export { BannerCarousel, type BannerCarouselProps } from './BannerCarousel';
export { DEFAULT_BANNER_CAROUSEL_LABELS, type BannerItem, type BannerCarouselLabels } from './BannerCarousel.types';
