import { describe, expect, it } from 'vitest';
import { renderContent } from '../test/renderContent';
import { Page } from './Page';

describe('a page', () => {
  it('names itself in the document title and the search description, in the reader’s language', async () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
    await renderContent(<Page titleKey="page_promotions" />, { path: '/promotions' });
    expect(document.title).toBe('Promotions · Tessera');
    expect(meta.content).toBe(
      'Promotions at Tessera: live casino, slots, sports, lottery and more, for players aged 18 and over.',
    );
    meta.remove();
  });
});
