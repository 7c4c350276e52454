import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { FIRST_VIEW_MS } from './firstView';
import { useImageFallback } from './useImageFallback';

const A = 'https://cdn.example/a.png';
const B = 'https://cdn.example/b.png';
const BACKUP = 'https://cdn.example/backup.png';

let renders = 0;
function Picture({ src }: { src: string }) {
  renders += 1;
  const image = useImageFallback(src, BACKUP, { attempts: 2, retryDelayMs: 100 });
  return image.src ? <img key={image.key} alt="" data-phase={image.phase} {...image.imgProps} /> : <span>icon</span>;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  renders = 0;
});

describe('useImageFallback', () => {
  it('starts a new image over in the same render: one render for the change, none more', () => {
    const { container, rerender } = render(<Picture src={A} />);
    // A picture that arrives is marked on its element: no render.
    const first = renders;
    fireEvent.load(container.querySelector('img')!);
    expect(container.querySelector('img')).toHaveAttribute('data-loaded');
    expect(renders).toBe(first);
    const before = renders;
    rerender(<Picture src={B} />);
    expect(renders - before).toBe(1);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', B);
    expect(img).toHaveAttribute('data-phase', 'image');
    expect(img).not.toHaveAttribute('data-loaded');
  });

  it("marks a picture arriving in the page's first view early (it shows at once), a later one to fade in", () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(FIRST_VIEW_MS - 1);
    const { container, rerender } = render(<Picture src={A} />);
    fireEvent.load(container.querySelector('img')!);
    expect(container.querySelector('img')).toHaveAttribute('data-loaded', 'early');
    now.mockReturnValue(FIRST_VIEW_MS);
    rerender(<Picture src={B} />);
    fireEvent.load(container.querySelector('img')!);
    expect(container.querySelector('img')).toHaveAttribute('data-loaded', '');
  });

  it('after a change, retries and falls back for the new image as for the first', () => {
    vi.useFakeTimers();
    const { container, rerender } = render(<Picture src={A} />);
    fireEvent.error(container.querySelector('img')!);
    act(() => vi.advanceTimersByTime(100));
    rerender(<Picture src={B} />);
    // The new image gets its own attempts: an error is retried once more before the fallback.
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toHaveAttribute('src', B);
    act(() => vi.advanceTimersByTime(100));
    expect(container.querySelector('img')).toHaveAttribute('src', B);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toHaveAttribute('src', BACKUP);
    fireEvent.error(container.querySelector('img')!);
    expect(container.textContent).toBe('icon');
  });
});
