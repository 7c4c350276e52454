import { useMemo, useRef, useState } from 'react';
import { useForm } from '../../../widgets/useForm';
import {
  downlineAccountRules,
  NOT_AN_AGENT,
  type CreatedDownline,
  type RegisterField,
  type RegisterFieldRule,
} from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { Button, DescriptionItem, Form, FormActions, FormMessage } from '@tessera/ui';
import { ContentSkeleton, LoadFailure } from '../../content/QueryStatus';
import { Card } from '../../memberCentre/styles';
import { formatRecordTime } from '../../memberCentre/records/dates';
import { refusedField, type RegisterFormValues } from '../../register/fields';
import { registerErrorMessage } from '../../register/messages';
import { RegisterFieldInput } from '../../register/RegisterFieldInput';
import { buildRegisterSchema, judgedValue } from '../../register/schema';
import type { RegisterFailure, RegisterValues } from '../../register/slice';
import type { FailureInfo } from '../../system/slice';
import { useCreateDownlineMutation } from '../agentAccountsApi';
import { useRegisterSettingsQuery } from '../../system/systemApi';
import { agentFailureMessage } from '../messages';
import { Created } from './CreateAccountPage.styles';

const emptyValues = (rules: readonly RegisterFieldRule[]): RegisterFormValues => ({
  fields: Object.fromEntries(rules.map((rule) => [rule.field, ''])),
  dialingCode: '',
  captchaCode: '',
  // No agreements here: the agent, not the new member, fills this form.
  agreeTerms: true,
  ageConfirmed: true,
});

/**
 * The agent centre's register / account creation (agentCreateAccount): the agent opens an account
 * for a new team member, checked by the register form's own rules (§5).
 */
export default function CreateAccountPage() {
  const { t: translate } = useTranslation();
  // The rules in force now, not the ones read at start: a flag switched since changes them.
  const settings = useRegisterSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  if (settings.isLoading || (settings.isError && settings.isFetching)) return <ContentSkeleton rows={4} />;
  if (settings.isError || !settings.data) {
    const { title, text } = agentFailureMessage(translate, settings.error as FailureInfo | undefined);
    return <LoadFailure title={title} description={text} onRetry={() => void settings.refetch()} />;
  }
  return <CreateAccountForm rules={downlineAccountRules(settings.data.usernameRules)} />;
}

/**
 * Username, password and its confirmation, an optional nickname. A refusal keeps everything typed
 * and says why (under the field it concerns); a success shows the new account and empties the
 * form for the next one.
 */
function CreateAccountForm({ rules }: { rules: RegisterFieldRule[] }) {
  const { t: translate } = useTranslation();
  const [create, { isLoading }] = useCreateDownlineMutation();
  const [failure, setFailure] = useState<RegisterFailure | null>(null);
  const [created, setCreated] = useState<CreatedDownline | null>(null);
  const sent = useRef<RegisterValues>({});
  const element = useRef<HTMLFormElement>(null);
  const schema = useMemo(() => buildRegisterSchema(translate, rules, 0).pick(['fields']), [translate, rules]);

  const form = useForm<RegisterFormValues>({
    initialValues: emptyValues(rules),
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      const value = (field: RegisterField) => judgedValue(field, values.fields[field]);
      const nickname = value('nickname');
      sent.current = { ...values.fields };
      setFailure(null);
      setCreated(null);
      try {
        const member = await create({
          username: value('username'),
          password: value('password'),
          confirmPassword: value('confirmPassword'),
          ...(nickname ? { nickname } : {}),
        }).unwrap();
        setCreated(member);
        helpers.resetForm({ values: emptyValues(rules) });
        element.current?.querySelector<HTMLElement>('[name="fields.username"]')?.focus();
      } catch (error) {
        const info = error as FailureInfo;
        const field = refusedField(info.code, info.details);
        setFailure({ method: 'username', error: info, field });
        if (field) element.current?.querySelector<HTMLElement>(`[name="fields.${field}"]`)?.focus();
      }
    },
  });

  const refused = failure?.field && rules.some((rule) => rule.field === failure.field) ? failure.field : undefined;
  const refusal = !failure
    ? null
    : failure.error.code === NOT_AN_AGENT
      ? agentFailureMessage(translate, failure.error).title
      : registerErrorMessage(translate, failure, rules, sent.current);
  const errorOf = (field: RegisterField) => {
    const local = form.touched.fields?.[field] ? form.errors.fields?.[field] : undefined;
    const unchanged = (form.values.fields[field] ?? '') === (sent.current[field] ?? '');
    return local ?? (field === refused && unchanged ? (refusal ?? undefined) : undefined);
  };

  return (
    <Card aria-labelledby="agent-create-title">
      <h3 id="agent-create-title">{translate('agent_create_title')}</h3>
      <p>{translate('agent_create_intro')}</p>
      {created && (
        <FormMessage tone="success" title={translate('agent_create_done', { account: created.account })}>
          <Created layout="tiles" density="compact" tileWidth="9rem">
            <DescriptionItem label={translate('agent_col_account')} valueProps={{ 'data-testid': 'created-account' }}>
              {created.account}
            </DescriptionItem>
            <DescriptionItem label={translate('agent_col_nickname')}>{created.nickname}</DescriptionItem>
            <DescriptionItem label={translate('agent_col_registered')}>
              <time dateTime={created.registeredAt}>{formatRecordTime(created.registeredAt)}</time>
            </DescriptionItem>
          </Created>
          {translate('agent_create_done_text')}
        </FormMessage>
      )}
      <Form ref={element} onSubmit={form.handleSubmit} aria-label={translate('agent_create_form')}>
        {failure && !refused && <FormMessage tone="danger">{refusal}</FormMessage>}
        {rules.map((rule) => (
          <RegisterFieldInput key={rule.field} rule={rule} form={form} error={errorOf(rule.field)} dialingCode="" />
        ))}
        <FormActions align="stretch">
          <Button type="submit" loading={isLoading} loadingLabel={translate('agent_create_pending')}>
            {translate('agent_create_submit')}
          </Button>
        </FormActions>
      </Form>
    </Card>
  );
}
