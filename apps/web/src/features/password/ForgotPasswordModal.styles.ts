import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { focusRing } from '@tessera/ui';

export const Choices = styled.div`
  display: grid;
  gap: ${t.space[3]};
`;

export const Choice = styled.button`
  display: grid;
  gap: ${t.space[1]};
  width: 100%;
  padding: ${t.space[4]};
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.md};
  background: ${t.color.bg.surface};
  color: ${t.color.text.primary};
  font: inherit;
  text-align: start;
  cursor: pointer;
  transition:
    border-color ${t.motion.fast} ${t.motion.easing},
    background ${t.motion.fast} ${t.motion.easing};
  strong {
    font-weight: ${t.font.weight.semibold};
  }
  span {
    font-size: ${t.font.size.sm};
    color: ${t.color.text.muted};
  }
  &:hover {
    border-color: ${t.color.accent.primary};
    background: ${t.color.bg.hover};
  }
  ${focusRing()}
  &:focus-visible {
    border-color: ${t.color.border.focus};
  }
`;

export const Back = styled.div`
  margin-block-end: ${t.space[3]};
  margin-inline-start: calc(-1 * ${t.space[3]});
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;
