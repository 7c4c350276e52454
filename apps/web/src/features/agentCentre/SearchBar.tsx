import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { AGENT_SEARCH_MAX_LENGTH } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { theme as t } from '@tessera/tokens';
import { Button, TextField } from '@tessera/ui';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${t.space[3]};
  & > :first-child {
    flex: 1 1 12rem;
    min-width: 0;
  }
`;

const Extra = styled.div`
  flex-basis: 100%;
`;

/** The agent centre's account search: applied on Search (or Enter), cleared with Clear. */
export function SearchBar({
  value,
  onSearch,
  children,
}: {
  value: string;
  onSearch: (account: string) => void;
  children?: ReactNode;
}) {
  const { t: translate } = useTranslation();
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Form role="search" aria-label={translate('agent_search_label')} onSubmit={submit}>
      <TextField
        label={translate('agent_search_account')}
        name="account"
        type="search"
        autoComplete="off"
        maxLength={AGENT_SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">{translate('agent_search')}</Button>
      {value !== '' && (
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          {translate('agent_search_clear')}
        </Button>
      )}
      {children && <Extra>{children}</Extra>}
    </Form>
  );
}
