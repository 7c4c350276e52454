import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Pill = styled.span`
  display: inline-block;
  padding: 0 ${t.space[2]};
  border-radius: ${t.radius.pill};
  color: ${t.color.text.primary};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  /* A figure: sign, digits and separators keep their order on a right-to-left page. */
  &:dir(rtl) {
    direction: ltr;
    unicode-bidi: isolate;
  }
  &[data-sign='up'] {
    background: ${t.color.status.successSubtle};
  }
  &[data-sign='down'] {
    background: ${t.color.status.dangerSubtle};
  }
  &[data-tone='neutral'] {
    background: ${t.color.bg.sunken};
  }
`;
