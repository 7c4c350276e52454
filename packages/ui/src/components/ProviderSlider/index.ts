export { ProviderSlider } from './ProviderSlider';
export {
  DEFAULT_PROVIDER_SLIDER_LABELS,
  PROVIDER_SLIDER_NARROW,
  PROVIDER_SLIDER_WIDE,
  type ProviderSliderLabels,
  type ProviderSliderProps,
} from './ProviderSlider.types';
