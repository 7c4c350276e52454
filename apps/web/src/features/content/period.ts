import { tagOf } from '@tessera/i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

/** A calendar day in the reader's language ('Jan 1, 2024', '2024年1月1日'), local time. */
export function formatDay(iso: string, language: string): string {
  const tag = tagOf(language);
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
    formats.set(tag, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}
