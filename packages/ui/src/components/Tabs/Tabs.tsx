import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useId,
  useMemo,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
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
  /**
   * How the tabs are laid out, and which arrow keys move between them.
   * @default 'horizontal'
   */
  orientation?: 'horizontal' | 'vertical';
}

/** What the panels of a set of tabs know: the selected value, and the ids that tie tabs to panels. */
interface TabsState {
  id: string;
  value: string | undefined;
  orientation: 'horizontal' | 'vertical';
}
const TabsContext = createContext<TabsState | null>(null);

/** A value as an id's part: ids hold no spaces. */
const idPart = (value: string) => value.replace(/\s+/g, '-');
const tabId = (state: TabsState, value: string) => `${state.id}-tab-${idPart(value)}`;
const panelId = (state: TabsState, value: string) => `${state.id}-panel-${idPart(value)}`;

/**
 * A set of tabs: a list of triggers, one panel per value. Radix Tabs gives the tabs their roles,
 * selection and keyboard; the panels are the design system's own (TabsContent).
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { dir, value, defaultValue, onValueChange, orientation = 'horizontal', ...rest },
  ref,
) {
  const documentDir = useDocumentDir();
  const id = useId();
  // Held here (uncontrolled) or by the caller (controlled), so the panels know which one shows.
  const [chosen, setChosen] = useState(defaultValue);
  const selected = value ?? chosen;
  const choose = useCallback(
    (next: string) => {
      setChosen(next);
      onValueChange?.(next);
    },
    [onValueChange],
  );
  const state = useMemo(() => ({ id, value: selected, orientation }), [id, selected, orientation]);
  return (
    <TabsContext.Provider value={state}>
      <StyledRoot
        ref={ref}
        dir={dir ?? documentDir}
        value={selected}
        onValueChange={choose}
        orientation={orientation}
        {...rest}
      />
    </TabsContext.Provider>
  );
});

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`${part} must be inside Tabs`);
  return state;
}

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
  { icon, children, value, ...rest },
  ref,
) {
  const tabs = useTabs('TabsTrigger');
  return (
    <StyledTrigger ref={ref} value={value} id={tabId(tabs, value)} aria-controls={panelId(tabs, value)} {...rest}>
      {icon && <TriggerIcon aria-hidden="true">{icon}</TriggerIcon>}
      {children}
    </StyledTrigger>
  );
});

export interface TabsContentProps extends ComponentPropsWithoutRef<'div'> {
  /** The value of the tab that shows this panel. */
  value: string;
  /**
   * Keeps the panel mounted while hidden (to preserve its state).
   * @default false (unmounted while hidden)
   */
  forceMount?: true;
}

/**
 * The panel of one tab, named by its tab and focusable so its content can be reached. A plain
 * element rather than Radix's panel: that one reads the panel's computed animation as it mounts,
 * which made the browser work out the styles of the whole new page in the middle of the commit
 * that adds it (a lobby's grid, a page of promotions); panels here do not animate.
 */
export const TabsContent = forwardRef<HTMLDivElement, TabsContentProps>(function TabsContent(
  { value, forceMount, children, ...rest },
  ref,
) {
  const tabs = useTabs('TabsContent');
  const selected = tabs.value === value;
  if (!selected && !forceMount) return null;
  return (
    <StyledContent
      ref={ref}
      role="tabpanel"
      id={panelId(tabs, value)}
      aria-labelledby={tabId(tabs, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation={tabs.orientation}
      hidden={!selected}
      tabIndex={0}
      {...rest}
    >
      {children}
    </StyledContent>
  );
});
