import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { Modal } from '../Modal';

/**
 * The confirmation dialog is the generic modal at the `sm` size. Its parts are reached through
 * the modal's `data-part` hooks; the tone arrives as `data-tone` on the dialog element.
 */
export const StyledModal = styled(Modal)`
  & [data-part='body'] {
    display: flex;
    align-items: flex-start;
    gap: ${t.space[4]};
    padding-block: ${t.space[5]};
  }
  & [data-part='footer'] {
    border-top: 0;
    padding-block-start: 0;
    padding-block-end: ${t.space[5]};
  }
`;

export const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${t.size.controlMd};
  height: ${t.size.controlMd};
  border-radius: ${t.radius.pill};
  color: ${t.color.status.onStatus};
  background: ${t.color.status.info};
  & > svg {
    width: 1.25rem;
    height: 1.25rem;
    max-width: none;
  }
  [data-tone='warning'] & {
    background: ${t.color.status.warning};
  }
  [data-tone='danger'] & {
    background: ${t.color.status.danger};
  }
`;

export const Message = styled.div`
  flex: 1;
  min-width: 0;
  align-self: center;
  color: ${t.color.text.primary};
  line-height: ${t.font.lineHeight.normal};
  overflow-wrap: anywhere;
  & > p {
    margin: 0;
  }
  & > p + p {
    margin-block-start: ${t.space[2]};
  }
`;
