import { css } from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { focusRing } from './focusRing';

/** The square close control at the end of a panel's header (Modal, SideNav). */
export const closeButtonStyles = css`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${t.size.controlMd};
  height: ${t.size.controlMd};
  margin-inline-start: auto;
  border: 0;
  border-radius: ${t.radius.md};
  background: transparent;
  color: ${t.color.text.muted};
  cursor: pointer;
  &:hover {
    background: ${t.color.bg.hover};
    color: ${t.color.text.primary};
  }
  ${focusRing({ placement: 'tight' })}
`;
