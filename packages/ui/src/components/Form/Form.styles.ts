import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${t.space[5]};
  min-width: 0;
`;

/**
 * Fields side by side while each can be at least 14rem wide, stacked otherwise. It follows the
 * space the row has (a narrow dialog stacks on a wide screen), not the window.
 */
export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  align-items: start;
  gap: ${t.space[5]} ${t.space[4]};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${t.space[3]};
  justify-content: flex-end;
  &[data-align='start'] {
    justify-content: flex-start;
  }
  &[data-align='between'] {
    justify-content: space-between;
  }
  &[data-align='stretch'] > * {
    flex: 1 1 0;
  }
`;

export const Message = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${t.space[3]};
  padding: ${t.space[3]} ${t.space[4]};
  border: 0;
  border-inline-start: 4px solid var(--tone);
  border-radius: ${t.radius.md};
  font-size: ${t.font.size.sm};
  line-height: ${t.font.lineHeight.normal};
  color: ${t.color.text.primary};

  &[data-tone='danger'] {
    background: ${t.color.status.dangerSubtle};
    --tone: ${t.color.status.danger};
  }
  &[data-tone='success'] {
    background: ${t.color.status.successSubtle};
    --tone: ${t.color.status.success};
  }
  &[data-tone='warning'] {
    background: ${t.color.status.warningSubtle};
    --tone: ${t.color.status.warning};
  }
  &[data-tone='info'] {
    background: ${t.color.status.infoSubtle};
    --tone: ${t.color.status.info};
  }
`;

export const MessageIcon = styled.svg`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  margin-block-start: calc((${t.font.size.sm} * ${t.font.lineHeight.normal} - 1.25rem) / 2);
  /* The tone drawn towards the text colour, so the icon stands out on the tinted background in either mode. */
  color: color-mix(in srgb, var(--tone) 65%, ${t.color.text.primary});
`;

export const MessageBody = styled.div`
  flex: 1;
  min-width: 0;
  & > strong {
    display: block;
    font-weight: ${t.font.weight.semibold};
  }
`;
