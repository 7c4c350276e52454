import styled, { css } from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { focusRing } from '../../utils/focusRing';

export const Nav = styled.nav`
  display: flex;
  justify-content: center;
`;

export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${t.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const control = css`
  display: inline-grid;
  place-items: center;
  min-width: ${t.size.controlSm};
  height: ${t.size.controlSm};
  padding: 0 ${t.space[2]};
  border: 1px solid transparent;
  border-radius: ${t.radius.md};
  background: transparent;
  color: ${t.color.text.primary};
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.medium};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  cursor: pointer;
  transition:
    background ${t.motion.fast} ${t.motion.easing},
    color ${t.motion.fast};

  &:hover:not([aria-disabled='true']):not([aria-current='page']) {
    background: ${t.color.bg.hover};
  }
  ${focusRing()}
`;

export const PageButton = styled.button`
  ${control}
  &[aria-current='page'] {
    background: ${t.color.accent.primary};
    color: ${t.color.text.onAccent};
    font-weight: ${t.font.weight.semibold};
    cursor: default;
  }
`;

export const StepButton = styled.button`
  ${control}
  padding: 0;
  border-color: ${t.color.border.default};
  color: ${t.color.text.muted};

  &:hover:not([aria-disabled='true']) {
    color: ${t.color.text.primary};
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.45;
  }
  &[data-part='next'] > svg {
    transform: scaleX(-1);
  }
  [dir='rtl'] &[data-part='previous'] > svg {
    transform: scaleX(-1);
  }
  [dir='rtl'] &[data-part='next'] > svg {
    transform: none;
  }
`;

export const Ellipsis = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: ${t.size.controlSm};
  height: ${t.size.controlSm};
  color: ${t.color.text.muted};
  user-select: none;
`;
