import { css } from 'styled-components';
import { theme as t } from '@tessera/tokens';

/**
 * Where the ring sits against the element's edge: `outside` leaves the token gap, `tight` half of
 * it, `flush` touches the edge, `inset` draws inside (for elements clipped by their container).
 */
export type FocusRingPlacement = 'outside' | 'tight' | 'flush' | 'inset';

export interface FocusRingOptions {
  /** @default 'outside' */
  placement?: FocusRingPlacement;
  /**
   * The rule's selector, relative to the styled element.
   * @default '&:focus-visible'
   */
  selector?: string;
}

const OFFSET: Record<FocusRingPlacement, string> = {
  outside: t.focusRing.offset,
  tight: `calc(${t.focusRing.offset} / 2)`,
  flush: '0px',
  inset: `calc(-1 * ${t.focusRing.width})`,
};

/**
 * The keyboard focus ring: one rule drawing the `focusRing` tokens in `color.border.focus` when
 * the selector matches (by default the element's own `:focus-visible`). Every focusable part of
 * ui and the site draws its ring through this helper.
 *
 * @example styled.button`${focusRing()}` or `${focusRing({ placement: 'inset', selector: '&:has(> ul:focus-visible)' })}`
 */
export function focusRing({ placement = 'outside', selector = '&:focus-visible' }: FocusRingOptions = {}) {
  return css`
    ${selector} {
      outline: ${t.focusRing.width} solid ${t.color.border.focus};
      outline-offset: ${OFFSET[placement]};
    }
  `;
}
