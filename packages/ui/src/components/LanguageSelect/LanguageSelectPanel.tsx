import { forwardRef, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Popover } from 'radix-ui';
import { useListboxNavigation } from '../../utils/useListboxNavigation';
import { portalContainer } from '../../utils/portalContainer';
import { Hidden } from './LanguageSelect.styles';
import {
  Check,
  Content,
  Empty,
  EnglishName,
  FallbackMark,
  List,
  Names,
  NativeName,
  Option,
  OptionCode,
  Search,
  SearchInput,
  SubLine,
} from './LanguageSelectPanel.styles';
import { filterLanguages, type LanguageOption } from './LanguageSelect.types';
import { Icon } from '../Icon';

export interface LanguageSelectPanelProps {
  /** The panel's id, which the trigger names as what it controls. */
  id: string;
  /** The trigger: the panel is placed against it, and focus returns to it. */
  anchor: RefObject<HTMLButtonElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  languages: readonly LanguageOption[];
  value: string;
  /** A language was chosen (click or Enter), the current one included; the panel has asked to close. */
  onChoose: (language: LanguageOption) => void;
  label: string;
  searchLabel: string;
  searchPlaceholder: string;
  noResultsLabel: string;
  fallbackLabel: string;
  fallbackHint: string;
}

/**
 * LanguageSelect's searchable list in its popover, in a module of its own: the popover's code
 * (its placing, dismissing and focus handling) is most of the control's weight, and comes only when
 * the member reaches for the button.
 */
export const LanguageSelectPanel = forwardRef<HTMLDivElement, LanguageSelectPanelProps>(function LanguageSelectPanel(
  {
    id,
    anchor,
    open,
    onOpenChange,
    languages,
    value,
    onChoose,
    label,
    searchLabel,
    searchPlaceholder,
    noResultsLabel,
    fallbackLabel,
    fallbackHint,
  },
  ref,
) {
  const ids = useId();
  const listId = `${ids}-list`;
  const fallbackHintId = `${ids}-fallback`;
  const optionId = (code: string) => `${ids}-option-${code}`;

  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterLanguages(languages, query), [languages, query]);
  const { activeIndex, setActiveIndex, navigate, listRef } = useListboxNavigation(shown.length, open);
  const active = shown[activeIndex];
  const searchRef = useRef<HTMLInputElement>(null);
  // A click elsewhere closes the list and leaves focus where the member put it; Escape or a choice
  // brings it back to the button.
  const interactedOutside = useRef(false);

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

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (navigate(event.key)) {
      event.preventDefault();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active) onChoose(active);
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor as RefObject<HTMLButtonElement>} />
      <Popover.Portal container={portalContainer()}>
        <Content
          ref={ref}
          id={id}
          aria-label={label}
          align="end"
          sideOffset={6}
          collisionPadding={8}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            interactedOutside.current = false;
            searchRef.current?.focus();
          }}
          onInteractOutside={(event) => {
            // The button toggles the list itself: a press on it is not a click elsewhere.
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
            else interactedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!interactedOutside.current) anchor.current?.focus();
            interactedOutside.current = false;
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
                onClick={() => onChoose(language)}
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
