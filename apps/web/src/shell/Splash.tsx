import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { PageSkeleton } from './PageSkeleton';

const Bar = styled.div`
  height: ${t.size.header};
  background: ${t.color.bg.surface};
  border-bottom: 1px solid ${t.color.border.default};
`;

/** The site's outline while the platform's status arrives. */
export function Splash({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <Bar />
      <PageSkeleton />
    </div>
  );
}
