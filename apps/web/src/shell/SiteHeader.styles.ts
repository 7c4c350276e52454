import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { Clock } from '@tessera/ui';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${t.zIndex.header};
  display: flex;
  align-items: center;
  gap: ${t.space[4]};
  min-height: ${t.size.header};
  padding: 0 ${t.space[4]};
  background: ${t.color.bg.surface};
  /* On a phone the visitor's or member's controls take a second row rather than overflow. */
  @media (max-width: 480px) {
    flex-wrap: wrap;
    gap: ${t.space[1]} ${t.space[2]};
    padding: ${t.space[1]} ${t.space[2]};
  }
  border-bottom: 1px solid ${t.color.border.default};
`;

/**
 * The visitor's or member's controls. On a phone they always take the second row, at the height
 * of the member's row (a control and its 1 px border) whoever is signed in and whether their code
 * has arrived: the header keeps one height from the document's frame (bootShell.css) through
 * logging in and out, so nothing under it moves.
 */
export const Account = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  @media (max-width: 480px) {
    flex: 1 0 100%;
    min-height: calc(${t.size.controlMd} + 2px);
  }
`;

export const Logo = styled(Link)`
  font-family: ${t.font.family.heading};
  font-size: ${t.font.size.xl};
  font-weight: ${t.font.weight.bold};
  color: ${t.color.text.primary};
  text-decoration: none;
  letter-spacing: 0.02em;
  & span {
    color: ${t.color.accent.primary};
  }
`;

export const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${t.space[2]};
  top: -100px;
  padding: ${t.space[2]} ${t.space[3]};
  background: ${t.color.bg.raised};
  border-radius: ${t.radius.md};
  &:focus {
    top: ${t.space[2]};
  }
`;

export const Spacer = styled.div`
  flex: 1;
`;

/** Holds the place of a header control while its code arrives, so nothing shifts. */
export const Placeholder = styled.span`
  display: inline-block;
  width: 5.5rem;
  height: ${t.size.controlMd};
`;

export const HeaderClock = styled(Clock)`
  font-size: ${t.font.size.sm};
  @media (max-width: 768px) {
    display: none;
  }
`;
