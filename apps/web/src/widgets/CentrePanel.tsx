import { useId, useState, type ComponentType } from 'react';
import { useTranslation } from '@tessera/i18n';
import {
  Button,
  Modal,
  ModalBody,
  ModalHeader,
  ModalTitle,
  SideNav,
  SkeletonText,
  type SideNavItem,
} from '@tessera/ui';
import { ChunkLoadError, lazyPage, type LazyPage } from '../core/lazyRoute';
import { LazySlot } from './LazySlot';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { Layout, Region, Heading, Alert } from './CentrePanel.styles';

/** A panel page's module: a default-exported component without props. */
export type PageModule = { default: ComponentType };

/**
 * The pages of a panel from the modules found in its pages folder (`import.meta.glob`), by page id:
 * a page whose module is not there is left out of the panel.
 */
export function panelPages<Id extends string>(
  ids: readonly Id[],
  files: Record<Id, string>,
  modules: Record<string, () => Promise<PageModule>>,
): Partial<Record<Id, LazyPage>> {
  const pages: Partial<Record<Id, LazyPage>> = {};
  for (const id of ids) {
    const load = modules[`./pages/${files[id]}.tsx`];
    if (load) pages[id] = lazyPage(load);
  }
  return pages;
}

export interface CentrePanelProps<Id extends string> {
  /** The panel's title (e.g. "Personal centre"). */
  title: string;
  /** The accessible name of its navigation. */
  navLabel: string;
  /** The entries, in order, with their visible names and badges. */
  items: Array<SideNavItem & { id: Id }>;
  /** The page shown. */
  page: Id;
  pages: Partial<Record<Id, LazyPage>>;
  onPageChange: (page: Id) => void;
  onClose: () => void;
}

/**
 * The member centre's and agent centre's overlay panel (§2): a dialog with its title and close
 * control, the page navigation beside (a strip above on phones), and the page under its heading.
 * Each page loads on first visit; one that fails to load or render shows a message in the panel,
 * and the rest of the panel keeps working. Closing returns focus to what opened it.
 */
export function CentrePanel<Id extends string>({
  title,
  navLabel,
  items,
  page,
  pages,
  onPageChange,
  onClose,
}: CentrePanelProps<Id>) {
  const { t: translate } = useTranslation();
  const headingId = useId();
  const [attempt, setAttempt] = useState(0);
  const Page: LazyPage | undefined = pages[page];
  const current = items.find((item) => item.id === page);

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="xl"
    >
      <ModalHeader closeLabel={translate('close')}>
        <ModalTitle>{title}</ModalTitle>
      </ModalHeader>
      <ModalBody>
        <Layout>
          <SideNav
            items={items}
            value={page}
            onValueChange={(id) => onPageChange(id as Id)}
            label={navLabel}
            badgeLabel={(count) => translate('badge_new', { count })}
          />
          <Region aria-labelledby={headingId}>
            <Heading id={headingId}>{current?.label}</Heading>
            <RouteErrorBoundary
              resetKey={`${page}:${attempt}`}
              fallback={(error) => (
                <Alert role="alert">
                  <p>
                    {error instanceof ChunkLoadError ? translate('chunk_load_failed') : translate('panel_page_error')}
                  </p>
                  {error instanceof ChunkLoadError ? (
                    <Button onClick={() => window.location.reload()}>{translate('reload')}</Button>
                  ) : (
                    <Button onClick={() => setAttempt((n) => n + 1)}>{translate('retry')}</Button>
                  )}
                </Alert>
              )}
            >
              {Page && (
                <LazySlot part={Page} fallback={<SkeletonText lines={4} />}>
                  <Page />
                </LazySlot>
              )}
            </RouteErrorBoundary>
          </Region>
        </Layout>
      </ModalBody>
    </Modal>
  );
}
