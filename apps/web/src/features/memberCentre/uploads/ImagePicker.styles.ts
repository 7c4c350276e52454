import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Wrap = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${t.space[2]};
  & > label {
    font-weight: ${t.font.weight.medium};
  }
  & .hint {
    margin: 0;
    color: ${t.color.text.muted};
    font-size: ${t.font.size.sm};
  }
  & input[type='file'] {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
    overflow: hidden;
  }
`;

export const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${t.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    display: flex;
    flex-direction: column;
    gap: ${t.space[1]};
    width: 6.5rem;
  }
  & img {
    width: 6.5rem;
    height: 6.5rem;
    object-fit: cover;
    border-radius: ${t.radius.md};
    border: 1px solid ${t.color.border.default};
    background: ${t.color.bg.sunken};
  }
  & span {
    font-size: ${t.font.size.xs};
    color: ${t.color.text.muted};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
