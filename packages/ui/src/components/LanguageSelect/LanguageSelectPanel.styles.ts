import styled, { keyframes } from 'styled-components';
import { Popover } from 'radix-ui';
import { theme as t } from '@tessera/tokens';
import { focusRing } from '../../utils/focusRing';

const appear = keyframes`from { opacity: 0; transform: translateY(-4px); } to { opacity: 1; transform: none; }`;

export const Content = styled(Popover.Content)`
  z-index: ${t.zIndex.dropdown};
  display: flex;
  flex-direction: column;
  width: min(18rem, calc(100vw - 2 * ${t.space[4]}));
  max-height: var(--radix-popover-content-available-height);
  background: ${t.color.bg.raised};
  color: ${t.color.text.primary};
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.lg};
  box-shadow: ${t.shadow.overlay};
  overflow: hidden;
  &[data-state='open'] {
    animation: ${appear} ${t.motion.fast} ${t.motion.easing};
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-state='open'] {
      animation: none;
    }
  }
  &:focus {
    outline: none;
  }
`;

export const Search = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  padding: ${t.space[2]};
  border-bottom: 1px solid ${t.color.border.default};
  & > svg {
    position: absolute;
    inset-inline-start: calc(${t.space[2]} + ${t.space[3]});
    color: ${t.color.text.muted};
    pointer-events: none;
  }
`;

export const SearchInput = styled.input`
  flex: 1;
  min-width: 0;
  height: ${t.size.controlSm};
  padding-inline: calc(${t.space[3]} + 16px + ${t.space[2]}) ${t.space[3]};
  border: 1px solid ${t.color.border.strong};
  border-radius: ${t.radius.md};
  background: ${t.color.bg.surface};
  font-size: ${t.font.size.sm};
  &::placeholder {
    color: ${t.color.text.muted};
    opacity: 1;
  }
  ${focusRing({ placement: 'inset' })}
  &:focus-visible {
    border-color: ${t.color.border.focus};
  }
`;

export const List = styled.ul`
  position: relative;
  max-height: 20rem;
  margin: 0;
  padding: ${t.space[1]};
  overflow-y: auto;
  overscroll-behavior: contain;
  list-style: none;
  &:empty {
    display: none;
  }
`;

export const Option = styled.li`
  display: grid;
  grid-template-columns: 1fr auto 1rem;
  align-items: center;
  gap: ${t.space[3]};
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
    background: ${t.color.bg.accentSubtle};
  }
  &[aria-selected='true'] > [data-part='check'] {
    visibility: visible;
  }
`;

export const Names = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: ${t.font.lineHeight.tight};
  /* Each name hugs the start edge of the list, so a right-to-left name lines up with the others. */
  & > * {
    align-self: flex-start;
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const NativeName = styled.span`
  font-weight: ${t.font.weight.medium};
  [aria-selected='true'] & {
    font-weight: ${t.font.weight.semibold};
  }
`;

/** The English name, and the fallback mark after it. */
export const SubLine = styled.span`
  display: flex;
  align-items: center;
  gap: ${t.space[1]};
  /* The English name shortens itself; the mark may reach a little above and below the line. */
  && {
    overflow: visible;
  }
`;

export const EnglishName = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  color: ${t.color.text.muted};
  font-size: ${t.font.size.xs};
`;

/** Marks a language the site shows in English: a small outlined tag, quieter than the names. */
export const FallbackMark = styled.span`
  flex: none;
  padding: 0 ${t.space[1]};
  border-radius: ${t.radius.sm};
  /* An outline drawn inside the box, roomy enough for tall scripts (Thai, Arabic); the
     negative margins give back what the taller line takes, so a marked row is as tall as the others. */
  box-shadow: inset 0 0 0 1px ${t.color.border.strong};
  color: ${t.color.text.muted};
  font-size: ${t.font.size.xs};
  line-height: ${t.font.lineHeight.normal};
  margin-block: calc((${t.font.lineHeight.tight} - ${t.font.lineHeight.normal}) * 0.5em);
`;

export const OptionCode = styled.span`
  justify-self: end;
  color: ${t.color.text.muted};
  font-size: ${t.font.size.xs};
  font-weight: ${t.font.weight.semibold};
  letter-spacing: 0.04em;
`;

export const Check = styled.svg`
  visibility: hidden;
  color: ${t.color.accent.primary};
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${t.space[4]} ${t.space[3]};
  font-size: ${t.font.size.sm};
  color: ${t.color.text.muted};
  text-align: center;
  &:empty {
    display: none;
  }
`;
