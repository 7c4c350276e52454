import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Action, Description, Icon, Root, Title } from './EmptyState.styles';
import type { EmptyStateSize } from './EmptyState.types';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** A decorative illustration or icon (hidden from assistive technology). */
  icon?: ReactNode;
  /** What is empty, in a few words. */
  title: ReactNode;
  /** Why, or what to do next. */
  description?: ReactNode;
  /** A way forward: usually one Button. */
  action?: ReactNode;
  /**
   * `regular` fills a page or a tab; `compact` sits inside a panel, list or dropdown.
   * @default 'regular'
   */
  size?: EmptyStateSize;
  /** The title's element, to fit the page's heading outline. @default 'h3' */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
}

/** Stands in for a list, search or record with nothing to show. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { icon, title, description, action, size = 'regular', titleAs = 'h3', ...rest },
  ref,
) {
  return (
    <Root ref={ref} data-size={size} {...rest}>
      {icon && (
        <Icon aria-hidden="true" data-part="icon">
          {icon}
        </Icon>
      )}
      <Title as={titleAs}>{title}</Title>
      {description && <Description>{description}</Description>}
      {action && <Action data-part="action">{action}</Action>}
    </Root>
  );
});
