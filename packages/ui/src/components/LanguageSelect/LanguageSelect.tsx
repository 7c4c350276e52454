import {
  forwardRef,
  useId,
  useMemo,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useLoadedModule } from '../../utils/useLoadedModule';
import { mergeRefs } from '../../utils/mergeRefs';
import { CodeChip, Hidden, Trigger } from './LanguageSelect.styles';
import type { LanguageOption, LanguageTriggerDisplay } from './LanguageSelect.types';
import { Icon } from '../Icon';

// The list and its popover come in a module of their own, fetched when the member first reaches
// for the button (a pointer over it, focus, a touch) or it opens: a page carries the button alone.
const loadPanel = () => import('./LanguageSelectPanel').then((module) => module.LanguageSelectPanel);

export interface LanguageSelectProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'value'> {
  /** The languages offered, in display order. */
  languages: readonly LanguageOption[];
  /** The current language code. */
  value: string;
  /** Called with the chosen language code (click or Enter); not called when it is unchanged. */
  onChange?: (code: string) => void;
  /** Names the trigger and the list. @default 'Language' */
  label?: string;
  /** Names the search field. @default 'Search languages' */
  searchLabel?: string;
  /** Placeholder of the search field. @default 'Search' */
  searchPlaceholder?: string;
  /** Shown when nothing matches the search. @default 'No matching languages' */
  noResultsLabel?: string;
  /**
   * The short mark beside a language the site falls back to English in (`fallback` on the
   * option), written in the language shown. @default 'English'
   */
  fallbackLabel?: string;
  /**
   * What the mark means, for screen readers and as its tooltip; also read with the trigger's
   * name while such a language is the current one. @default 'Shown in English'
   */
  fallbackHint?: string;
  /**
   * What the trigger shows of the current language.
   * @default 'both'
   */
  triggerDisplay?: LanguageTriggerDisplay;
  /** Controlled open state of the list. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the list opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Shown in place of the list while it is open and its code could not be loaded (a message and
   * a way on), so that the button does not simply do nothing. As a function it is handed `close`,
   * for a message that can be dismissed: the button then reads as closed again. Opening it again
   * asks for the list's code again.
   */
  unavailable?: ReactNode | ((close: () => void) => ReactNode);
}

/**
 * The header language switch: a button showing the current language that opens a searchable
 * list (Radix Popover, loaded when the member first reaches for the button). Focus moves to the
 * search field; arrows, Home/End move through the list, Enter chooses, Escape closes, and focus
 * returns to the button.
 */
export const LanguageSelect = forwardRef<HTMLButtonElement, LanguageSelectProps>(function LanguageSelect(
  {
    languages,
    value,
    onChange,
    label = 'Language',
    searchLabel = 'Search languages',
    searchPlaceholder = 'Search',
    noResultsLabel = 'No matching languages',
    fallbackLabel = 'English',
    fallbackHint = 'Shown in English',
    triggerDisplay = 'both',
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    unavailable,
    onClick,
    onFocus,
    onPointerEnter,
    onTouchStart,
    ...triggerProps
  },
  ref,
) {
  const panelId = `${useId()}-panel`;
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const open = openProp ?? innerOpen;
  const setOpen = (next: boolean) => {
    setInnerOpen(next);
    onOpenChange?.(next);
  };

  const [reached, setReached] = useState(false);
  const [failed, setFailed] = useState(false);
  // A failed load is not asked for again until the member opens the list again.
  const Panel = useLoadedModule(
    () =>
      loadPanel().catch((error: unknown) => {
        setFailed(true);
        throw error;
      }),
    (reached || open) && !failed,
  );
  /** The trigger's own handler for an event, then the list's code is asked for. */
  const reaching =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      handler?.(event);
      setReached(true);
    };

  const button = useRef<HTMLButtonElement | null>(null);
  const setButton = useMemo(() => mergeRefs(ref, button), [ref]);

  const current = languages.find((l) => l.code === value);
  const choose = (language: LanguageOption) => {
    setOpen(false);
    if (language.code !== value) onChange?.(language.code);
  };

  return (
    <>
      <Trigger
        ref={setButton}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open && Panel ? panelId : undefined}
        data-state={open ? 'open' : 'closed'}
        data-display={triggerDisplay}
        {...triggerProps}
        onPointerEnter={reaching(onPointerEnter)}
        onFocus={reaching(onFocus)}
        onTouchStart={reaching(onTouchStart)}
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          onClick?.(event);
          if (event.defaultPrevented) return;
          // Opening after a failed load tries the list's code again; the message shows if it fails again.
          if (!open && failed) setFailed(false);
          setOpen(!open);
        }}
      >
        <Icon name="globe" size="lg" />
        <Hidden>{label}: </Hidden>
        {current && triggerDisplay !== 'name' && <CodeChip>{current.code}</CodeChip>}{' '}
        {current && triggerDisplay !== 'code' && (
          <span lang={current.tag} dir={current.dir}>
            {current.nativeName}
          </span>
        )}
        {current?.fallback && (
          <>
            {' '}
            <Hidden>({fallbackHint})</Hidden>
          </>
        )}
        <Icon name="chevronDown" size="sm" data-part="chevron" />
      </Trigger>
      {open && failed && (typeof unavailable === 'function' ? unavailable(() => setOpen(false)) : unavailable)}
      {Panel && (
        <Panel
          id={panelId}
          anchor={button}
          open={open}
          onOpenChange={setOpen}
          languages={languages}
          value={value}
          onChoose={choose}
          label={label}
          searchLabel={searchLabel}
          searchPlaceholder={searchPlaceholder}
          noResultsLabel={noResultsLabel}
          fallbackLabel={fallbackLabel}
          fallbackHint={fallbackHint}
        />
      )}
    </>
  );
});
