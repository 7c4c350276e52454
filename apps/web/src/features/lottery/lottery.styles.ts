import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

/** A section's h2 with a link on the far side (wrapping under it on a phone). */
export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${t.space[2]} ${t.space[4]};
  margin-bottom: ${t.space[3]};
  & h2 {
    margin: 0;
    font-size: ${t.font.size.xl};
  }
  & p {
    margin: ${t.space[1]} 0 0;
    color: ${t.color.text.muted};
    font-size: ${t.font.size.sm};
  }
`;
