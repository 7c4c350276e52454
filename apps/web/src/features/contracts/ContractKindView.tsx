import { useEffect, useState, type ReactNode } from 'react';
import type { Contract, ContractKind, ContractList, ContractTerms as Terms, DownlineContracts } from '@tessera/api';
import { contractRates } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { formatTimestamp } from '@tessera/format';
import {
  Button,
  DataTable,
  type DataTableColumn,
  Dialog,
  FormMessage,
  Modal,
  ModalBody,
  ModalHeader,
  ModalTitle,
  Skeleton,
} from '@tessera/ui';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { LoadFailure } from '../content/QueryStatus';
import { Card } from '../memberCentre/styles';
import { ContractTerms } from './ContractTerms';
import { useContractListQuery } from './contractsApi';
import { formatRate, KIND_LABELS, STATUS_LABELS } from './format';
import { contractErrorMessage } from './messages';
import { OfferForm } from './OfferForm';
import { contractDismissed, contractRequested, selectNegotiation, type ContractCommand } from './slice';
import { Page, Actions, Status } from './ContractKindView.styles';

/** The rates of terms in a line: "1.50%", or "0.50% / 1.00%" for real-time salary's profit and loss rates. */
function rateLine(kind: ContractKind, terms: Terms): string {
  const r = contractRates(terms);
  return kind === 'REALTIME_SALARY' ? `${formatRate(r.profitRate)} / ${formatRate(r.lossRate)}` : formatRate(r.rate);
}

/** What a negotiation under `flowKey` came to, in words, with a way to put the note away. */
function NegotiationNote({ flowKey }: { flowKey: string }) {
  const { t: translate } = useTranslation();
  const dispatch = useAppDispatch();
  const flow = useAppSelector(selectNegotiation(flowKey));
  if (!flow || flow.phase === 'sending') return null;
  const dismiss = (
    <Button size="sm" variant="ghost" onClick={() => dispatch(contractDismissed(flowKey))}>
      {translate('contract_note_dismiss')}
    </Button>
  );
  const note = (tone: 'info' | 'success' | 'warning' | 'danger', text: string) => (
    <FormMessage tone={tone} data-testid={`negotiation-${flowKey}`}>
      {text} {dismiss}
    </FormMessage>
  );
  if (flow.phase === 'failed') return note('danger', contractErrorMessage(translate, flow.error));
  if (flow.phase === 'waiting')
    return note('info', translate(flow.action === 'OFFER' ? 'contract_waiting_offer' : 'contract_waiting_termination'));
  const ended = flow.ended ? ` ${translate('contract_cascade_done')}` : '';
  if (flow.phase === 'refused')
    return note(
      'warning',
      translate(
        flow.action === 'OFFER'
          ? 'contract_offer_refused'
          : flow.action === 'REJECT'
            ? 'contract_rejected_done'
            : 'contract_termination_refused',
      ),
    );
  const agreed: Record<string, string> = {
    OFFER: translate('contract_offer_agreed'),
    ACCEPT: translate('contract_accepted_done'),
    REQUEST_TERMINATION: translate('contract_terminated_done'),
    CONFIRM_TERMINATION: translate('contract_terminated_done'),
  };
  return note('success', `${agreed[flow.action] ?? ''}${ended}`);
}

/** A button that asks before it sends an action: the dialog says what will happen. */
function ConfirmButton({
  label,
  title,
  text,
  tone = 'warning',
  onConfirm,
  busy,
  children,
}: {
  label: string;
  title: string;
  text: ReactNode;
  tone?: 'info' | 'warning' | 'danger';
  onConfirm: () => void;
  busy: boolean;
  children?: ReactNode;
}) {
  const { t: translate } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant={tone === 'danger' ? 'danger' : 'secondary'}
        loading={busy}
        loadingLabel={translate('contract_sending')}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        tone={tone}
        confirmLabel={label}
        cancelLabel={translate('contract_cancel')}
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
        onCancel={() => setOpen(false)}
      >
        {text}
        {children}
      </Dialog>
    </>
  );
}

