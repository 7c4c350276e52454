import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { focusRing } from '../../utils/focusRing';

/** Reading styles for server content, from the design tokens (so brands restyle it too). */
export const Prose = styled.div`
  color: ${t.color.text.primary};
  font-size: ${t.font.size.md};
  line-height: ${t.font.lineHeight.normal};
  overflow-wrap: anywhere;

  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }

  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: 1.4em 0 0.5em;
    font-family: ${t.font.family.heading};
    font-weight: ${t.font.weight.semibold};
    line-height: ${t.font.lineHeight.tight};
  }
  h1 {
    font-size: ${t.font.size['2xl']};
  }
  h2 {
    font-size: ${t.font.size.xl};
  }
  h3 {
    font-size: ${t.font.size.lg};
  }
  h4,
  h5,
  h6 {
    font-size: ${t.font.size.md};
  }

  p,
  ul,
  ol,
  dl,
  blockquote,
  pre,
  table,
  figure {
    margin: 0 0 1em;
  }
  ul,
  ol {
    padding-inline-start: 1.5em;
  }
  li + li {
    margin-top: 0.25em;
  }
  li > ul,
  li > ol {
    margin: 0.25em 0 0;
  }

  /* Only real links: an anchor whose URL was removed is plain text. */
  a[href] {
    color: ${t.color.text.link};
    text-decoration: underline;
    text-underline-offset: 0.15em;
    border-radius: 2px;
  }
  a:not([href]) {
    color: inherit;
    text-decoration: none;
  }
  a[href]:hover {
    text-decoration-thickness: 2px;
  }
  ${focusRing({ selector: 'a[href]:focus-visible' })}

  strong,
  b {
    font-weight: ${t.font.weight.semibold};
  }
  small {
    font-size: ${t.font.size.sm};
  }
  mark {
    background: ${t.color.accent.highlight};
    color: ${t.color.accent.onHighlight};
    padding: 0 0.15em;
  }

  img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: ${t.radius.sm};
  }
  figure img {
    margin-bottom: ${t.space[2]};
  }
  figcaption {
    color: ${t.color.text.muted};
    font-size: ${t.font.size.sm};
  }

  blockquote {
    padding-inline-start: ${t.space[4]};
    border-inline-start: 3px solid ${t.color.border.strong};
    color: ${t.color.text.muted};
  }

  hr {
    margin: 1.5em 0;
    border: 0;
    border-top: 1px solid ${t.color.border.default};
  }

  code,
  pre {
    font-family: ${t.font.family.mono};
    font-size: 0.9em;
    background: ${t.color.bg.sunken};
    border-radius: ${t.radius.sm};
  }
  code {
    padding: 0.1em 0.3em;
  }
  pre {
    padding: ${t.space[3]};
    overflow-x: auto;
  }
  pre code {
    padding: 0;
    background: none;
  }

  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
    font-size: ${t.font.size.sm};
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: ${t.space[2]} ${t.space[3]};
    border: 1px solid ${t.color.border.default};
    text-align: start;
    vertical-align: top;
  }
  th {
    background: ${t.color.bg.sunken};
    font-weight: ${t.font.weight.semibold};
  }
`;
