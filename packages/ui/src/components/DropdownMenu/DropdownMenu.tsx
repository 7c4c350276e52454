import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { DropdownMenu as Menu } from 'radix-ui';
import { useDocumentDir, type Direction } from '../../utils/useDocumentDir';
import { portalContainer } from '../../utils/portalContainer';
import {
  StyledContent,
  StyledItem,
  StyledLabel,
  StyledSeparator,
  StyledTrigger,
  ItemIcon,
} from './DropdownMenu.styles';

export interface DropdownMenuProps extends ComponentPropsWithoutRef<typeof Menu.Root> {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the menu asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /**
   * When on, the rest of the page is inert to pointer and screen reader while the menu is open.
   * Off by default: a modal menu would hide its own trigger from assistive technology. Escape
   * or a click outside closes the menu either way.
   * @default false
   */
  modal?: boolean;
  /** Writing direction of the menu. @default the document's direction (`<html dir>`) */
  dir?: Direction;
}

/**
 * A menu of actions opened from a trigger (the header's account menu). Keyboard per Radix:
 * Enter, Space or ArrowDown opens it on the first item, arrows and typeahead move, Escape
 * closes, and focus returns to the trigger. Built on Radix DropdownMenu.
 */
// eslint-disable-next-line house/component-forwards-ref -- renders no element of its own (Radix's Root): the trigger and content forward theirs
export function DropdownMenu({ dir, modal = false, ...rest }: DropdownMenuProps) {
  const documentDir = useDocumentDir();
  return <Menu.Root dir={dir ?? documentDir} modal={modal} {...rest} />;
}

export type DropdownMenuTriggerProps = ComponentPropsWithoutRef<typeof Menu.Trigger>;

/**
 * The button that opens the menu: a quiet button by default, or any element with `asChild`.
 * Exposes `aria-expanded` and `data-state="open"` while the menu is open.
 */
export const DropdownMenuTrigger = forwardRef<HTMLButtonElement, DropdownMenuTriggerProps>(
  function DropdownMenuTrigger(props, ref) {
    return <StyledTrigger ref={ref} {...props} />;
  },
);

export interface DropdownMenuContentProps extends ComponentPropsWithoutRef<typeof Menu.Content> {
  /** Gap between the trigger and the menu, in px. @default 6 */
  sideOffset?: number;
  /** Alignment against the trigger, on the inline axis (in right-to-left, `end` is the left edge). @default 'end' */
  align?: 'start' | 'center' | 'end';
  /** Distance kept from the viewport edges, in px. @default 8 */
  collisionPadding?: number;
}

/** The floating menu, rendered in a portal above the page. */
export const DropdownMenuContent = forwardRef<HTMLDivElement, DropdownMenuContentProps>(function DropdownMenuContent(
  { sideOffset = 6, align = 'end', collisionPadding = 8, ...rest },
  ref,
) {
  return (
    <Menu.Portal container={portalContainer()}>
      <StyledContent ref={ref} sideOffset={sideOffset} align={align} collisionPadding={collisionPadding} {...rest} />
    </Menu.Portal>
  );
});

export interface DropdownMenuItemProps extends ComponentPropsWithoutRef<typeof Menu.Item> {
  /** An icon before the label (decorative: hidden from assistive technology). */
  icon?: ReactNode;
  /** `danger` for destructive actions such as sign out. @default 'default' */
  tone?: 'default' | 'danger';
  /** Called when the item is chosen (click, Enter or Space); the menu then closes. */
  onSelect?: (event: Event) => void;
  /** Skips the item in keyboard navigation and ignores it. @default false */
  disabled?: boolean;
}

/** One action of the menu. */
export const DropdownMenuItem = forwardRef<HTMLDivElement, DropdownMenuItemProps>(function DropdownMenuItem(
  { icon, tone = 'default', children, ...rest },
  ref,
) {
  return (
    <StyledItem ref={ref} data-tone={tone} {...rest}>
      {icon && <ItemIcon aria-hidden="true">{icon}</ItemIcon>}
      {children}
    </StyledItem>
  );
});

export type DropdownMenuSeparatorProps = ComponentPropsWithoutRef<typeof Menu.Separator>;

/** A line between groups of items. */
export const DropdownMenuSeparator = forwardRef<HTMLDivElement, DropdownMenuSeparatorProps>(
  function DropdownMenuSeparator(props, ref) {
    return <StyledSeparator ref={ref} {...props} />;
  },
);

export type DropdownMenuLabelProps = ComponentPropsWithoutRef<typeof Menu.Label>;

/** A non-interactive heading inside the menu (e.g. the member's name). */
export const DropdownMenuLabel = forwardRef<HTMLDivElement, DropdownMenuLabelProps>(
  function DropdownMenuLabel(props, ref) {
    return <StyledLabel ref={ref} {...props} />;
  },
);
