import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Setup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${t.space[4]};
  align-items: flex-start;
  & img {
    width: 11rem;
    height: 11rem;
    padding: ${t.space[2]};
    background: #fff;
    border-radius: ${t.radius.md};
    border: 1px solid ${t.color.border.default};
  }
  & > div {
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
    flex: 1 1 14rem;
    min-width: 0;
  }
  & code {
    font-family: ${t.font.family.mono};
    overflow-wrap: anywhere;
    padding: ${t.space[1]} ${t.space[2]};
    background: ${t.color.bg.sunken};
    border-radius: ${t.radius.sm};
  }
  & p {
    margin: 0;
  }
`;
