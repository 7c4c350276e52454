import styled, { keyframes } from 'styled-components';
import { DropdownMenu } from 'radix-ui';
import { theme as t } from '@tessera/tokens';
import { focusRing } from '../../utils/focusRing';

const appear = keyframes`
  from { opacity: 0; transform: translateY(-4px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

export const StyledTrigger = styled(DropdownMenu.Trigger)`
  display: inline-flex;
  align-items: center;
  gap: ${t.space[2]};
  min-height: ${t.size.controlMd};
  padding: 0 ${t.space[3]};
  border: 1px solid transparent;
  border-radius: ${t.radius.md};
  background: transparent;
  color: ${t.color.text.primary};
  font-weight: ${t.font.weight.medium};
  cursor: pointer;
  transition: background ${t.motion.fast} ${t.motion.easing};
  &:hover,
  &[data-state='open'] {
    background: ${t.color.bg.hover};
  }
  ${focusRing()}
`;

export const StyledContent = styled(DropdownMenu.Content)`
  z-index: ${t.zIndex.dropdown};
  min-width: 13rem;
  max-height: var(--radix-dropdown-menu-content-available-height);
  overflow-y: auto;
  padding: ${t.space[1]};
  background: ${t.color.bg.raised};
  color: ${t.color.text.primary};
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.lg};
  box-shadow: ${t.shadow.overlay};
  transform-origin: var(--radix-dropdown-menu-content-transform-origin);
  &[data-state='open'] {
    animation: ${appear} ${t.motion.fast} ${t.motion.easing};
  }
  &:focus {
    outline: none;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-state='open'] {
      animation: none;
    }
  }
`;

export const StyledItem = styled(DropdownMenu.Item)`
  display: flex;
  align-items: center;
  gap: ${t.space[3]};
  min-height: ${t.size.controlMd};
  padding: 0 ${t.space[3]};
  border-radius: ${t.radius.sm};
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.medium};
  cursor: pointer;
  user-select: none;
  outline: none;

  &[data-highlighted] {
    background: ${t.color.bg.hover};
  }
  ${focusRing({ placement: 'inset' })}

  /* Danger text is mixed toward the body text so it keeps its contrast in both modes. */
  &[data-tone='danger'] {
    color: ${t.color.text.danger};
  }
  &[data-tone='danger'][data-highlighted] {
    background: ${t.color.status.danger};
    color: ${t.color.status.onStatus};
  }

  &[data-disabled] {
    color: ${t.color.text.subtle};
    cursor: not-allowed;
  }
`;

export const ItemIcon = styled.span`
  display: inline-flex;
  flex: none;
  width: 1.125rem;
  height: 1.125rem;
  color: ${t.color.text.muted};
  [data-tone='danger'] > & {
    color: inherit;
  }
  & > svg {
    width: 100%;
    height: 100%;
  }
`;

export const StyledSeparator = styled(DropdownMenu.Separator)`
  height: 1px;
  margin-block: ${t.space[1]};
  margin-inline: calc(-1 * ${t.space[1]});
  background: ${t.color.border.default};
`;

export const StyledLabel = styled(DropdownMenu.Label)`
  padding: ${t.space[2]} ${t.space[3]};
  color: ${t.color.text.muted};
  font-size: ${t.font.size.xs};
  font-weight: ${t.font.weight.semibold};
  letter-spacing: 0.02em;
`;
