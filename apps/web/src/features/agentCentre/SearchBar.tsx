import { useState, type FormEvent, type ReactNode } from 'react';
import { AGENT_SEARCH_MAX_LENGTH } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { Button, TextField } from '@tessera/ui';
import { Form, Extra } from './SearchBar.styles';

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
