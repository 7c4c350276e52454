import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { visuallyHidden } from '@tessera/ui';

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${t.space[2]};
`;

export const Who = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${t.space[2]};
  font-weight: ${t.font.weight.semibold};
`;

/** On a phone the avatar alone shows; the name stays the trigger's text for assistive technology. */
export const Name = styled.span`
  max-width: 10rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  @media (max-width: 768px) {
    ${visuallyHidden}
  }
`;

export const Vip = styled.span`
  @media (max-width: 480px) {
    ${visuallyHidden}
  }
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;

/** Deposit and withdraw beside the balance (§2); on a phone, where the row has room for one, withdraw moves into the menu. */
export const Cashier = styled.div`
  display: flex;
  gap: ${t.space[1]};
`;
