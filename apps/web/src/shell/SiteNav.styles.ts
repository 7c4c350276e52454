import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Bar = styled.nav`
  position: relative;
  background: ${t.color.bg.surface};
  border-bottom: 1px solid ${t.color.border.default};
`;

export const List = styled.ul`
  display: flex;
  gap: ${t.space[1]};
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 ${t.space[4]};
  list-style: none;
  overflow-x: auto;
  scrollbar-width: none;
`;

export const Item = styled.li`
  flex: none;
`;

export const Entry = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: ${t.size.controlLg};
  padding: 0 ${t.space[3]};
  color: ${t.color.text.muted};
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.semibold};
  text-decoration: none;
  border-bottom: 2px solid transparent;
  &:hover {
    color: ${t.color.text.primary};
  }
  &.active {
    color: ${t.color.accent.primary};
    border-bottom-color: ${t.color.accent.primary};
  }
`;

export const Dropdown = styled.div`
  position: absolute;
  inset-inline: 0;
  top: 100%;
  z-index: ${t.zIndex.dropdown};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${t.space[2]} ${t.space[4]};
`;
