import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { nativeControl } from './Field.styles';
import { focusRing } from '../../utils/focusRing';

export const Input = styled.input`
  ${nativeControl}

  &::placeholder {
    color: ${t.color.text.subtle};
    opacity: 1;
  }

  /* Browser autofill keeps the field's own colours. */
  &:-webkit-autofill {
    -webkit-text-fill-color: ${t.color.text.primary};
    box-shadow: 0 0 0 100vmax ${t.color.bg.sunken} inset;
  }

  /* Native clear and spin buttons would sit next to our own adornments. */
  &::-webkit-search-cancel-button,
  &::-webkit-inner-spin-button,
  &::-webkit-outer-spin-button {
    -webkit-appearance: none;
    margin: 0;
  }

  [data-part='adornment'][data-side='start'] + & {
    padding-inline-start: ${t.space[1]};
  }
  &:has(+ [data-part='adornment'][data-side='end']) {
    padding-inline-end: ${t.space[1]};
  }
`;

/**
 * A slot inside the box before or after the input: a country-code picker, a unit, a button. Text
 * gets room on its own; a control fills the slot and sits a little inside the box's border.
 */
export const Adornment = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${t.space[1]};
  padding: ${t.space[1]};
  color: ${t.color.text.muted};
  white-space: nowrap;

  /* Plain content (a prefix, a unit) gets room from the border; a control fills the slot. */
  &:not(:has(button, select, input, a)) {
    padding-inline: ${t.space[3]};
  }
  &:not(:has(button, select, input, a))[data-side='start'] {
    padding-inline-end: ${t.space[1]};
  }
  &:not(:has(button, select, input, a))[data-side='end'] {
    padding-inline-start: ${t.space[1]};
  }
  & > svg {
    width: 1.15em;
    height: 1.15em;
  }
  /* A button's focus ring stays inside the field's border. */
  ${focusRing({ placement: 'flush', selector: '& > button:focus-visible' })}
`;
