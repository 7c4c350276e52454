import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { type Tabs as TabsPrimitive } from 'radix-ui';
import { StyledContent, StyledList, StyledRoot, StyledTrigger, TriggerIcon } from './Tabs.styles';
import { useDocumentDir, type Direction } from '../../utils/useDocumentDir';

export interface TabsProps extends ComponentPropsWithoutRef<typeof TabsPrimitive.Root> {
  /** The selected tab (controlled). */
  value?: string;
  /** The tab selected at first (uncontrolled). */
  defaultValue?: string;
  /** Called with the newly selected tab's value. */
  onValueChange?: (value: string) => void;
  /**
   * Writing direction; arrow keys follow it (in right-to-left, ArrowLeft moves to the next tab).
   * @default the document's direction (`<html dir>`)
   */
  dir?: Direction;
  /**
   * `automatic` selects a tab as soon as it receives focus; `manual` waits for Enter or Space.
   * @default 'automatic'
   */
  activationMode?: 'automatic' | 'manual';
}

/** A set of tabs: a list of triggers, one panel per value. Built on Radix Tabs. */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs({ dir, ...rest }, ref) {
  const documentDir = useDocumentDir();
  return <StyledRoot ref={ref} dir={dir ?? documentDir} {...rest} />;
});

export interface TabsListProps extends ComponentPropsWithoutRef<typeof TabsPrimitive.List> {
  /**
   * Whether arrow keys wrap from the last tab to the first.
   * @default true
   */
  loop?: boolean;
}

/**
 * The row of tab triggers. It never wraps: when the tabs do not fit (phones) it scrolls
 * sideways, and the focused tab scrolls into view.
 */
export const TabsList = forwardRef<HTMLDivElement, TabsListProps>(function TabsList(props, ref) {
  return <StyledList ref={ref} {...props} />;
});

export interface TabsTriggerProps extends ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger> {
  /** The value of the panel this tab shows. */
  value: string;
  /** An icon before the label. */
  icon?: ReactNode;
  /** Makes the tab unselectable and skips it in keyboard navigation. @default false */
  disabled?: boolean;
}

/** One tab. The selected one is underlined (`data-state="active"`). */
export const TabsTrigger = forwardRef<HTMLButtonElement, TabsTriggerProps>(function TabsTrigger(
  { icon, children, ...rest },
  ref,
) {
  return (
    <StyledTrigger ref={ref} {...rest}>
      {icon && <TriggerIcon aria-hidden="true">{icon}</TriggerIcon>}
      {children}
    </StyledTrigger>
  );
});

export interface TabsContentProps extends ComponentPropsWithoutRef<typeof TabsPrimitive.Content> {
  /** The value of the tab that shows this panel. */
  value: string;
  /**
   * Keeps the panel mounted while hidden (to preserve its state).
   * @default false (unmounted while hidden)
   */
  forceMount?: true;
}

/** The panel of one tab, named by its tab and focusable so its content can be reached. */
export const TabsContent = forwardRef<HTMLDivElement, TabsContentProps>(function TabsContent(props, ref) {
  return <StyledContent ref={ref} {...props} />;
});
