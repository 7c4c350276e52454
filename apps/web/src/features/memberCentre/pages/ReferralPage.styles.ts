import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Page = styled.div`
  display: grid;
  gap: ${t.space[5]};
  min-width: 0;
`;

export const Share = styled.div`
  display: grid;
  gap: ${t.space[4]};
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  @media (max-width: 40rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Details = styled.div`
  display: grid;
  gap: ${t.space[3]};
  min-width: 0;
  & > p {
    margin: 0;
    color: ${t.color.text.muted};
  }
`;

export const CopyRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${t.space[2]} ${t.space[3]};
  & > [role='status'] {
    color: ${t.color.text.primary};
    font-size: ${t.font.size.sm};
  }
`;

/** QR codes need a light quiet zone to scan, in dark mode too. */
export const Qr = styled.img`
  justify-self: center;
  width: 160px;
  height: 160px;
  padding: ${t.space[2]};
  border-radius: ${t.radius.md};
  background: #ffffff;
`;
