import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { visuallyHidden } from '../../utils/visuallyHidden';
import { focusRing } from '../../utils/focusRing';

export const Root = styled.div`
  position: relative;
  display: inline-flex;
  flex-direction: column;
  gap: ${t.space[1]};
  min-width: 0;
  &[data-variant='compact'] {
    align-self: stretch;
  }
`;

export const Label = styled.label`
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.medium};
  color: ${t.color.text.muted};
  &[data-hidden] {
    ${visuallyHidden}
  }
`;

export const Field = styled.div`
  display: flex;
  align-items: center;
  gap: ${t.space[2]};
  min-height: ${t.size.controlMd};
  padding-inline: ${t.space[3]} ${t.space[2]};
  background: ${t.color.bg.surface};
  color: ${t.color.text.primary};
  border: 1px solid ${t.color.border.strong};
  border-radius: ${t.radius.md};
  cursor: text;
  transition: border-color ${t.motion.fast} ${t.motion.easing};

  &:focus-within {
    border-color: ${t.color.border.focus};
  }
  ${focusRing({ placement: 'inset', selector: '&:focus-within' })}

  [data-variant='compact'] > & {
    flex: 1;
    min-height: 0;
    background: transparent;
    border: 0;
    border-inline-end: 1px solid ${t.color.border.default};
    border-radius: 0;
    padding-inline: ${t.space[3]} ${t.space[2]};
  }
  [data-variant='compact'] > &:focus-within {
    border-radius: ${t.radius.md};
    outline-offset: -2px;
  }

  [data-disabled] > & {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const Input = styled.input`
  flex: 1;
  width: 100%;
  min-width: 4.5ch;
  padding: 0;
  border: 0;
  background: transparent;
  font-variant-numeric: tabular-nums;
  &:focus,
  &:focus-visible {
    outline: none;
  }
  &::placeholder {
    color: ${t.color.text.muted};
    opacity: 1;
  }
  &:disabled {
    cursor: not-allowed;
  }
  /* The value is a '+code', always written left to right; on a right-to-left page it still sits
     against the flag. */
  ${Root}:dir(rtl) & {
    text-align: right;
  }
  ${Root}[data-variant='compact'] & {
    width: 5.5ch;
    flex: none;
  }
  ${Root}[data-variant='compact'][data-state='open'] & {
    width: 9ch;
  }
`;

export const Chevron = styled.svg`
  flex: none;
  color: ${t.color.text.muted};
  transition: transform ${t.motion.fast} ${t.motion.easing};
  /* Only the picker's own state: a dialog around it also says data-state="open". */
  ${Root}[data-state='open'] & {
    transform: rotate(180deg);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Popup = styled.div`
  position: absolute;
  inset-block-start: calc(100% + ${t.space[1]});
  inset-inline-start: 0;
  z-index: ${t.zIndex.dropdown};
  min-width: max(100%, 16rem);
  max-width: min(22rem, calc(100vw - 2 * ${t.space[4]}));
  padding: ${t.space[1]};
  background: ${t.color.bg.raised};
  color: ${t.color.text.primary};
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.lg};
  box-shadow: ${t.shadow.overlay};
  &[hidden] {
    display: none;
  }
`;

export const List = styled.ul`
  position: relative;
  max-height: 17.5rem;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  list-style: none;
  &:empty {
    display: none;
  }
`;

export const Option = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto 1rem;
  align-items: center;
  gap: ${t.space[3]};
  min-height: ${t.size.controlSm};
  padding: ${t.space[2]} ${t.space[3]};
  border-radius: ${t.radius.sm};
  font-size: ${t.font.size.sm};
  cursor: pointer;
  user-select: none;

  &:hover,
  &[data-active] {
    background: ${t.color.bg.hover};
  }
  &[data-active] {
    box-shadow: inset 0 0 0 1px ${t.color.border.strong};
  }
  &[aria-selected='true'] {
    font-weight: ${t.font.weight.semibold};
  }
  &[aria-selected='true'] > [data-part='check'] {
    visibility: visible;
  }
`;

export const OptionName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const OptionCode = styled.span`
  color: ${t.color.text.muted};
  font-variant-numeric: tabular-nums;
`;

export const Check = styled.svg`
  visibility: hidden;
  color: ${t.color.accent.primary};
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${t.space[3]};
  font-size: ${t.font.size.sm};
  color: ${t.color.text.muted};
  &:empty {
    display: none;
  }
`;

export const FlagImage = styled.img`
  flex: none;
  width: 20px;
  height: 15px;
  object-fit: cover;
  border-radius: 2px;
  box-shadow: 0 0 0 1px ${t.color.border.default};
`;

export const FlagBox = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 20px;
  height: 15px;
  border-radius: 2px;
  background: ${t.color.bg.sunken};
  box-shadow: inset 0 0 0 1px ${t.color.border.default};
  color: ${t.color.text.muted};
  font-size: 0.5625rem;
  font-weight: ${t.font.weight.bold};
  line-height: 1;
  letter-spacing: 0.02em;
`;
