import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Resource } from '@tessera/api';
import DownloadPage from './DownloadPage';
import { openStatus } from '../test/fixtures';
import { statusLoaded } from '../features/system/slice';
import { captureInstallPrompt } from '../features/content/installPrompt';
import { renderContent } from '../test/renderContent';

const apps: Resource[] = [
  { resourceType: 'APP_IOS', url: '/static/app/ios.html', qrCodeUrl: '/static/qr/app-ios.svg', labelNameEn: 'iOS' },
  {
    resourceType: 'APP_ANDROID',
    url: '/static/app/android.html',
    qrCodeUrl: '/static/qr/app-android.svg',
    labelNameEn: 'Android',
  },
];

async function open(path = '/down', resources = apps) {
  const view = await renderContent(<DownloadPage />, { path, content: {} });
  act(() => {
    view.store.dispatch(statusLoaded(openStatus({ resources })));
  });
  return view;
}

const scrolled = vi.fn();
beforeAll(() => {
  captureInstallPrompt(window);
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled(this.id);
  };
});
afterEach(() => scrolled.mockClear());

describe('the app download page', () => {
  it('shows each app’s QR code, download link and install guide from the status resources', async () => {
    await open();
    const ios = screen.getByRole('region', { name: 'iOS app' });
    expect(ios).toHaveAttribute('id', 'ios');
    expect(within(ios).getByRole('img', { name: 'QR code to download the iOS app' })).toHaveAttribute(
      'src',
      '/static/qr/app-ios.svg',
    );
    expect(within(ios).getByRole('link', { name: 'Download for iOS' })).toHaveAttribute('href', '/static/app/ios.html');
    expect(within(ios).getAllByRole('listitem')).toHaveLength(3);
    const android = screen.getByRole('region', { name: 'Android app' });
    expect(within(android).getByRole('img', { name: 'QR code to download the Android app' })).toHaveAttribute(
      'src',
      '/static/qr/app-android.svg',
    );
  });

  it('says an app is unavailable when its resource is missing, keeping its anchor', async () => {
    await open('/down', apps.slice(0, 1));
    const android = screen.getByRole('region', { name: 'Android app' });
    expect(android).toHaveAttribute('id', 'android');
    expect(android).toHaveTextContent('This download is not available right now');
    expect(within(android).queryByRole('img')).not.toBeInTheDocument();
  });

  it('brings the block named by the #fragment into view and focus', async () => {
    await open('/down#android');
    expect(scrolled).toHaveBeenCalledWith('android');
    expect(screen.getByRole('region', { name: 'Android app' })).toHaveFocus();
  });

  it('offers the lite app install only when the browser does, and asks the browser on click', async () => {
    await open();
    expect(screen.queryByRole('button', { name: 'Install the lite app' })).not.toBeInTheDocument();
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(async () => undefined),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Install the lite app' }));
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(await screen.findByText('The lite app is installed. Open it from your home screen.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install the lite app' })).not.toBeInTheDocument();
  });
});
