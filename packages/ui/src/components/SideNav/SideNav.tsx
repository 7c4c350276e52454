import { forwardRef, useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import type { SideNavItem, SideNavLayout } from './SideNav.types';
import { Badge, CloseButton, Header, Hidden, Icon, ItemButton, Label, List, Nav, Title } from './SideNav.styles';
import { Icon as Glyph } from '../Icon';

export interface SideNavProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange' | 'title'> {
  /** The entries, in order. */
  items: SideNavItem[];
  /** The id of the current entry (marked `aria-current="page"`). */
  value?: string;
  /** Called with the id of the chosen entry; not called for the current one. */
  onValueChange?: (id: string) => void;
  /** Accessible name of the navigation landmark. @default 'Sections' */
  label?: string;
  /** A visible heading above the entries (e.g. 'Personal centre'). */
  title?: ReactNode;
  /** When given, a close control is shown in the header and calls this. */
  onClose?: () => void;
  /** Accessible name of the close control. @default 'Close' */
  closeLabel?: string;
  /** Spoken after an entry's name when it has a badge. @default (count) => `${count} new` */
  badgeLabel?: (count: number) => string;
  /** Counts above this show as `max+`. @default 99 */
  badgeMax?: number;
  /**
   * `vertical`, `horizontal` (a scrolling strip), or `auto`: vertical, and a strip on phones.
   * @default 'auto'
   */
  layout?: SideNavLayout;
}

const defaultBadgeLabel = (count: number) => `${count} new`;

/** A count worth showing: a whole number above 0, else nothing. */
const badgeCount = (badge: number | undefined) =>
  typeof badge === 'number' && Number.isFinite(badge) && badge >= 1 ? Math.floor(badge) : 0;

/**
 * The vertical navigation of the member centre and agent centre panels (§2): one button per
 * page, the current one marked, red count badges, an optional title and close control. On
 * phones it becomes a horizontal strip that scrolls sideways.
 */
export const SideNav = forwardRef<HTMLElement, SideNavProps>(function SideNav(
  {
    items,
    value,
    onValueChange,
    label = 'Sections',
    title,
    onClose,
    closeLabel = 'Close',
    badgeLabel = defaultBadgeLabel,
    badgeMax = 99,
    layout = 'auto',
    ...rest
  },
  ref,
) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // A long list (or the phone strip) scrolls; keep the current entry in view.
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list.current || !current || typeof current.scrollIntoView !== 'function') return;
    const outer = list.current.getBoundingClientRect();
    const inner = current.getBoundingClientRect();
    const hidden =
      inner.top < outer.top || inner.bottom > outer.bottom || inner.left < outer.left || inner.right > outer.right;
    if (hidden) current.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [value, layout]);

  return (
    <Nav ref={ref} aria-label={label} data-layout={layout} {...rest}>
      {(title || onClose) && (
        <Header>
          {title && <Title>{title}</Title>}
          {onClose && (
            <CloseButton type="button" aria-label={closeLabel} onClick={onClose}>
              <Glyph name="close" size="lg" />
            </CloseButton>
          )}
        </Header>
      )}
      <List ref={list}>
        {items.map((item) => {
          const current = item.id === value;
          const count = badgeCount(item.badge);
          return (
            <li key={item.id}>
              <ItemButton
                type="button"
                aria-current={current ? 'page' : undefined}
                onClick={() => {
                  if (!current) onValueChange?.(item.id);
                }}
              >
                {item.icon && <Icon aria-hidden="true">{item.icon}</Icon>}
                <Label>{item.label}</Label>
                {count > 0 && (
                  <>
                    <Badge aria-hidden="true">{count > badgeMax ? `${badgeMax}+` : count}</Badge>
                    <Hidden> {badgeLabel(count)}</Hidden>
                  </>
                )}
              </ItemButton>
            </li>
          );
        })}
      </List>
    </Nav>
  );
});
