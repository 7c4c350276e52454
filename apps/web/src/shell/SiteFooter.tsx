import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '@tessera/i18n';
import { theme as t } from '@tessera/tokens';
import type { Resource, ResourceType } from '@tessera/api';
import { useAppSelector } from '../core/hooks';
import { runtimeConfig } from '../core/api';
import { useHelpCenterQuery, useVendorLanesQuery } from '../features/content/contentApi';
import { providerLinks } from './categoryRoutes';
import { SOCIAL_TYPES, SocialIcon } from './SocialIcon';
import { SIDE_BAR_ROOM } from './SideBar';
import { COPYRIGHT_YEAR, MINIMUM_AGE, RESPONSIBLE_GAMING_TOPIC } from '../core/constants';

const Bar = styled.footer`
  ${SIDE_BAR_ROOM}
  background: ${t.color.bg.surface};
  border-top: 1px solid ${t.color.border.default};
  color: ${t.color.text.muted};
  font-size: ${t.font.size.sm};
`;

const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${t.space[6]} ${t.space[4]};
  display: grid;
  gap: ${t.space[6]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
`;

const Heading = styled.h2`
  margin: 0 0 ${t.space[2]};
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.semibold};
  color: ${t.color.text.primary};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${t.space[2]} ${t.space[3]};
  a {
    color: inherit;
  }
  a:hover {
    color: ${t.color.text.primary};
  }
`;

const Logo = styled.img`
  display: block;
  height: 28px;
  width: auto;
`;

const Social = styled.a`
  display: inline-grid;
  place-items: center;
  width: ${t.size.controlSm};
  height: ${t.size.controlSm};
  border-radius: 50%;
  border: 1px solid ${t.color.border.default};
  color: inherit;
`;

const Legal = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${t.space[3]};
  padding-top: ${t.space[4]};
  border-top: 1px solid ${t.color.border.default};
`;

const Age = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 2.25rem;
  height: 2.25rem;
  border: 2px solid ${t.color.status.danger};
  border-radius: 50%;
  color: ${t.color.text.primary};
  font-weight: ${t.font.weight.bold};
  /* A figure: "18+" stays in that order on a right-to-left page. */
  direction: ltr;
  unicode-bidi: isolate;
`;

const Providers = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

// Below the fold: the provider slider arrives in its own chunk.
const FooterProviders = lazy(() => import('./FooterProviders'));

const ofType = (resources: readonly Resource[], type: ResourceType) => resources.filter((r) => r.resourceType === type);

function Logos({ title, items }: { title: string; items: Resource[] }) {
  if (items.length === 0) return null;
  return (
    <section>
      <Heading>{title}</Heading>
      <List>
        {items.map((r) => (
          <li key={r.url}>
            <Logo src={r.url} alt={r.labelNameEn} loading="lazy" />
          </li>
        ))}
      </List>
    </section>
  );
}

/**
 * The footer (§2): what the site is, the help-centre topics, payment methods, partners and
 * licences, the social networks the brand has, and copyright with the 18+ notice.
 */
export function SiteFooter() {
  const { t: translate } = useTranslation();
  const resources = useAppSelector((state) => state.system.status?.resources ?? []);
  const { data: topics = [] } = useHelpCenterQuery();
  const socials = resources.filter((r) => SOCIAL_TYPES.includes(r.resourceType));
  const { data: lanes = [] } = useVendorLanesQuery(runtimeConfig.merchant);
  const providers = providerLinks(lanes);
  const providersHeading = useId();
  return (
    <Bar>
      <Inner>
        <section>
          <Heading>{translate('footer_about_title')}</Heading>
          <p>{translate('footer_description')}</p>
        </section>
        {topics.length > 0 && (
          <nav aria-label={translate('page_help')}>
            <Heading>{translate('page_help')}</Heading>
            <List>
              {topics.map((topic) => (
                <li key={topic.id}>
                  <Link to={`/help?topic=${encodeURIComponent(topic.id)}`}>{topic.title}</Link>
                </li>
              ))}
            </List>
          </nav>
        )}
        <Logos title={translate('footer_payments')} items={ofType(resources, 'PAYMENT')} />
        <Logos
          title={translate('footer_partners')}
          items={[...ofType(resources, 'PARTNER'), ...ofType(resources, 'LICENCE')]}
        />
        {socials.length > 0 && (
          <section>
            <Heading>{translate('footer_follow')}</Heading>
            <List>
              {socials.map((r) => (
                <li key={r.resourceType}>
                  <Social href={r.url} target="_blank" rel="noopener noreferrer" aria-label={r.labelNameEn}>
                    <SocialIcon type={r.resourceType} />
                  </Social>
                </li>
              ))}
            </List>
          </section>
        )}
        {providers.length > 0 && (
          <Providers>
            <Heading id={providersHeading}>{translate('footer_providers')}</Heading>
            <Suspense fallback={null}>
              <FooterProviders links={providers} headingId={providersHeading} />
            </Suspense>
          </Providers>
        )}
        <Legal>
          <Age aria-hidden="true">{translate('age_badge', { age: MINIMUM_AGE })}</Age>
          <span>{translate('age_notice', { age: MINIMUM_AGE })}</span>
          <Link to={`/help?topic=${RESPONSIBLE_GAMING_TOPIC}`}>{translate('footer_responsible_gaming')}</Link>
          <span>{translate('copyright', { year: COPYRIGHT_YEAR })}</span>
        </Legal>
      </Inner>
    </Bar>
  );
}
