import styled from 'styled-components';
import { useTranslation } from '@tessera/i18n';
import { Button } from '@tessera/ui';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsTrial } from '../session/selectors';
import { changePasswordOpened } from './slice';

/** On a phone the header has little room: the key icon stays, the words remain the button's name. */
const Label = styled.span`
  @media (max-width: 40rem) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

const KeyIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <circle cx="8" cy="15" r="4" />
    <path d="M10.8 12.2 19 4M16 7l2.5 2.5M14 9l2 2" />
  </svg>
);

/** The member menu's way to the change-password modal; a trial account has no password to change. */
export function ChangePasswordEntry() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const trial = useAppSelector(selectIsTrial);
  if (trial) return null;
  return (
    <Button variant="ghost" size="sm" startIcon={<KeyIcon />} onClick={() => dispatch(changePasswordOpened())}>
      <Label>{t('change_password_title')}</Label>
    </Button>
  );
}
