import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { focusRing } from '../../utils/focusRing';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${t.space[2]};
`;

/** Holds the real input (invisible, on top, so it takes the clicks) and the drawn box beneath. */
export const BoxWrap = styled.span`
  position: relative;
  flex: none;
  display: inline-grid;
  width: 1.25rem;
  height: 1.25rem;
  /* Centres the box on the first line of the label. */
  margin-block-start: calc((${t.font.size.md} * ${t.font.lineHeight.normal} - 1.25rem) / 2);
`;

export const Input = styled.input`
  position: absolute;
  inset: -0.25rem;
  width: calc(100% + 0.5rem);
  height: calc(100% + 0.5rem);
  margin: 0;
  opacity: 0;
  cursor: pointer;
  z-index: 1;
  &:disabled {
    cursor: not-allowed;
  }
`;

export const Box = styled.span`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  border: 1.5px solid ${t.color.border.strong};
  /* Never rounder than a quarter of its side: a round box would read as a radio button. */
  border-radius: min(${t.radius.sm}, 25%);
  background: ${t.color.bg.surface};
  color: ${t.color.text.onAccent};
  transition:
    background ${t.motion.fast} ${t.motion.easing},
    border-color ${t.motion.fast} ${t.motion.easing};

  & > svg {
    width: 0.875rem;
    height: 0.875rem;
    opacity: 0;
  }
  & > [data-mark='dash'] {
    display: none;
  }

  input:hover:not(:disabled) + & {
    border-color: ${t.color.accent.primary};
  }
  ${focusRing({ selector: 'input:focus-visible + &' })}

  input:checked + &,
  input:indeterminate + & {
    background: ${t.color.accent.primary};
    border-color: ${t.color.accent.primary};
  }
  input:checked + & > [data-mark='check'] {
    opacity: 1;
  }
  input:indeterminate + & > [data-mark='check'] {
    display: none;
  }
  input:indeterminate + & > [data-mark='dash'] {
    display: block;
    opacity: 1;
  }

  input[aria-invalid='true'] + & {
    border-color: ${t.color.status.danger};
    box-shadow: 0 0 0 1px ${t.color.status.danger};
  }

  input:disabled + & {
    background: ${t.color.bg.hover};
    border-color: ${t.color.border.default};
    color: ${t.color.text.subtle};
  }
`;

export const Label = styled.label`
  font-size: ${t.font.size.md};
  line-height: ${t.font.lineHeight.normal};
  color: ${t.color.text.primary};
  cursor: pointer;

  [data-disabled] & {
    cursor: not-allowed;
  }
  & a {
    color: ${t.color.text.link};
    text-underline-offset: 0.15em;
  }
`;

/** Hint and error line up with the label, not the box. */
export const Details = styled.div`
  padding-inline-start: calc(1.25rem + ${t.space[2]});
  & > [data-part='hint'] {
    margin-block-start: ${t.space[1]};
  }
  & > div > * {
    margin-block-start: ${t.space[1]};
  }
`;
