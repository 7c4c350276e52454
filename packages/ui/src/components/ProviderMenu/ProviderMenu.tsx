import { forwardRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent } from 'react';
import { ProviderCard } from '../ProviderCard';
import { Arrow, More, Root, Strip } from './ProviderMenu.styles';
import type { ProviderMenuProps } from './ProviderMenu.types';
import { isRtl, useScrollEdges } from './useScrollEdges';
import { Icon } from '../Icon';

const ROVING = '[data-roving]';

/**
 * The providers panel of a navigation category (§2): up to `maxItems` provider tiles, a More
 * button beyond that, and scroll arrows above `arrowsAbove` providers. A toolbar with one tab stop:
 * arrow keys (mirrored right to left), Home and End move between tiles; Enter or Space selects.
 * It is only the panel: render it inside a Popover or NavigationMenu content (`asChild`), which
 * owns opening on hover and focus.
 */
export const ProviderMenu = forwardRef<HTMLDivElement, ProviderMenuProps>(function ProviderMenu(
  {
    providers,
    maxItems = 15,
    arrowsAbove = 9,
    onSelect,
    onMore,
    label = 'Game providers',
    moreLabel = 'More',
    previousLabel = 'Previous providers',
    nextLabel = 'Next providers',
    hotLabel = 'Hot',
    loading = 'lazy',
    onKeyDown,
    onFocus,
    ...rest
  },
  ref,
) {
  const visible = providers.slice(0, Math.max(0, maxItems));
  const hasMore = providers.length > maxItems;
  const hasArrows = providers.length > arrowsAbove;
  const strip = useScrollEdges<HTMLDivElement>(hasArrows);
  const [active, setActive] = useState(0);
  const stops = visible.length + (hasMore ? 1 : 0);
  const current = Math.min(active, stops - 1);

  const handleFocus = (event: FocusEvent<HTMLDivElement>) => {
    onFocus?.(event);
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(ROVING));
    const index = items.indexOf(event.target);
    if (index >= 0) setActive(index);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(ROVING));
    const index = items.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    const forward = isRtl(event.currentTarget) ? -1 : 1;
    const moves: Record<string, number> = {
      ArrowRight: index + forward,
      ArrowLeft: index - forward,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = Math.min(Math.max(next, 0), items.length - 1);
    items[target]?.focus();
    setActive(target);
  };

  if (visible.length === 0) return null;
  const columns = { '--provider-menu-columns': Math.max(1, arrowsAbove) } as CSSProperties;

  return (
    <Root ref={ref} role="toolbar" aria-label={label} onFocus={handleFocus} onKeyDown={handleKeyDown} {...rest}>
      {hasArrows && (
        <Arrow
          type="button"
          tabIndex={-1}
          aria-label={previousLabel}
          disabled={strip.atStart}
          onClick={() => strip.page(-1)}
          data-part="previous"
        >
          <Icon name="chevronRight" />
        </Arrow>
      )}
      <Strip ref={strip.ref} style={columns} data-part="strip">
        {visible.map((provider, i) => (
          <ProviderCard
            key={provider.code}
            size="sm"
            name={provider.name}
            code={provider.code}
            iconUrl={provider.iconUrl}
            isHot={provider.isHot}
            gameType={provider.gameType}
            hotLabel={hotLabel}
            loading={loading}
            tabIndex={i === current ? 0 : -1}
            data-roving=""
            onSelect={() => onSelect?.(provider)}
          />
        ))}
      </Strip>
      {hasArrows && (
        <Arrow
          type="button"
          tabIndex={-1}
          aria-label={nextLabel}
          disabled={strip.atEnd}
          onClick={() => strip.page(1)}
          data-part="next"
        >
          <Icon name="chevronRight" />
        </Arrow>
      )}
      {hasMore && (
        <More
          type="button"
          tabIndex={current === visible.length ? 0 : -1}
          data-roving=""
          onClick={onMore}
          data-part="more"
        >
          <Icon name="more" size="xl" />
          {moreLabel}
        </More>
      )}
    </Root>
  );
});
