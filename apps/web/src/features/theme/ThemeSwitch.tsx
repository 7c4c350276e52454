import { useTranslation } from '@tessera/i18n';
import { Button, Icon } from '@tessera/ui';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { selectThemeMode } from './selectors';
import { themeToggled } from './slice';

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
      <Icon name={mode === 'dark' ? 'sun' : 'moon'} size="lg" />
    </Button>
  );
}
