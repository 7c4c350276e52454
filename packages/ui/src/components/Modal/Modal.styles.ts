import styled, { css, keyframes } from 'styled-components';
import { Dialog } from 'radix-ui';
import { theme as t } from '@tessera/tokens';
import { closeButtonStyles } from '../../utils/closeButton.styles';
import { MODAL_SIZES } from './Modal.types';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.98); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

export const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${t.zIndex.overlay};
  background: ${t.color.bg.backdrop};
  &[data-state='open'] {
    animation: ${fadeIn} ${t.motion.normal} ${t.motion.easing};
  }
`;

/** One static rule per size: the width and minimum height tokens, never larger than the viewport. */
const sizes = MODAL_SIZES.map(
  (size) => css`
    &[data-size='${size}'] {
      width: min(${t.size.modal[size]}, calc(100vw - 2 * ${t.space[4]}));
      min-height: min(${t.size.modalMinHeight[size]}, calc(100dvh - 2 * ${t.space[4]}));
    }
  `,
);

export const Content = styled(Dialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${t.zIndex.modal};
  transform: translate(-50%, -50%);
  display: flex;
  flex-direction: column;
  ${sizes}
  max-height: calc(100dvh - 2 * ${t.space[4]});
  background: ${t.color.bg.raised};
  color: ${t.color.text.primary};
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.lg};
  box-shadow: ${t.shadow.overlay};
  &[data-state='open'] {
    animation: ${rise} ${t.motion.normal} ${t.motion.easing};
  }
  &:focus {
    outline: none;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${t.space[3]};
  min-height: ${t.size.controlLg};
  padding-block: ${t.space[3]};
  padding-inline: ${t.space[5]} ${t.space[3]};
  border-bottom: 1px solid ${t.color.border.default};
  &[data-untitled] {
    border-bottom: 0;
    padding-block-end: 0;
  }
`;

export const Title = styled(Dialog.Title)`
  flex: 1;
  font-size: ${t.font.size.lg};
  font-weight: ${t.font.weight.semibold};
`;

export const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: ${t.space[5]};
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${t.space[3]};
  padding: ${t.space[4]} ${t.space[5]};
  border-top: 1px solid ${t.color.border.default};
`;

export const CloseButton = styled(Dialog.Close)`
  ${closeButtonStyles}
`;
