import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${t.space[2]};
  padding: ${t.space[9]} ${t.space[6]};
  text-align: center;
  color: ${t.color.text.primary};
  &[data-size='compact'] {
    padding: ${t.space[5]} ${t.space[4]};
    gap: ${t.space[1]};
  }
`;

export const Icon = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${t.space[10]};
  height: ${t.space[10]};
  margin-block-end: ${t.space[2]};
  border-radius: ${t.radius.pill};
  background: ${t.color.bg.accentSubtle};
  color: ${t.color.text.muted};
  & > svg {
    width: ${t.space[7]};
    height: ${t.space[7]};
    max-width: none;
  }
  [data-size='compact'] > & {
    width: ${t.size.controlMd};
    height: ${t.size.controlMd};
    margin-block-end: ${t.space[1]};
    & > svg {
      width: ${t.space[5]};
      height: ${t.space[5]};
    }
  }
`;

export const Title = styled.p`
  margin: 0;
  font-family: ${t.font.family.heading};
  font-size: ${t.font.size.lg};
  font-weight: ${t.font.weight.semibold};
  line-height: ${t.font.lineHeight.tight};
  [data-size='compact'] > & {
    font-size: ${t.font.size.md};
  }
`;

export const Description = styled.p`
  max-width: 40ch;
  margin: 0;
  color: ${t.color.text.muted};
  font-size: ${t.font.size.md};
  line-height: ${t.font.lineHeight.normal};
  [data-size='compact'] > & {
    font-size: ${t.font.size.sm};
  }
`;

export const Action = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${t.space[3]};
  margin-block-start: ${t.space[4]};
  [data-size='compact'] > & {
    margin-block-start: ${t.space[2]};
  }
`;
