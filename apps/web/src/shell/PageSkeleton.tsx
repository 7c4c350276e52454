import { Block } from './PageSkeleton.styles';

/** Holds a page's place while its code arrives: no spinner, no layout jump. */
export function PageSkeleton() {
  return <Block aria-hidden="true" />;
}
