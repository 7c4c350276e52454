import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Tag = styled.span`
  padding: ${t.space[1]} ${t.space[2]};
  border-radius: ${t.radius.pill};
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.semibold};
  color: ${t.color.text.primary};
  background: ${t.color.bg.sunken};
  &[data-tone='success'] {
    background: ${t.color.status.successSubtle};
  }
  &[data-tone='danger'] {
    background: ${t.color.status.dangerSubtle};
  }
  &[data-tone='warning'] {
    background: ${t.color.status.warningSubtle};
  }
  &[data-tone='info'] {
    background: ${t.color.status.infoSubtle};
  }
`;
