import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { focusRing } from '@tessera/ui';

export const Block = styled.section`
  /* Clears the sticky header (two rows on a phone) when the side bar's link scrolls here. */
  scroll-margin-top: 7rem;
  padding: ${t.space[5]};
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.lg};
  background: ${t.color.bg.surface};
  &:focus {
    outline: none;
  }
  ${focusRing()}
  & h2 {
    margin: 0 0 ${t.space[4]};
    font-size: ${t.font.size.xl};
  }
  & h3 {
    margin: ${t.space[5]} 0 ${t.space[2]};
    font-size: ${t.font.size.md};
  }
  & ol {
    margin: 0;
    padding-inline-start: ${t.space[5]};
    display: grid;
    gap: ${t.space[1]};
  }
  & p {
    margin: 0;
    color: ${t.color.text.muted};
  }
`;

export const Get = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${t.space[4]};
`;

/** QR codes need a light quiet zone to scan, in dark mode too. */
export const Qr = styled.img`
  width: 160px;
  height: 160px;
  padding: ${t.space[2]};
  border-radius: ${t.radius.md};
  background: #ffffff;
`;

export const Actions = styled.div`
  display: grid;
  gap: ${t.space[3]};
  flex: 1 1 12rem;
`;

export const DownloadLink = styled.a`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  min-height: ${t.size.controlMd};
  padding: 0 ${t.space[4]};
  border-radius: ${t.radius.md};
  background: ${t.color.accent.primary};
  color: ${t.color.text.onAccent};
  font-weight: ${t.font.weight.semibold};
  white-space: nowrap;
  text-decoration: none;
  &:hover {
    background: ${t.color.accent.primaryHover};
  }
  ${focusRing()}
`;
