import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { SanitizedHtml } from '@tessera/ui';

export const BackLink = styled(Link)`
  display: inline-block;
  margin-bottom: ${t.space[4]};
  color: ${t.color.text.link};
  font-weight: ${t.font.weight.semibold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &[data-part='bottom'] {
    margin: ${t.space[6]} 0 0;
  }
`;

export const Art = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 10 / 3;
  object-fit: cover;
  border-radius: ${t.radius.lg};
  background: ${t.color.bg.sunken};
`;

export const Heading = styled.header`
  display: grid;
  gap: ${t.space[2]};
  & h2 {
    margin: 0;
    font-size: ${t.font.size.xl};
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${t.space[1]} ${t.space[3]};
  margin: 0;
  font-size: ${t.font.size.sm};
  & dt {
    color: ${t.color.text.muted};
  }
  & dd {
    margin: 0;
    font-weight: ${t.font.weight.semibold};
  }
`;

/** The offer at a glance: artwork beside its title and dates on wide screens, above them on phones. */
export const Offer = styled.div`
  display: grid;
  gap: ${t.space[4]};
  align-items: center;
  margin-bottom: ${t.space[6]};
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

/** Keeps the terms at a readable measure on wide screens. */
export const Terms = styled(SanitizedHtml)`
  max-width: 70ch;
`;
