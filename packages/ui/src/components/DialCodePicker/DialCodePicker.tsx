import {
  forwardRef,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { DialCodeFlag } from './DialCodeFlag';
import {
  Check,
  Chevron,
  Empty,
  Field,
  Input,
  Label,
  List,
  Option,
  OptionCode,
  OptionName,
  Popup,
  Root,
} from './DialCodePicker.styles';
import {
  filterCountries,
  resolveFlagUrl,
  type DialCodeCountry,
  type DialCodePickerVariant,
  type FlagUrl,
} from './DialCodePicker.types';
import { formatDialCode } from '../../utils/matchText';
import { useListboxNavigation } from '../../utils/useListboxNavigation';

export interface DialCodePickerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue'> {
  /** The countries offered, in display order. */
  countries: readonly DialCodeCountry[];
  /** The selected country code (controlled). */
  value?: string | null;
  /** The initially selected country code when uncontrolled. */
  defaultValue?: string;
  /** Called with the chosen country (click or Enter); not called when the choice is unchanged. */
  onChange?: (country: DialCodeCountry) => void;
  /**
   * Where flags load from: a template in which `{countryCode}` is replaced, or a function.
   * @default 'COUNTRY_FLAG/{countryCode}.png'
   */
  flagUrl?: FlagUrl;
  /** Names the control (visible in the default variant). @default 'Country code' */
  label?: string;
  /** Hides the label visually; it still names the control. The compact variant always does. @default false */
  hideLabel?: boolean;
  /**
   * `compact` is the borderless start adornment of a phone-number field.
   * @default 'default'
   */
  variant?: DialCodePickerVariant;
  /** Placeholder of the field while filtering. @default 'Search country or code' */
  filterPlaceholder?: string;
  /** Shown when nothing matches the filter. @default 'No matching countries' */
  noResultsLabel?: string;
  /** §9: the list closes this long after focus leaves, so a click on an option still lands. @default 200 */
  closeDelayMs?: number;
  /** @default false */
  disabled?: boolean;
  /** Submits the selected country code with a native form under this name. */
  name?: string;
  /** The id of the text field, for an outside `<label htmlFor>`. @default generated */
  inputId?: string;
}

const ChevronIcon = () => (
  <Chevron data-part="chevron" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </Chevron>
);

const CheckIcon = () => (
  <Check data-part="check" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
  </Check>
);

/**
 * The country dialing-code picker (§2): an editable combobox showing the selected flag and
 * `+code`. It opens on focus, filters as the user types (country code, dialing code or name),
 * is fully keyboard operable, and closes `closeDelayMs` after focus leaves.
 */
export const DialCodePicker = forwardRef<HTMLDivElement, DialCodePickerProps>(function DialCodePicker(
  {
    countries,
    value,
    defaultValue,
    onChange,
    flagUrl = 'COUNTRY_FLAG/{countryCode}.png',
    label = 'Country code',
    hideLabel = false,
    variant = 'default',
    filterPlaceholder = 'Search country or code',
    noResultsLabel = 'No matching countries',
    closeDelayMs = 200,
    disabled = false,
    name,
    inputId,
    ...rest
  },
  ref,
) {
  const ids = useId();
  const fieldId = inputId ?? `${ids}-input`;
  const labelId = `${ids}-label`;
  const listId = `${ids}-list`;
  const optionId = (code: string) => `${ids}-option-${code}`;

  const [inner, setInner] = useState(defaultValue ?? null);
  const current = value !== undefined ? value : inner;
  const selected = countries.find((c) => c.countryCode === current);

  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const shown = useMemo(
    () => (query === null ? [...countries] : filterCountries(countries, query)),
    [countries, query],
  );
  const { activeIndex, setActiveIndex, navigate, listRef } = useListboxNavigation(shown.length, open);
  const active = open ? shown[activeIndex] : undefined;

  const inputRef = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancelClose = () => clearTimeout(closeTimer.current);
  useEffect(() => cancelClose, []);

  const openList = () => {
    if (disabled) return;
    cancelClose();
    if (open) return;
    setOpen(true);
    setQuery(null);
    setActiveIndex(selected ? countries.indexOf(selected) : 0);
  };
  const closeList = () => {
    cancelClose();
    setOpen(false);
    setQuery(null);
  };
  const choose = (country: DialCodeCountry) => {
    closeList();
    if (country.countryCode === current) return;
    setInner(country.countryCode);
    onChange?.(country);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        openList();
      }
      return;
    }
    if (navigate(event.key)) {
      event.preventDefault();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active) choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      closeList();
    }
  };

  const handleInput = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    cancelClose();
    setOpen(true);
    setQuery(next);
    setActiveIndex(filterCountries(countries, next).length > 0 ? 0 : -1);
  };

  // A press anywhere on the field (flag, chevron) focuses the text field, which opens the list.
  const handleFieldMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (disabled || event.target === inputRef.current) return;
    event.preventDefault();
    inputRef.current?.focus();
    openList();
  };

  const flagSrc = (code: string) => resolveFlagUrl(flagUrl, code);

  return (
    <Root
      ref={ref}
      data-variant={variant}
      data-state={open ? 'open' : 'closed'}
      data-disabled={disabled || undefined}
      {...rest}
    >
      <Label id={labelId} htmlFor={fieldId} data-hidden={hideLabel || variant === 'compact' || undefined}>
        {label}
      </Label>
      <Field data-part="field" onMouseDown={handleFieldMouseDown}>
        <DialCodeFlag src={selected && flagSrc(selected.countryCode)} countryCode={selected?.countryCode} />
        <Input
          ref={inputRef}
          id={fieldId}
          type="text"
          role="combobox"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={active ? optionId(active.countryCode) : undefined}
          placeholder={filterPlaceholder}
          value={query ?? (selected ? formatDialCode(selected.countryDialingCode) : '')}
          disabled={disabled}
          onFocus={(event) => {
            openList();
            event.currentTarget.select();
          }}
          onBlur={() => {
            cancelClose();
            closeTimer.current = setTimeout(closeList, closeDelayMs);
          }}
          onClick={openList}
          onChange={handleInput}
          onKeyDown={handleKeyDown}
        />
        <ChevronIcon />
      </Field>
      {name !== undefined && <input type="hidden" name={name} value={current ?? ''} />}
      {/* Presses inside the popup keep focus in the field, so the list stays open. */}
      <Popup data-part="popup" hidden={!open} onMouseDown={(event) => event.preventDefault()}>
        <List ref={listRef} id={listId} role="listbox" aria-labelledby={labelId}>
          {open &&
            shown.map((country, index) => (
              <Option
                key={country.countryCode}
                id={optionId(country.countryCode)}
                role="option"
                aria-selected={country.countryCode === current}
                data-active={index === activeIndex || undefined}
                onClick={() => choose(country)}
              >
                <DialCodeFlag src={flagSrc(country.countryCode)} countryCode={country.countryCode} loading="lazy" />
                <OptionName>{country.name ?? country.countryCode}</OptionName>{' '}
                <OptionCode dir="ltr">{formatDialCode(country.countryDialingCode)}</OptionCode>
                <CheckIcon />
              </Option>
            ))}
        </List>
        <Empty role="status">{open && shown.length === 0 ? noResultsLabel : ''}</Empty>
      </Popup>
    </Root>
  );
});
