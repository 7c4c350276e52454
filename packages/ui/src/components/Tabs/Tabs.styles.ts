import styled from 'styled-components';
import { Tabs } from 'radix-ui';
import { theme as t } from '@tessera/tokens';
import { focusRing } from '../../utils/focusRing';

export const StyledRoot = styled(Tabs.Root)`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const StyledList = styled(Tabs.List)`
  display: flex;
  gap: ${t.space[1]};
  overflow-x: auto;
  overscroll-behavior-inline: contain;
  scrollbar-width: none;
  border-bottom: 1px solid ${t.color.border.default};
  &::-webkit-scrollbar {
    display: none;
  }
`;

export const StyledTrigger = styled(Tabs.Trigger)`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${t.space[2]};
  min-height: ${t.size.controlMd};
  padding: 0 ${t.space[4]};
  border: 0;
  border-radius: ${t.radius.sm} ${t.radius.sm} 0 0;
  background: transparent;
  color: ${t.color.text.muted};
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.semibold};
  white-space: nowrap;
  cursor: pointer;
  transition:
    color ${t.motion.fast} ${t.motion.easing},
    background ${t.motion.fast};

  /* The underline sits on the list's bottom border. */
  &::after {
    content: '';
    position: absolute;
    inset-inline: ${t.space[2]};
    bottom: 0;
    height: 3px;
    border-radius: 3px 3px 0 0;
    background: transparent;
    transition: background ${t.motion.fast} ${t.motion.easing};
  }

  &:hover:not([data-disabled]) {
    color: ${t.color.text.primary};
    background: ${t.color.bg.hover};
  }
  &[data-state='active'] {
    color: ${t.color.text.primary};
  }
  &[data-state='active']::after {
    background: ${t.color.accent.primary};
  }

  /* Drawn inside: the scrolling list would clip an outer ring. */
  ${focusRing({ placement: 'inset' })}
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export const TriggerIcon = styled.span`
  display: inline-flex;
  width: 1.125rem;
  height: 1.125rem;
  & > svg {
    width: 100%;
    height: 100%;
  }
`;

export const StyledContent = styled.div`
  padding-block: ${t.space[4]};
  border-radius: ${t.radius.sm};
  ${focusRing()}
`;
