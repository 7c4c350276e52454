import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { focusRing } from '@tessera/ui';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${t.space[1]};
  & > label {
    font-weight: ${t.font.weight.medium};
  }
  & textarea {
    min-height: 9rem;
    padding: ${t.space[2]} ${t.space[3]};
    font: inherit;
    line-height: 1.5;
    color: ${t.color.text.primary};
    background: ${t.color.bg.surface};
    border: 1px solid ${t.color.border.strong};
    border-radius: ${t.radius.md};
    resize: vertical;
  }
  ${focusRing({ placement: 'tight', selector: '& textarea:focus-visible' })}
  & textarea[aria-invalid='true'] {
    border-color: ${t.color.text.danger};
  }
  & .meta {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${t.space[2]};
    color: ${t.color.text.muted};
    font-size: ${t.font.size.sm};
  }
  & .meta [data-over] {
    color: ${t.color.text.danger};
    font-weight: ${t.font.weight.semibold};
  }
`;
