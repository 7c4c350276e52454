import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

/** A titled block of a member-centre page: a bordered card with its `<h3>`. */
export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${t.space[3]};
  padding: ${t.space[4]};
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.lg};
  background: ${t.color.bg.surface};
  & > h3 {
    margin: 0;
    font-size: ${t.font.size.md};
    font-weight: ${t.font.weight.semibold};
  }
`;

/**
 * A line of a card: what a setting is, and the control that changes it, side by side; on a phone
 * the control wraps under the text.
 */
export const ActionRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${t.space[3]};
  flex-wrap: wrap;
  & p {
    margin: 0;
    color: ${t.color.text.muted};
    flex: 1 1 16rem;
  }
`;
