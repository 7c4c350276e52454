import { askAhead, type Banner } from '@tessera/api';
import { startLanguage } from '@tessera/i18n/storage';
import { api, http, setApiLanguage } from './core/api';
import { BANNER_GROUP_BY_PATH } from './features/content/bannerGroupMap';

// The site's first script, and a small one: it runs while the app's own code is still arriving and
// sends the reads the first view cannot paint without (the platform's status, the page's banners),
// so their answers travel alongside that code instead of after it. The app's own calls then take
// these answers (askAhead). Its chunk holds only the API client: the build checks that it imports
// nothing of the app's code, which it would otherwise wait for.

/** The first banner's image is what a phone paints largest: it is fetched as soon as it is known. */
function preloadFirstBanner(banners: Banner[]) {
  const url = banners[0]?.url;
  if (!url) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.append(link);
}

setApiLanguage(startLanguage());
askAhead(http, () => {
  void api.system.getStatus(window.location.host).catch(() => undefined);
  const group = BANNER_GROUP_BY_PATH[window.location.pathname];
  if (group) void api.content.getBanners(group).then(preloadFirstBanner, () => undefined);
});
