import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { Card } from '../styles';
import { focusRing } from '@tessera/ui';

/**
 * The list beside the chosen message; where the page is narrow (a phone), one of them at a time:
 * the list, or the message with its back button.
 */
export const Layout = styled.div`
  container-type: inline-size;
  min-width: 0;
  & > div {
    display: grid;
    grid-template-columns: minmax(0, 18rem) minmax(0, 1fr);
    gap: ${t.space[5]};
    align-items: start;
  }
  /* Side by side the list is always there, so "back to messages" is only for the narrow layout. */
  @container (min-width: 561px) {
    & > div > [data-part='reader'] > [data-part='back'] {
      display: none;
    }
  }
  @container (max-width: 560px) {
    & > div {
      grid-template-columns: minmax(0, 1fr);
    }
    & > div[data-reading='true'] > [data-part='list'],
    & > div[data-reading='false'] > [data-part='reader'] {
      display: none;
    }
  }
`;

export const Column = styled.div`
  display: grid;
  gap: ${t.space[3]};
  min-width: 0;
  & > nav {
    justify-self: center;
  }
  & > [data-part='back'] {
    justify-self: start;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${t.space[2]} ${t.space[3]};
  & > p {
    margin: 0;
    color: ${t.color.text.muted};
    font-size: ${t.font.size.sm};
  }
`;

export const List = styled.ul`
  display: grid;
  gap: ${t.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.button`
  display: grid;
  gap: ${t.space[1]};
  width: 100%;
  padding: ${t.space[3]};
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.md};
  background: ${t.color.bg.surface};
  color: ${t.color.text.primary};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${t.color.bg.hover};
  }
  ${focusRing()}
  &[aria-current='true'] {
    border-color: ${t.color.accent.primary};
    box-shadow: inset 3px 0 0 ${t.color.accent.primary};
    background: ${t.color.bg.accentSubtle};
  }
  & > span:first-child {
    display: flex;
    align-items: baseline;
    gap: ${t.space[2]};
    min-width: 0;
    overflow-wrap: anywhere;
  }
  &[data-unread='true'] > span:first-child {
    font-weight: ${t.font.weight.semibold};
  }
  & time {
    color: ${t.color.text.muted};
    font-size: ${t.font.size.sm};
    font-variant-numeric: tabular-nums;
  }
`;

/** The unread marker: a word, not a colour alone. */
export const UnreadTag = styled.span`
  flex: none;
  padding: 0 ${t.space[2]};
  border-radius: ${t.radius.pill};
  background: ${t.color.status.danger};
  color: ${t.color.status.onStatus};
  font-size: ${t.font.size.xs};
  font-weight: ${t.font.weight.semibold};
  line-height: 1.5;
`;

/** The chosen message: the member-centre card (rendered `as="article"`), its title wrapping long words. */
export const Reader = styled(Card)`
  min-width: 0;
  & > h3 {
    overflow-wrap: anywhere;
    &:focus {
      outline: none;
    }
    ${focusRing()}
  }
  & > p {
    margin: 0;
    color: ${t.color.text.muted};
    font-size: ${t.font.size.sm};
  }
`;
