import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { ToneIcon } from '../Dialog/ToneIcon';
import { Badge, Close, Description, Root, Text, Title } from './Toast.styles';
import type { ToastTone } from './Toast.types';
import { Icon } from '../Icon';

export interface ToastProps extends Omit<ComponentPropsWithoutRef<typeof Root>, 'title' | 'duration' | 'type'> {
  /** The message, short. */
  title: ReactNode;
  /** A second line of detail. */
  description?: ReactNode;
  /** Colour and icon; warning and danger are announced assertively. @default 'info' */
  tone?: ToastTone;
  /** Time on screen, paused while hovered or focused. @default the provider's duration */
  durationMs?: number;
  /** Accessible label of the close button. @default 'Close' */
  closeLabel?: string;
}

/**
 * One transient message. Render it inside a `ToastProvider` (usually through `useToast().show`);
 * it closes by its button, a swipe toward the page edge, Escape, or its timer.
 */
export const Toast = forwardRef<HTMLLIElement, ToastProps>(function Toast(
  { title, description, tone = 'info', durationMs, closeLabel = 'Close', ...rest },
  ref,
) {
  return (
    <Root
      ref={ref}
      data-tone={tone}
      duration={durationMs}
      type={tone === 'warning' || tone === 'danger' ? 'foreground' : 'background'}
      {...rest}
    >
      <Badge data-part="icon">
        <ToneIcon tone={tone} />
      </Badge>
      <Text>
        <Title>{title}</Title>
        {description && <Description>{description}</Description>}
      </Text>
      <Close aria-label={closeLabel}>
        <Icon name="close" size="md" />
      </Close>
    </Root>
  );
});
