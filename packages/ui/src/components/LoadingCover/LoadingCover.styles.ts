import styled, { keyframes } from 'styled-components';
import { theme as t } from '@tessera/tokens';

const spin = keyframes`to { transform: rotate(360deg); }`;
const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

export const Root = styled.div`
  position: relative;
  isolation: isolate;
`;

/** The covered region keeps its layout; while busy it is inert and cannot be used. */
export const Region = styled.div`
  [data-state='active'] > & {
    user-select: none;
  }
`;

/**
 * Always mounted, so its role=status announces the label when it appears; idle it is an empty,
 * click-through layer.
 */
export const Cover = styled.div`
  position: absolute;
  inset: 0;
  z-index: 1;
  display: grid;
  place-items: center;
  padding: ${t.space[4]};
  border-radius: inherit;
  pointer-events: none;
  &:focus {
    outline: none;
  }

  [data-state='active'] > & {
    pointer-events: auto;
    cursor: progress;
    background: color-mix(in srgb, ${t.color.bg.raised} 72%, transparent);
    animation: ${fadeIn} ${t.motion.normal} ${t.motion.easing};
  }
`;

export const Panel = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${t.space[3]};
  max-width: 100%;
  padding: ${t.space[2]} ${t.space[4]};
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.pill};
  background: ${t.color.bg.raised};
  color: ${t.color.text.primary};
  box-shadow: ${t.shadow.raised};
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.medium};
`;

export const Spinner = styled.span`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  border: 2px solid ${t.color.border.default};
  border-top-color: ${t.color.accent.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;
