import styled, { css } from 'styled-components';
import { theme as t } from '@tessera/tokens';

/** Error text: the token made for small danger text (4.5:1 in every mode and brand). */
export const dangerText = t.color.text.danger;

export const fieldMessage = css`
  display: flex;
  align-items: flex-start;
  gap: ${t.space[1]};
  margin: 0;
  font-size: ${t.font.size.sm};
  line-height: ${t.font.lineHeight.tight};
`;

export const Message = styled.p`
  ${fieldMessage}
  color: ${dangerText};
  font-weight: ${t.font.weight.medium};
`;

export const Icon = styled.svg`
  flex: none;
  width: 1em;
  height: 1em;
  /* Centres the icon on the first line of text. */
  margin-block-start: calc((1em * ${t.font.lineHeight.tight} - 1em) / 2);
  color: ${t.color.status.danger};
`;
