import styled, { css } from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { visuallyHidden } from '../../utils/visuallyHidden';
import { closeButtonStyles } from '../../utils/closeButton.styles';
import { focusRing } from '../../utils/focusRing';

/** Phones: below 40em (640px) the navigation becomes a strip. */
const PHONE = '@media (max-width: 39.99em)';

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${t.space[2]};
  min-height: ${t.size.controlMd};
  padding-block: 0 ${t.space[2]};
  padding-inline: ${t.space[3]} 0;
`;

export const Title = styled.h2`
  flex: 1;
  min-width: 0;
  font-size: ${t.font.size.lg};
  font-weight: ${t.font.weight.semibold};
`;

export const CloseButton = styled.button`
  ${closeButtonStyles}
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${t.space[1]};
  min-height: 0;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ItemButton = styled.button`
  position: relative;
  overflow: hidden; /* the marker follows the corner radius, whatever the brand's */
  display: flex;
  align-items: center;
  gap: ${t.space[3]};
  width: 100%;
  min-height: ${t.size.controlMd};
  padding: ${t.space[2]} ${t.space[3]};
  border: 0;
  border-radius: ${t.radius.md};
  background: transparent;
  color: ${t.color.text.muted};
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.medium};
  text-align: start;
  cursor: pointer;
  transition:
    background ${t.motion.fast} ${t.motion.easing},
    color ${t.motion.fast};

  /* The current entry's marker on the inline-start edge. */
  &::before {
    content: '';
    position: absolute;
    inset-block: ${t.space[2]};
    inset-inline-start: 0;
    width: 3px;
    border-radius: 0 3px 3px 0;
    background: transparent;
  }
  [dir='rtl'] &::before {
    border-radius: 3px 0 0 3px;
  }

  &:hover:not([aria-current='page']) {
    background: ${t.color.bg.hover};
    color: ${t.color.text.primary};
  }
  &[aria-current='page'] {
    background: ${t.color.bg.accentSubtle};
    color: ${t.color.text.primary};
    font-weight: ${t.font.weight.semibold};
    cursor: default;
  }
  &[aria-current='page']::before {
    background: ${t.color.accent.primary};
  }
  ${focusRing({ placement: 'inset' })}
`;

export const Icon = styled.span`
  display: inline-flex;
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  & > svg {
    width: 100%;
    height: 100%;
  }
`;

export const Label = styled.span`
  flex: 1;
  min-width: 0;
`;

export const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  min-width: 1.25rem;
  height: 1.25rem;
  padding: 0 ${t.space[1]};
  border-radius: ${t.radius.pill};
  background: ${t.color.status.danger};
  color: ${t.color.status.onStatus};
  font-size: ${t.font.size.xs};
  font-weight: ${t.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;

const strip = css`
  padding: ${t.space[2]};
  border-inline-end: 0;
  border-bottom: 1px solid ${t.color.border.default};

  ${List} {
    flex-direction: row;
    overflow: auto hidden;
    overscroll-behavior-inline: contain;
    scrollbar-width: none;
    &::-webkit-scrollbar {
      display: none;
    }
  }
  ${List} > li {
    flex: none;
  }
  ${ItemButton} {
    width: auto;
    white-space: nowrap;
    border-radius: ${t.radius.pill};
    padding-inline: ${t.space[4]};
    gap: ${t.space[2]};
  }
  ${ItemButton}::before {
    display: none;
  }
`;

export const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
  max-height: 100%;
  padding: ${t.space[3]};
  background: ${t.color.bg.surface};
  color: ${t.color.text.primary};
  border-inline-end: 1px solid ${t.color.border.default};

  &[data-layout='horizontal'] {
    ${strip}
  }
  ${PHONE} {
    &[data-layout='auto'] {
      ${strip}
    }
  }
`;