/** The contract with the upline (or the platform): its terms and status, and the answers the agent may give. */
function MyContract({
  kind,
  list,
  send,
}: {
  kind: ContractKind;
  list: ContractList;
  send: (key: string, request: ContractCommand) => void;
}) {
  const { t: translate } = useTranslation();
  const key = `${kind}:upline`;
  const flow = useAppSelector(selectNegotiation(key));
  const busy = flow?.phase === 'sending';
  const { mine, offer, cascade } = list;
  const upline = (c: Contract) => c.upline ?? translate('contract_platform');
  return (
    <Card aria-labelledby="contract-mine-title">
      <h3 id="contract-mine-title">{translate('contract_mine_title')}</h3>
      <NegotiationNote flowKey={key} />
      {mine ? (
        <>
          <Status data-testid="contract-mine-status">
            {translate('contract_with', { upline: upline(mine) })} · {translate(STATUS_LABELS[mine.status])}
            {mine.acceptedAt && ` · ${translate('contract_since', { time: formatTimestamp(mine.acceptedAt) })}`}
          </Status>
          <ContractTerms kind={kind} terms={mine.terms} />
          {mine.status === 'TERMINATION_REQUESTED' && (
            <FormMessage tone="warning">
              {translate(
                mine.terminationRequestedBy === 'DOWNLINE' ? 'contract_you_asked_end' : 'contract_upline_asked_end',
                { time: formatTimestamp(mine.terminatesAt ?? '') },
              )}
            </FormMessage>
          )}
          {mine.upline !== null && (
            <Actions>
              {mine.status === 'ACTIVE' && (
                <ConfirmButton
                  label={translate('contract_request_termination')}
                  title={translate('contract_request_termination_title')}
                  text={translate('contract_request_termination_text', { hours: list.noticeHours })}
                  busy={busy}
                  onConfirm={() => send(key, { action: 'REQUEST_TERMINATION', contractId: mine.id })}
                />
              )}
              {mine.status === 'TERMINATION_REQUESTED' && mine.terminationRequestedBy === 'UPLINE' && (
                <ConfirmButton
                  label={translate('contract_confirm_termination')}
                  title={translate('contract_confirm_termination_title')}
                  text={translate('contract_confirm_termination_text')}
                  tone="danger"
                  busy={busy}
                  onConfirm={() => send(key, { action: 'CONFIRM_TERMINATION', contractId: mine.id })}
                />
              )}
            </Actions>
          )}
        </>
      ) : (
        <Status>{translate('contract_none')}</Status>
      )}
      {offer && (
        <Card aria-labelledby="contract-offer-title" data-testid="contract-offer">
          <h3 id="contract-offer-title">{translate('contract_offer_title', { upline: upline(offer) })}</h3>
          <ContractTerms kind={kind} terms={offer.terms} />
          <Actions>
            {cascade.length > 0 ? (
              <ConfirmButton
                label={translate('contract_accept')}
                title={translate('contract_cascade_title')}
                text={translate('contract_cascade_text')}
                busy={busy}
                onConfirm={() => send(key, { action: 'ACCEPT', contractId: offer.id })}
              >
                <ul data-testid="contract-cascade">
                  {cascade.map((c) => (
                    <li key={c.downline}>
                      {translate('contract_cascade_item', { account: c.downline, rate: rateLine(kind, c.terms) })}
                    </li>
                  ))}
                </ul>
              </ConfirmButton>
            ) : (
              <Button
                size="sm"
                loading={busy}
                loadingLabel={translate('contract_sending')}
                onClick={() => send(key, { action: 'ACCEPT', contractId: offer.id })}
              >
                {translate('contract_accept')}
              </Button>
            )}
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => send(key, { action: 'REJECT', contractId: offer.id })}
            >
              {translate('contract_reject')}
            </Button>
          </Actions>
        </Card>
      )}
    </Card>
  );
}

/** The offer dialog: open until the saga has the offer on its way to the downline. */
function OfferDialog({
  kind,
  row,
  cap,
  onClose,
}: {
  kind: ContractKind;
  row: DownlineContracts;
  cap: Terms;
  onClose: () => void;
}) {
  const { t: translate } = useTranslation();
  const key = `${kind}:${row.account}`;
  const flow = useAppSelector(selectNegotiation(key));
  useEffect(() => {
    if (flow?.phase === 'waiting') onClose();
  }, [flow?.phase, onClose]);
  return (
    <Modal open onOpenChange={(open) => !open && onClose()}>
      <ModalHeader closeLabel={translate('contract_cancel')}>
        <ModalTitle>
          {translate(row.contract ? 'contract_change_title' : 'contract_offer_dialog_title', {
            kind: translate(KIND_LABELS[kind]),
          })}
        </ModalTitle>
      </ModalHeader>
      <ModalBody>
        <OfferForm
          kind={kind}
          downline={row.account}
          cap={cap}
          current={row.offer?.terms ?? row.contract?.terms ?? null}
          flowKey={key}
        />
      </ModalBody>
    </Modal>
  );
}

