import { useTranslation } from '@tessera/i18n';
import { Button } from '@tessera/ui';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { selectThemeMode } from './selectors';
import { themeToggled } from './slice';

const Sun = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
    <circle cx="12" cy="12" r="4" fill="currentColor" />
    <path
      d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    />
  </svg>
);
const Moon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
    <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" fill="currentColor" />
  </svg>
);

/** Switches light/dark; the choice is stored under `theme`. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const mode = useAppSelector(selectThemeMode);
  const dispatch = useAppDispatch();
  // A toggle keeps one name; its pressed state says whether dark is on.
  const label = t('theme_toggle_dark');
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={label}
      title={label}
      aria-pressed={mode === 'dark'}
      onClick={() => dispatch(themeToggled())}
    >
      {mode === 'dark' ? <Sun /> : <Moon />}
    </Button>
  );
}
