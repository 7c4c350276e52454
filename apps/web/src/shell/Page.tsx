import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation, type TranslationKey } from '@tessera/i18n';
import { theme as t } from '@tessera/tokens';
import { titleKeyFor } from './pageTitles';

const Main = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${t.space[6]} ${t.space[4]};
`;

const Heading = styled.h1`
  font-size: ${t.font.size['2xl']};
  margin-bottom: ${t.space[4]};
`;

/** A page's frame: its translated title (also the document title) and its content. */
export function Page({ children, titleKey }: { children?: ReactNode; titleKey?: TranslationKey }) {
  const { t: translate } = useTranslation();
  const { pathname } = useLocation();
  const title = translate(titleKey ?? titleKeyFor(pathname));
  const description = translate('meta_description', { page: title });
  useEffect(() => {
    document.title = `${title} · Tessera`;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
  return (
    <Main>
      <Heading>{title}</Heading>
      {children}
    </Main>
  );
}
