import { forwardRef, useId, type ComponentPropsWithoutRef, type CSSProperties, type ReactNode } from 'react';
import { type RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { useDocumentDir, type Direction } from '../../utils/useDocumentDir';
import {
  Description,
  Label,
  Media,
  MIN_CARD_WIDTH_VAR,
  Options,
  StyledItem,
  StyledRoot,
  Title,
} from './RadioCard.styles';

export interface RadioCardGroupProps extends ComponentPropsWithoutRef<typeof RadioGroupPrimitive.Root> {
  /** The question, shown above the cards; it names the group. Without it, pass `aria-label`. */
  label?: ReactNode;
  /** The chosen card's value (controlled). */
  value?: string;
  /** The card chosen at first (uncontrolled). */
  defaultValue?: string;
  /** Called with the newly chosen card's value. */
  onValueChange?: (value: string) => void;
  /** The form field's name (a hidden radio input per card takes part in the form). */
  name?: string;
  /** Makes every card unchoosable. @default false */
  disabled?: boolean;
  /** The narrowest a card gets before the cards wrap (a CSS length). @default '11rem' */
  minCardWidth?: string;
  /**
   * Writing direction; arrow keys follow it.
   * @default the document's direction (`<html dir>`)
   */
  dir?: Direction;
  /** The `RadioCard`s. */
  children?: ReactNode;
}

/**
 * A choice of one among a few cards (a payment channel, a way to verify): a radio group built on
 * Radix RadioGroup. Tab reaches the chosen card, arrow keys move and choose, Space chooses.
 */
export const RadioCardGroup = forwardRef<HTMLDivElement, RadioCardGroupProps>(function RadioCardGroup(
  { label, minCardWidth, dir, children, style, 'aria-labelledby': labelledBy, ...rest },
  ref,
) {
  const documentDir = useDocumentDir();
  const labelId = useId();
  return (
    <StyledRoot
      ref={ref}
      dir={dir ?? documentDir}
      aria-labelledby={label ? labelId : labelledBy}
      style={minCardWidth ? ({ ...style, [MIN_CARD_WIDTH_VAR]: minCardWidth } as CSSProperties) : style}
      {...rest}
    >
      {label && <Label id={labelId}>{label}</Label>}
      <Options>{children}</Options>
    </StyledRoot>
  );
});

export interface RadioCardProps extends Omit<
  ComponentPropsWithoutRef<typeof RadioGroupPrimitive.Item>,
  'title' | 'children'
> {
  /** The value the group takes when this card is chosen. */
  value: string;
  /** The choice, in a few words (part of the card's accessible name). */
  title: ReactNode;
  /** A second line: limits, a hint (also read out with the card). */
  description?: ReactNode;
  /** A logo or icon before the text (decorative: give images `alt=""`). */
  media?: ReactNode;
  /** Makes this card unchoosable and skips it in keyboard navigation. @default false */
  disabled?: boolean;
}

/** One choice of a `RadioCardGroup`: `data-state="checked"` when chosen. */
export const RadioCard = forwardRef<HTMLButtonElement, RadioCardProps>(function RadioCard(
  { title, description, media, ...rest },
  ref,
) {
  return (
    <StyledItem ref={ref} data-media={media ? '' : undefined} {...rest}>
      {media && (
        <Media aria-hidden="true" data-part="media">
          {media}
        </Media>
      )}
      <Title>{title}</Title>
      {description && <Description>{description}</Description>}
    </StyledItem>
  );
});
