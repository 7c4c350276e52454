import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '@tessera/i18n';
import { theme as t } from '@tessera/tokens';
import type { Promotion } from '@tessera/api';
import { SanitizedHtml } from '@tessera/ui';
import { PromotionLabels } from './PromotionLabels';
import { PromotionPeriod } from './PromotionPeriod';
import { PROMOTION_TYPE_KEYS } from './promotions';

export const BackLink = styled(Link)`
  display: inline-block;
  margin-bottom: ${t.space[4]};
  color: ${t.color.text.link};
  font-weight: ${t.font.weight.semibold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &[data-part='bottom'] {
    margin: ${t.space[6]} 0 0;
  }
`;

const Art = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 10 / 3;
  object-fit: cover;
  border-radius: ${t.radius.lg};
  background: ${t.color.bg.sunken};
`;

const Heading = styled.header`
  display: grid;
  gap: ${t.space[2]};
  & h2 {
    margin: 0;
    font-size: ${t.font.size.xl};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${t.space[1]} ${t.space[3]};
  margin: 0;
  font-size: ${t.font.size.sm};
  & dt {
    color: ${t.color.text.muted};
  }
  & dd {
    margin: 0;
    font-weight: ${t.font.weight.semibold};
  }
`;

/** The offer at a glance: artwork beside its title and dates on wide screens, above them on phones. */
const Offer = styled.div`
  display: grid;
  gap: ${t.space[4]};
  align-items: center;
  margin-bottom: ${t.space[6]};
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

/** Keeps the terms at a readable measure on wide screens. */
const Terms = styled(SanitizedHtml)`
  max-width: 70ch;
`;

/**
 * One promotion in full: artwork, labels, title, when it runs, and its content (the summary, how
 * to take part and the terms), shown here in full rather than behind another link.
 */
export function PromotionDetail({ promotion, backTo }: { promotion: Promotion; backTo: string }) {
  const { t: translate } = useTranslation();
  return (
    <article>
      <BackLink to={backTo}>{translate('promo_back')}</BackLink>
      <Offer>
        <Art src={promotion.imageUrl} alt="" />
        <Heading>
          <PromotionLabels labels={promotion.labels} />
          <h2>{promotion.title}</h2>
          <Facts>
            <dt>{translate('promo_period')}</dt>
            <dd>
              <PromotionPeriod promotion={promotion} />
            </dd>
            <dt>{translate('promo_type')}</dt>
            <dd>{translate(PROMOTION_TYPE_KEYS[promotion.type])}</dd>
          </Facts>
        </Heading>
      </Offer>
      <Terms html={promotion.content} />
      <BackLink to={backTo} data-part="bottom">
        {translate('promo_back')}
      </BackLink>
    </article>
  );
}
