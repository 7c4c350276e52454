import { forwardRef, memo, startTransition, useId, useLayoutEffect, useState, type MouseEvent } from 'react';
import { afterNextPaint } from '../../utils/afterNextPaint';
import { useImageFallback } from '../../utils/useImageFallback';
import { Root } from './GameCard.styles';
import type { GameCardProps } from './GameCard.types';
import { Icon } from '../Icon';

const flag = (on: boolean) => (on ? '' : undefined);

/** The artwork's intrinsic size, so the browser knows its box before the file arrives (CSS scales it). */
const ART_PX = 240;

/**
 * A game tile for lobbies and lists. The whole card is one launch target (a button, or a link with
 * `href`); the favourite star is a separate control beside it. The artwork loads lazily in a fixed
 * square, is retried before falling back once, and all variation is static CSS keyed by data
 * attributes, so a grid of thousands stays cheap: one styled component (the root) per card, the
 * parts plain elements, and the artwork decoded off the main thread. The DOM is lean too: root,
 * launch control, image, name, provider and star, plus one element per badge (no layout wrappers;
 * the flame and star are CSS masks). Memoised: pass stable callbacks and `gameId`.
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
      deferArtwork = false,
      ...rest
    },
    ref,
  ) {
    const nameId = useId();
    const hot = isHot === true || isHot === 1;
    const image = useImageFallback(imageUrl, fallbackImageUrl, { attempts: imageAttempts, retryDelayMs });
    // A deferred card asks for its artwork in the task after the frame that first shows it, as a
    // transition: the frame is not held up by the requests, nor the task after it by decoding. A
    // card given another game's artwork (a grid reusing its cards for new results) waits again.
    const [dueArtwork, setDueArtwork] = useState(deferArtwork ? undefined : image.src);
    const artworkDue = !deferArtwork || dueArtwork === image.src;
    useLayoutEffect(() => {
      if (!artworkDue) return afterNextPaint(() => startTransition(() => setDueArtwork(image.src)));
    }, [artworkDue, image.src]);
    const launch = onLaunch && ((event: MouseEvent<HTMLElement>) => onLaunch(event, gameId));
    const Launch = href ? 'a' : 'button';

    return (
      <Root
        ref={ref}
        data-hot={flag(hot)}
        data-favourite={flag(favourite)}
        data-maintenance={flag(maintenance)}
        data-image={image.phase}
        {...rest}
      >
        <Launch type={href ? undefined : 'button'} href={href} onClick={launch} data-part="launch">
          {image.src ? (
            <img
              // Another picture is another element: a reused card never shows the last game's art.
              key={image.key}
              alt=""
              width={ART_PX}
              height={ART_PX}
              loading={loading}
              decoding="async"
              {...image.imgProps}
              src={artworkDue ? image.imgProps.src : undefined}
            />
          ) : (
            <Icon name="game" size="fill" data-part="fallback-icon" />
          )}
          <span id={nameId} data-part="name">
            {name}
          </span>
          {provider && <span data-part="provider">{provider}</span>}
          {hot && <span data-part="hot">{hotLabel}</span>}
          {maintenance && <span data-part="maintenance">{maintenanceLabel}</span>}
        </Launch>
        {onToggleFavourite && (
          <button
            type="button"
            aria-pressed={favourite}
            aria-label={favourite ? removeFavouriteLabel : addFavouriteLabel}
            aria-describedby={nameId}
            onClick={() => onToggleFavourite(!favourite, gameId)}
            data-part="favourite"
          />
        )}
      </Root>
    );
  }),
);
GameCard.displayName = 'GameCard';
