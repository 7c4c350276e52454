import { css } from 'styled-components';
import { theme as t } from '@tessera/tokens';

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
  &:focus-visible {
    outline: 2px solid ${t.color.border.focus};
    outline-offset: 1px;
  }
`;
