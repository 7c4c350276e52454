import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@tessera/i18n';
import type { Resource, ResourceType } from '@tessera/api';
import { useAppSelector } from '../core/hooks';
import { selectResources } from '../features/system/selectors';
import { useHelpCenterQuery } from '../features/content/contentApi';
import { useVendorLanes } from '../features/content/useVendorLanes';
import { providerLinks } from './categoryRoutes';
import { SOCIAL_TYPES, SocialIcon } from './SocialIcon';
import { COPYRIGHT_YEAR, MINIMUM_AGE, RESPONSIBLE_GAMING_TOPIC } from '../core/constants';
import { Bar, Inner, Heading, List, Logo, Social, Legal, Age, Providers } from './SiteFooter.styles';
import { PartBoundary } from '../widgets/PartBoundary';
import FooterProviders from './FooterProviders';
import { FooterSlot } from './SiteLayout.styles';

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
  const resources = useAppSelector(selectResources);
  const { data: topics = [], isLoading: topicsLoading } = useHelpCenterQuery();
  const socials = resources.filter((r) => SOCIAL_TYPES.includes(r.resourceType));
  const { data: lanes, isLoading: lanesLoading } = useVendorLanes();
  // The same answer gives the slider the same links, so its 70-odd logos do not render again
  // each time the footer does (as its other reads arrive).
  const providers = useMemo(() => providerLinks(lanes), [lanes]);
  const providersHeading = useId();
  // The footer appears whole, once its reads have answered (or failed): a member who scrolled
  // straight to the end sees its place held, then the footer, not its columns and slider arriving
  // one by one and moving what they read. The slider's code comes with the footer's for the same
  // reason (the footer is below the fold and comes late anyway: SiteLayout's DeferredFooter).
  if (topicsLoading || lanesLoading) return <FooterSlot aria-hidden="true" />;
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
            <PartBoundary>
              <FooterProviders links={providers} headingId={providersHeading} />
            </PartBoundary>
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
