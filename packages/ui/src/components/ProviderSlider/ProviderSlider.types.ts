import type { HTMLAttributes } from 'react';
import type { ProviderMenuItem } from '../ProviderMenu/ProviderMenu.types';

/** Every string the slider shows or announces. */
export interface ProviderSliderLabels {
  /** Names the slider region. @default 'Game providers' */
  region: string;
  /** The button that shows the previous providers. @default 'Previous providers' */
  previous: string;
  /** The button that shows the next providers. @default 'Next providers' */
  next: string;
  /** Text of the hot marker (announced with the provider's name). @default 'Hot' */
  hot: string;
}

export const DEFAULT_PROVIDER_SLIDER_LABELS: ProviderSliderLabels = {
  region: 'Game providers',
  previous: 'Previous providers',
  next: 'Next providers',
  hot: 'Hot',
};

/**
 * Logos per view on narrower sliders, from a slider width (px) up, narrowest first; from
 * {@link PROVIDER_SLIDER_WIDE} px up the slider shows its `perView`. The stylesheet's container
 * queries and swiper's breakpoints both come from these.
 */
export const PROVIDER_SLIDER_NARROW = [
  { minWidth: 0, perView: 3 },
  { minWidth: 360, perView: 4 },
  { minWidth: 560, perView: 6 },
] as const;
export const PROVIDER_SLIDER_WIDE = 900;

export interface ProviderSliderProps extends Omit<HTMLAttributes<HTMLElement>, 'onSelect' | 'children'> {
  /** The providers, in display order, each once. With none, nothing renders. */
  providers: readonly ProviderMenuItem[];
  /** Called with the provider whose logo was activated (click, Enter, Space). */
  onSelect?: (provider: ProviderMenuItem) => void;
  /** §9: logos per view on a wide slider (narrower ones show fewer). @default 9 */
  perView?: number;
  /** Strings for assistive technology, merged over the English defaults. @default DEFAULT_PROVIDER_SLIDER_LABELS */
  labels?: Partial<ProviderSliderLabels>;
  /**
   * Loads swiper only once the slider comes within this distance of the viewport.
   * @default '200px'
   */
  rootMargin?: string;
}
