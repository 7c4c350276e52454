import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { Actions, Card, Icon, Screen, Title } from './StatusScreen.styles';

export interface StatusScreenProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'role'> {
  /** A decorative icon in a round badge above the title (hidden from assistive technology). */
  icon: ReactNode;
  /** The page's one heading (`<h1>`), naming the card. */
  title: ReactNode;
  /** The explanation: paragraphs, the visitor's details. */
  children?: ReactNode;
  /** The ways forward (retry, customer service), centred under the text. */
  actions?: ReactNode;
  /**
   * `alert` announces the card at once (a failure); `status` politely. Without it the card is a
   * plain named section.
   */
  role?: 'alert' | 'status';
}

/**
 * A whole-page message that stands in for the site (maintenance, a blocked region, an unreachable
 * platform): one centred card with an icon, a heading, the text and the actions. The root is the
 * page's `<main>`.
 */
export const StatusScreen = forwardRef<HTMLElement, StatusScreenProps>(function StatusScreen(
  { icon, title, children, actions, role, ...rest },
  ref,
) {
  const titleId = useId();
  return (
    <Screen ref={ref} {...rest}>
      <Card role={role} aria-labelledby={titleId}>
        <Icon aria-hidden="true" data-part="icon">
          {icon}
        </Icon>
        <Title id={titleId}>{title}</Title>
        {children}
        {actions && <Actions data-part="actions">{actions}</Actions>}
      </Card>
    </Screen>
  );
});
