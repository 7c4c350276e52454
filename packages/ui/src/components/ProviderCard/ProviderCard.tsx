import { forwardRef, type MouseEvent } from 'react';
import { useImageFallback } from '../../utils/useImageFallback';
import { Hot, Logo, Name, Root } from './ProviderCard.styles';
import type { ProviderCardProps } from './ProviderCard.types';
import { Icon } from '../Icon';

/**
 * A provider (vendor) tile for category pages and the navigation menu: logo with retries and a
 * fallback, name, hot marker. Selecting it reports the provider code; `selected` marks the chosen
 * provider with `aria-pressed`.
 */
export const ProviderCard = forwardRef<HTMLButtonElement, ProviderCardProps>(function ProviderCard(
  {
    name,
    code,
    iconUrl,
    fallbackImageUrl,
    isHot = false,
    hotLabel = 'Hot',
    gameType,
    selected,
    onSelect,
    size = 'md',
    imageAttempts = 3,
    retryDelayMs = 500,
    loading = 'lazy',
    deferLogo = false,
    type = 'button',
    onClick,
    ...rest
  },
  ref,
) {
  const hot = isHot === true || isHot === 1;
  const image = useImageFallback(iconUrl, fallbackImageUrl, { attempts: imageAttempts, retryDelayMs });
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) onSelect?.(code, event);
  };

  return (
    <Root
      ref={ref}
      type={type}
      aria-pressed={selected}
      data-size={size}
      data-hot={hot ? '' : undefined}
      data-code={code}
      data-game-type={gameType}
      onClick={handleClick}
      {...rest}
    >
      <Logo data-part="logo">
        {image.src ? (
          <img
            key={image.key}
            alt=""
            loading={loading}
            decoding="async"
            {...image.imgProps}
            src={deferLogo ? undefined : image.imgProps.src}
          />
        ) : (
          <Icon name="provider" size="fill" data-part="fallback-icon" />
        )}
      </Logo>
      <Name data-part="name">{name}</Name>
      {hot && (
        <Hot data-part="hot">
          <Icon name="flame" size="xs" />
          <span data-part="hot-label">{hotLabel}</span>
        </Hot>
      )}
    </Root>
  );
});
