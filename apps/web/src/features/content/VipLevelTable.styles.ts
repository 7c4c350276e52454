import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { Table } from './contentTable.styles';

export const Levels = styled(Table)`
  /* The level stays in view while the figures scroll sideways on a phone. */
  & th[scope='row'] {
    position: sticky;
    inset-inline-start: 0;
    background: ${t.color.bg.surface};
    text-align: start;
  }
  & thead th:first-child {
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
  }
  & tr[aria-current='true'] > * {
    background: ${t.color.bg.accentSubtle};
    font-weight: ${t.font.weight.semibold};
  }
  & tr[aria-current='true'] > th {
    border-inline-start: 4px solid ${t.color.accent.primary};
    padding-inline-start: calc(${t.space[4]} - 4px);
  }
  & thead tr:first-child th {
    text-align: center;
    border-bottom: 1px solid ${t.color.border.default};
  }
`;

export const Caption = styled.p`
  margin: 0 0 ${t.space[2]};
  font-size: ${t.font.size.sm};
  color: ${t.color.text.muted};
`;

export const You = styled.span`
  display: block;
  margin-top: ${t.space[1]};
  font-size: ${t.font.size.xs};
  color: ${t.color.text.primary};
`;
