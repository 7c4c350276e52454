import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${t.space[5]};
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${t.space[3]};
  & > h3 {
    margin: 0;
    font-size: ${t.font.size.md};
    font-weight: ${t.font.weight.semibold};
  }
`;

export const Bones = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr));
  gap: ${t.space[3]};
`;