/** The agent's direct downline agents and their contracts of the kind: offer, change terms, end. */
function DownlineContractsTable({
  kind,
  list,
  send,
}: {
  kind: ContractKind;
  list: ContractList;
  send: (key: string, request: ContractCommand) => void;
}) {
  const { t: translate } = useTranslation();
  const [offering, setOffering] = useState<string | null>(null);
  const flows = useAppSelector((state) => state.contracts);
  const cap = list.mine?.terms ?? null;
  const busy = (account: string) => flows?.[`${kind}:${account}`]?.phase === 'sending';
  const columns: DataTableColumn<DownlineContracts>[] = [
    { id: 'account', header: translate('agent_col_account'), align: 'start', cell: (r) => r.account },
    {
      id: 'contract',
      header: translate('contract_col_contract'),
      align: 'start',
      wrap: true,
      cell: (r) =>
        r.contract
          ? `${rateLine(kind, r.contract.terms)} · ${translate(STATUS_LABELS[r.contract.status])}`
          : translate('contract_col_none'),
    },
    {
      id: 'offer',
      header: translate('contract_col_offer'),
      align: 'start',
      cell: (r) => (r.offer ? translate('contract_offer_waiting', { rate: rateLine(kind, r.offer.terms) }) : '—'),
    },
    {
      id: 'actions',
      header: translate('contract_col_actions'),
      align: 'start',
      cell: (r) => (
        <Actions>
          {cap && (
            <Button
              size="sm"
              variant="secondary"
              disabled={busy(r.account)}
              onClick={() => setOffering(r.account)}
              aria-label={translate(r.contract ? 'contract_change_for' : 'contract_offer_for', { account: r.account })}
            >
              {translate(r.contract ? 'contract_change' : 'contract_offer')}
            </Button>
          )}
          {r.contract?.status === 'ACTIVE' && (
            <ConfirmButton
              label={translate('contract_request_termination')}
              title={translate('contract_request_termination_title')}
              text={translate('contract_request_termination_text', { hours: list.noticeHours })}
              busy={busy(r.account)}
              onConfirm={() =>
                send(`${kind}:${r.account}`, { action: 'REQUEST_TERMINATION', contractId: r.contract!.id })
              }
            />
          )}
          {r.contract?.status === 'TERMINATION_REQUESTED' && r.contract.terminationRequestedBy === 'DOWNLINE' && (
            <ConfirmButton
              label={translate('contract_confirm_termination')}
              title={translate('contract_confirm_termination_title')}
              text={translate('contract_confirm_termination_text')}
              tone="danger"
              busy={busy(r.account)}
              onConfirm={() =>
                send(`${kind}:${r.account}`, { action: 'CONFIRM_TERMINATION', contractId: r.contract!.id })
              }
            />
          )}
        </Actions>
      ),
    },
  ];
  const row = list.downlines.find((d) => d.account === offering);
  return (
    <Card aria-labelledby="contract-downlines-title">
      <h3 id="contract-downlines-title">{translate('contract_downlines_title')}</h3>
      {!cap && <Status>{translate('contract_no_cap')}</Status>}
      {list.downlines.map((d) => (
        <NegotiationNote key={d.account} flowKey={`${kind}:${d.account}`} />
      ))}
      <DataTable
        stackOnNarrow
        caption={translate('contract_downlines_caption', { kind: translate(KIND_LABELS[kind]) })}
        columns={columns}
        rows={list.downlines}
        rowKey={(r) => r.account}
        empty={{ title: translate('contract_no_downlines'), description: translate('contract_no_downlines_text') }}
      />
      {row && cap && <OfferDialog kind={kind} row={row} cap={cap} onClose={() => setOffering(null)} />}
    </Card>
  );
}

/**
 * A contract page of the agent centre (dividend, daily wages, hourly or real-time salary): the
 * contract with the upline (accept or reject its offer, with the cascade warning first when the
 * offer is below a rate the agent gave; ask to end it, or confirm the upline's request) and the
 * direct downline agents' contracts (offer, change terms, end). Every action runs as a negotiation
 * saga, which refreshes the lists when the other side answers.
 */
export function ContractKindView({ kind }: { kind: ContractKind }) {
  const { t: translate } = useTranslation();
  const dispatch = useAppDispatch();
  const list = useContractListQuery(kind, { refetchOnMountOrArgChange: 30 });
  const send = (key: string, request: ContractCommand) => dispatch(contractRequested({ key, kind, request }));
  if (list.isError && !list.data) {
    return (
      <LoadFailure
        size="compact"
        title={translate('content_load_failed')}
        description={contractErrorMessage(translate, list.error)}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (!list.data) return <Skeleton height="20rem" />;
  return (
    <Page>
      <MyContract kind={kind} list={list.data} send={send} />
      <DownlineContractsTable kind={kind} list={list.data} send={send} />
    </Page>
  );
}
