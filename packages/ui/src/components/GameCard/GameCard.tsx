import { forwardRef, memo, useId, type MouseEvent } from 'react';
import { FlameIcon, GameIcon, StarIcon } from './icons';
import { useImageFallback } from '../../utils/useImageFallback';
import {
  FavouriteButton,
  HotBadge,
  Info,
  Launch,
  MaintenanceBadge,
  Media,
  Name,
  Overlay,
  Provider,
  Root,
} from './GameCard.styles';
import type { GameCardProps } from './GameCard.types';

const flag = (on: boolean) => (on ? '' : undefined);

/**
 * A game tile for lobbies and lists. The whole card is one launch target (a button, or a link with
 * `href`); the favourite star is a separate control beside it. The artwork loads lazily in a fixed
 * square, is retried before falling back once, and all variation is static CSS keyed by data
 * attributes, so a grid of thousands stays cheap. Memoised: pass stable callbacks and `gameId`.
 */
export const GameCard = memo(
  forwardRef<HTMLDivElement, GameCardProps>(function GameCard(
    {
      name,
      provider,
      imageUrl,
      fallbackImageUrl,
      gameId,
      isHot = false,
      hotLabel = 'Hot',
      favourite = false,
      onToggleFavourite,
      addFavouriteLabel = 'Add to favourites',
      removeFavouriteLabel = 'Remove from favourites',
      onLaunch,
      href,
      maintenance = false,
      maintenanceLabel = 'Maintenance',
      imageAttempts = 3,
      retryDelayMs = 500,
      loading = 'lazy',
      ...rest
    },
    ref,
  ) {
    const nameId = useId();
    const hot = isHot === true || isHot === 1;
    const image = useImageFallback(imageUrl, fallbackImageUrl, { attempts: imageAttempts, retryDelayMs });
    const launch = onLaunch && ((event: MouseEvent<HTMLElement>) => onLaunch(event, gameId));

    return (
      <Root
        ref={ref}
        data-hot={flag(hot)}
        data-favourite={flag(favourite)}
        data-maintenance={flag(maintenance)}
        data-image={image.phase}
        {...rest}
      >
        <Launch
          as={href ? 'a' : 'button'}
          type={href ? undefined : 'button'}
          href={href}
          onClick={launch}
          data-part="launch"
        >
          <Media data-part="media">
            {image.src ? (
              <img key={image.key} alt="" loading={loading} decoding="async" {...image.imgProps} />
            ) : (
              <GameIcon />
            )}
          </Media>
          <Info>
            <Name id={nameId}>{name}</Name>
            {provider && <Provider>{provider}</Provider>}
          </Info>
          {(hot || maintenance) && (
            <Overlay>
              {hot && (
                <HotBadge data-part="hot">
                  <FlameIcon />
                  {hotLabel}
                </HotBadge>
              )}
              {maintenance && <MaintenanceBadge data-part="maintenance">{maintenanceLabel}</MaintenanceBadge>}
            </Overlay>
          )}
        </Launch>
        {onToggleFavourite && (
          <FavouriteButton
            type="button"
            aria-pressed={favourite}
            aria-label={favourite ? removeFavouriteLabel : addFavouriteLabel}
            aria-describedby={nameId}
            onClick={() => onToggleFavourite(!favourite, gameId)}
            data-part="favourite"
          >
            <StarIcon filled={favourite} />
          </FavouriteButton>
        )}
      </Root>
    );
  }),
);
GameCard.displayName = 'GameCard';
