import { useRef, useState } from 'react';
import { REFERRAL_PAGE_SIZE } from '@tessera/api';
import type { ReferralFriend } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { Button, type DataTableColumn, DescriptionItem, DescriptionList, TextField } from '@tessera/ui';
import { ContentSkeleton, LoadFailure } from '../../content/QueryStatus';
import type { FailureInfo } from '../../system/slice';
import { formatRecordTime } from '../records/dates';
import { RecordsResults } from '../records/RecordsResults';
import { inviteLink, inviteQrSrc } from '../referral/inviteLink';
import { referralErrorMessage } from '../referral/messages';
import { useReferralFriendsQuery, useReferralInfoQuery } from '../referralApi';
import { Card } from '../styles';
import { Page, Share, Details, CopyRow, Qr } from './ReferralPage.styles';

/** The member's code, invite link (copied with a polite word of it) and the link's QR code. */
function Invite({ code, friendCount }: { code: string; friendCount: number }) {
  const { t: translate } = useTranslation();
  const link = inviteLink(code);
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      field.current?.focus();
      field.current?.select();
      setCopy('failed');
    }
  };
  return (
    <Card aria-labelledby="referral-share">
      <h3 id="referral-share">{translate('referral_share_title')}</h3>
      <Share>
        <Details>
          <p>{translate('referral_intro')}</p>
          <DescriptionList>
            <DescriptionItem label={translate('referral_code_label')}>{code}</DescriptionItem>
            <DescriptionItem label={translate('referral_friend_count')}>{friendCount}</DescriptionItem>
          </DescriptionList>
          <TextField
            ref={field}
            label={translate('referral_link_label')}
            value={link}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
          />
          <CopyRow>
            <Button onClick={() => void onCopy()}>{translate('referral_copy')}</Button>
            <span role="status">
              {copy === 'copied'
                ? translate('referral_copied')
                : copy === 'failed'
                  ? translate('referral_copy_failed')
                  : ''}
            </span>
          </CopyRow>
        </Details>
        <Qr
          src={inviteQrSrc(code)}
          alt={translate('referral_qr_alt')}
          width={160}
          height={160}
          loading="lazy"
          decoding="async"
        />
      </Share>
    </Card>
  );
}

/** The friends who registered with the member's code, a page at a time. */
function Friends() {
  const { t: translate } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const friends = useReferralFriendsQuery(
    { pageNo, pageSize: REFERRAL_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const columns: DataTableColumn<ReferralFriend>[] = [
    { id: 'account', header: translate('referral_col_account'), align: 'start', cell: (f) => f.account },
    {
      id: 'registered',
      header: translate('referral_col_registered'),
      align: 'start',
      cell: (f) => <time dateTime={f.registeredAt}>{formatRecordTime(f.registeredAt)}</time>,
    },
  ];
  return (
    <Card aria-labelledby="referral-friends">
      <h3 id="referral-friends">{translate('referral_friends_title')}</h3>
      <RecordsResults
        query={friends}
        keepPrevious
        failure={(t, error) => ({ title: t('referral_friends_failed'), text: referralErrorMessage(t, error) })}
        empty={{ title: translate('referral_friends_empty'), description: translate('referral_friends_empty_text') }}
        caption={(count) => translate('referral_friends_caption', { count })}
        columns={columns}
        rowKey={(f) => `${f.account}-${f.registeredAt}`}
        page={pageNo}
        onPageChange={setPageNo}
      />
    </Card>
  );
}

/**
 * Member centre, invite friends (referral): the member's own referral code and invite link to
 * copy or scan, and the friends who registered with it.
 */
export default function ReferralPage() {
  const { t: translate } = useTranslation();
  const info = useReferralInfoQuery(undefined, { refetchOnMountOrArgChange: true });
  let invite;
  if (info.isError && !info.isFetching) {
    invite = (
      <LoadFailure
        size="compact"
        title={translate('referral_load_failed')}
        description={referralErrorMessage(translate, info.error as FailureInfo | undefined)}
        onRetry={() => void info.refetch()}
      />
    );
  } else if (!info.data) {
    invite = <ContentSkeleton rows={2} height={56} />;
  } else {
    invite = <Invite code={info.data.referralCode} friendCount={info.data.friendCount} />;
  }
  return (
    <Page>
      {invite}
      <Friends />
    </Page>
  );
}
