import styled from 'styled-components';
import { useTranslation } from '@tessera/i18n';
import { theme as t } from '@tessera/tokens';

const Bar = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${t.space[3]};
  padding: ${t.space[6]} ${t.space[4]};
  background: ${t.color.bg.surface};
  border-top: 1px solid ${t.color.border.default};
  color: ${t.color.text.muted};
  font-size: ${t.font.size.sm};
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
`;

/** The footer (copyright and 18+ for now; the full footer is built with the site shell). */
export function SiteFooter() {
  const { t: translate } = useTranslation();
  return (
    <Bar>
      <Age aria-hidden="true">18+</Age>
      <span>{translate('age_notice', { age: 18 })}</span>
      <span>{translate('copyright', { year: 2023 })}</span>
    </Bar>
  );
}
