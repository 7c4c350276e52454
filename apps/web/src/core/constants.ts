/**
 * Behaviour constants of the product (spec §9), named once and imported where used.
 */
/** Home's addresses (§2): `/index`, answered at `/index.html` too; `/` leads to the first. */
export const HOME_PATHS = ['/index', '/index.html'] as const;
/** Every address a visitor reaches home at: its own and `/`. */
export const HOME_ADDRESSES = ['/', ...HOME_PATHS] as const;
export const BANNER_AUTOPLAY_MS = 5000;
export const JACKPOT_TICK_MS = 3000;
export const JACKPOT_STEP = 165.11;
export const COUNTRY_DROPDOWN_CLOSE_MS = 200;
/** A route's code that has not arrived after this long is treated as failed (§8). */
export const CHUNK_TIMEOUT_MS = 120_000;
export const CLOCK_TICK_MS = 1000;
export const SMS_COUNTDOWN_DEFAULT_MINUTES = 1;
export const PHONE_VERIFICATION_WAIT_MINUTES = 5;
export const INFINITE_SCROLL_THROTTLE_MS = 200;
export const SEARCH_DEBOUNCE_MS = 500;
export const GAME_PAGE_SIZE = 30;
export const ANNOUNCEMENTS_PER_PAGE = 7;
export const PROVIDER_DROPDOWN_MAX = 15;
export const PROVIDER_MENU_ARROWS_ABOVE = 9;
export const FOOTER_PROVIDERS_PER_VIEW = 9;
export const POPULAR_LOTTERY_COUNT = 20;
/** The most columns a grid of lottery games has. */
export const LOTTERY_GRID_COLUMNS = 6;
export const VN_NUMERO_COUNT = 100;
export const WINNER_BOARD_COUNT = 20;
/** §2: the sports provider whose book opens on its own page, /fbsports. */
export const FB_SPORTS = 'FB';
export const PAGINATION_RANGE = 3;
export const PAGINATION_MARGIN = 1;
export const SCROLLER_WAIT_MS = 1000;
export const SCROLLER_MIN_ITEMS = 5;

/** Browser storage keys (§3). */
export const STORAGE_KEYS = {
  token: 'token',
  isAgent: 'isAgent',
  theme: 'theme',
  merchant: 'merchant',
  /** Set for the rest of the browser session once the entry pop-up announcements are closed. */
  entryPopupClosed: 'entryPopupClosed',
} as const;

/** Where country flags are served (§2: COUNTRY_FLAG/{countryCode}.png). */
export const COUNTRY_FLAG_PATH = (countryCode: string) => `/static/COUNTRY_FLAG/${countryCode}.png`;

/** §1/§9: players must be this old; the footer says so. */
export const MINIMUM_AGE = 18;
/** §9: the footer's copyright year. */
export const COPYRIGHT_YEAR = 2023;
/** The help-centre topic of responsible gaming, which the footer links to. */
export const RESPONSIBLE_GAMING_TOPIC = '6';

/** While an agent's contract offer or termination request waits for the other side, its answer is looked for this often. */
export const CONTRACT_ANSWER_POLL_MS = 15_000;
