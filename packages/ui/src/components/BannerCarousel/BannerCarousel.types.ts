/** One banner of a group, as the carousel shows it (from §3 Banner: bannerId, url, linkageType). */
export interface BannerItem {
  /** §3 `bannerId`: a stable key. */
  id: string;
  /** §3 `url`: the banner image. */
  imageUrl: string;
  /** Describes the image for assistive technology; it also names the banner's button. */
  alt: string;
  /**
   * Where the banner leads. A banner with a linkage type is a button that calls `onBannerClick`;
   * one without is a plain image.
   */
  linkageType?: string | null;
}

/** Every string the carousel shows or announces. */
export interface BannerCarouselLabels {
  /** Names the carousel region. @default 'Banners' */
  region: string;
  /** @default 'Previous banner' */
  previous: string;
  /** @default 'Next banner' */
  next: string;
  /** Names the group of pagination buttons. @default 'Choose a banner' */
  pagination: string;
  /** Names one pagination button. @default (n, total) => `Show banner ${n} of ${total}` */
  goTo: (position: number, total: number) => string;
  /** Names one slide. @default (n, total) => `${n} of ${total}` */
  slide: (position: number, total: number) => string;
  /** The button that stops automatic advance. @default 'Pause banners' */
  pause: string;
  /** The button that starts automatic advance. @default 'Play banners' */
  play: string;
}

export const DEFAULT_BANNER_CAROUSEL_LABELS: BannerCarouselLabels = {
  region: 'Banners',
  previous: 'Previous banner',
  next: 'Next banner',
  pagination: 'Choose a banner',
  goTo: (position, total) => `Show banner ${position} of ${total}`,
  slide: (position, total) => `${position} of ${total}`,
  pause: 'Pause banners',
  play: 'Play banners',
};
