import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { nativeControl } from '../TextField/Field.styles';

export const NativeSelect = styled.select`
  ${nativeControl}
  appearance: none;
  padding-inline-end: calc(${t.space[3]} + 1.25em);
  cursor: pointer;
  text-overflow: ellipsis;

  /* The placeholder option is showing. */
  &[data-empty] {
    color: ${t.color.text.muted};
  }

  & option {
    background: ${t.color.bg.raised};
    color: ${t.color.text.primary};
  }
`;

export const Chevron = styled.svg`
  position: absolute;
  inset-inline-end: ${t.space[3]};
  top: 50%;
  width: 1em;
  height: 1em;
  margin-block-start: -0.5em;
  color: ${t.color.text.muted};
  pointer-events: none;

  [data-disabled] > & {
    color: inherit;
  }
`;
