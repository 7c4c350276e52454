import styled, { keyframes } from 'styled-components';
import { Toast } from 'radix-ui';
import { theme as t } from '@tessera/tokens';
import { focusRing } from '../../utils/focusRing';

const enter = keyframes`from { opacity: 0; transform: translateY(-0.5rem) scale(0.98); } to { opacity: 1; transform: none; }`;
const leave = keyframes`from { opacity: 1; } to { opacity: 0; }`;
const swipeOutRight = keyframes`
  from { transform: translateX(var(--radix-toast-swipe-end-x)); }
  to { transform: translateX(calc(100% + ${t.space[4]})); }
`;
const swipeOutLeft = keyframes`
  from { transform: translateX(var(--radix-toast-swipe-end-x)); }
  to { transform: translateX(calc(-100% - ${t.space[4]})); }
`;

/** The stack, at the top-end corner (top-right, or top-left in right-to-left pages). Newest on top. */
export const Viewport = styled(Toast.Viewport)`
  position: fixed;
  inset-block-start: 0;
  inset-inline-end: 0;
  z-index: ${t.zIndex.toast};
  display: flex;
  flex-direction: column-reverse;
  gap: ${t.space[2]};
  width: min(24rem, 100vw);
  margin: 0;
  padding: ${t.space[4]};
  list-style: none;
  outline: none;
`;

export const Root = styled(Toast.Root)`
  display: flex;
  align-items: flex-start;
  gap: ${t.space[3]};
  padding: ${t.space[3]};
  padding-inline-start: ${t.space[4]};
  border-radius: ${t.radius.lg};
  background: ${t.color.bg.inverse};
  color: ${t.color.text.inverse};
  box-shadow: ${t.shadow.overlay};
  font-size: ${t.font.size.sm};
  line-height: ${t.font.lineHeight.normal};

  ${focusRing()}
  &[data-state='open'] {
    animation: ${enter} ${t.motion.normal} ${t.motion.easing};
  }
  &[data-state='closed'] {
    animation: ${leave} ${t.motion.fast} ease-in forwards;
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform ${t.motion.normal} ${t.motion.easing};
  }
  &[data-swipe='end'][data-swipe-direction='right'] {
    animation: ${swipeOutRight} ${t.motion.fast} ease-out forwards;
  }
  &[data-swipe='end'][data-swipe-direction='left'] {
    animation: ${swipeOutLeft} ${t.motion.fast} ease-out forwards;
  }
`;

export const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
  margin-block-start: 0.0625rem;
  border-radius: ${t.radius.pill};
  color: ${t.color.status.onStatus};
  background: ${t.color.status.info};
  & > svg {
    width: 0.875rem;
    height: 0.875rem;
    max-width: none;
  }
  [data-tone='success'] > & {
    background: ${t.color.status.success};
  }
  [data-tone='warning'] > & {
    background: ${t.color.status.warning};
  }
  [data-tone='danger'] > & {
    background: ${t.color.status.danger};
  }
`;

export const Text = styled.div`
  flex: 1;
  min-width: 0;
  padding-block: 0.125rem;
  overflow-wrap: anywhere;
`;

export const Title = styled(Toast.Title)`
  font-weight: ${t.font.weight.semibold};
`;

export const Description = styled(Toast.Description)`
  margin-block-start: ${t.space[1]};
`;

export const Close = styled(Toast.Close)`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${t.size.controlSm};
  height: ${t.size.controlSm};
  margin-block: -0.25rem;
  margin-inline-end: -0.25rem;
  padding: 0;
  border: 0;
  border-radius: ${t.radius.md};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: color-mix(in srgb, currentColor 14%, transparent);
  }
  ${focusRing({ placement: 'tight' })}
`;
