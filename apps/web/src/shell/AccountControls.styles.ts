import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${t.space[2]};
`;

const buttonLook = css`
  display: inline-flex;
  align-items: center;
  min-height: ${t.size.controlSm};
  padding: 0 ${t.space[3]};
  border-radius: ${t.radius.md};
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.semibold};
  text-decoration: none;
  color: ${t.color.text.primary};
  &[data-variant='primary'] {
    background: ${t.color.accent.primary};
    color: ${t.color.text.onAccent};
  }
`;

export const ButtonLink = styled(Link)`
  ${buttonLook}
`;

/** Holds the register button's place until the platform says whether registration is open. */
export const HeldPlace = styled.span`
  ${buttonLook}
  visibility: hidden;
`;
