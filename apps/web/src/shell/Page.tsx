import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation, type TranslationKey } from '@tessera/i18n';
import { titleKeyFor } from './pageTitles';
import { Main, Heading } from './Page.styles';

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
