import {
  forwardRef,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type KeyboardEvent,
} from 'react';
import { Popover } from 'radix-ui';
import { useListboxNavigation } from '../../utils/useListboxNavigation';
import { portalContainer } from '../../utils/portalContainer';
import {
  Check,
  CodeChip,
  Content,
  Empty,
  EnglishName,
  FallbackMark,
  Hidden,
  List,
  Names,
  NativeName,
  Option,
  OptionCode,
  Search,
  SearchInput,
  SubLine,
  Trigger,
} from './LanguageSelect.styles';
import { filterLanguages, type LanguageOption, type LanguageTriggerDisplay } from './LanguageSelect.types';
import { Icon } from '../Icon';

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
}

/**
 * The header language switch: a button showing the current language that opens a searchable
 * list (Radix Popover). Focus moves to the search field; arrows, Home/End move through the list,
 * Enter chooses, Escape closes, and focus returns to the button.
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
    ...triggerProps
  },
  ref,
) {
  const ids = useId();
  const listId = `${ids}-list`;
  const fallbackHintId = `${ids}-fallback`;
  const optionId = (code: string) => `${ids}-option-${code}`;

  const [innerOpen, setInnerOpen] = useState(defaultOpen);
  const open = openProp ?? innerOpen;
  const setOpen = (next: boolean) => {
    setInnerOpen(next);
    onOpenChange?.(next);
  };

  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterLanguages(languages, query), [languages, query]);
  const { activeIndex, setActiveIndex, navigate, listRef } = useListboxNavigation(shown.length, open);
  const active = shown[activeIndex];
  const current = languages.find((l) => l.code === value);
  const searchRef = useRef<HTMLInputElement>(null);

  // Each opening starts from the whole list with the current language active.
  useEffect(() => {
    if (!open) return;
    setQuery('');
    setActiveIndex(
      Math.max(
        0,
        languages.findIndex((l) => l.code === value),
      ),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on each opening only; a change of list or value while open must not reset the member's search
  }, [open]);

  const choose = (language: LanguageOption) => {
    setOpen(false);
    if (language.code !== value) onChange?.(language.code);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (navigate(event.key)) {
      event.preventDefault();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active) choose(active);
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Trigger ref={ref} type="button" data-display={triggerDisplay} {...triggerProps}>
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
      </Popover.Trigger>
      <Popover.Portal container={portalContainer()}>
        <Content
          aria-label={label}
          align="end"
          sideOffset={6}
          collisionPadding={8}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            searchRef.current?.focus();
          }}
        >
          <Search>
            <Icon name="search" />
            <SearchInput
              ref={searchRef}
              type="search"
              role="combobox"
              aria-label={searchLabel}
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={active ? optionId(active.code) : undefined}
              placeholder={searchPlaceholder}
              autoComplete="off"
              spellCheck={false}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActiveIndex(filterLanguages(languages, event.target.value).length > 0 ? 0 : -1);
              }}
              onKeyDown={handleKeyDown}
            />
          </Search>
          <List ref={listRef} id={listId} role="listbox" aria-label={label}>
            {shown.map((language, index) => (
              <Option
                key={language.code}
                id={optionId(language.code)}
                role="option"
                aria-selected={language.code === value}
                aria-describedby={language.fallback ? fallbackHintId : undefined}
                data-active={index === activeIndex || undefined}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(language)}
              >
                <Names>
                  <NativeName lang={language.tag} dir={language.dir}>
                    {language.nativeName}
                  </NativeName>{' '}
                  <SubLine>
                    <EnglishName>{language.englishName}</EnglishName>
                    {language.fallback && (
                      <FallbackMark aria-hidden="true" title={fallbackHint}>
                        {fallbackLabel}
                      </FallbackMark>
                    )}
                  </SubLine>
                </Names>
                <OptionCode aria-hidden="true">{language.code}</OptionCode>
                <Check
                  data-part="check"
                  width="16"
                  height="16"
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="M5 12.5l4.5 4.5L19 7.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                  />
                </Check>
              </Option>
            ))}
          </List>
          <Hidden id={fallbackHintId}>{fallbackHint}</Hidden>
          <Empty role="status">{shown.length === 0 ? noResultsLabel : ''}</Empty>
        </Content>
      </Popover.Portal>
    </Popover.Root>
  );
});
