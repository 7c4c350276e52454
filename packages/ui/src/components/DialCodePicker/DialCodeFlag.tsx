import { forwardRef, useState, type HTMLAttributes, type Ref } from 'react';
import { FlagBox, FlagImage } from './DialCodePicker.styles';
import { Icon } from '../Icon';

export interface DialCodeFlagProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The flag image; without one (or when it fails to load) the fallback shows. */
  src?: string;
  /** Shown in place of a missing flag; without it a neutral flag icon shows. */
  countryCode?: string;
  /**
   * Defers loading until the flag scrolls near view (long lists).
   * @default 'eager'
   */
  loading?: 'eager' | 'lazy';
}

/**
 * A country flag, decorative (the code or name beside it is the text). A flag that fails to
 * load is replaced by the two-letter country code in a neutral box of the same size. The ref is
 * the `<img>`, or the fallback's `<span>`.
 */
export const DialCodeFlag = forwardRef<HTMLElement, DialCodeFlagProps>(function DialCodeFlag(
  { src, countryCode, loading = 'eager', onError, ...rest },
  ref,
) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <FlagBox ref={ref} {...rest} data-part="flag" data-fallback="" aria-hidden="true">
        {countryCode ? countryCode.slice(0, 2).toUpperCase() : <Icon name="flag" size="xs" />}
      </FlagBox>
    );
  }
  return (
    <FlagImage
      ref={ref as Ref<HTMLImageElement>}
      {...rest}
      data-part="flag"
      src={src}
      alt=""
      width={20}
      height={15}
      loading={loading}
      decoding="async"
      onError={(event) => {
        setFailed(src);
        onError?.(event);
      }}
    />
  );
});
