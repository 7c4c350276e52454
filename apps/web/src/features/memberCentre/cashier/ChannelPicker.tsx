import styled from 'styled-components';
import type { DepositChannel } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { formatAmount } from '@tessera/format';
import { theme as t } from '@tessera/tokens';
import { focusRing } from '@tessera/ui';

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  & > legend {
    padding: 0;
    margin-bottom: ${t.space[2]};
    font-weight: ${t.font.weight.medium};
  }
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${t.space[2]};
`;

const Option = styled.label`
  position: relative;
  display: grid;
  grid-template-columns: 2.5rem minmax(0, 1fr);
  align-items: center;
  gap: ${t.space[1]} ${t.space[3]};
  padding: ${t.space[3]};
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.md};
  background: ${t.color.bg.surface};
  cursor: pointer;
  &:hover {
    background: ${t.color.bg.hover};
  }
  &:has(input:checked) {
    border-color: ${t.color.accent.primary};
    box-shadow: inset 0 0 0 1px ${t.color.accent.primary};
  }
  ${focusRing({ selector: '&:has(input:focus-visible)' })}
  & > input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  & > img,
  & > i {
    grid-row: span 2;
    width: 2.5rem;
    height: 2.5rem;
    object-fit: contain;
  }
  & > span {
    overflow-wrap: anywhere;
  }
  & > span:first-of-type {
    font-weight: ${t.font.weight.semibold};
  }
  & > span:last-of-type {
    font-size: ${t.font.size.sm};
    color: ${t.color.text.muted};
  }
`;

export interface ChannelPickerProps {
  channels: DepositChannel[];
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}

/** The deposit channels as one labelled radio group: each with its logo, name and limits. */
export function ChannelPicker({ channels, value, onChange, disabled }: ChannelPickerProps) {
  const { t: translate } = useTranslation();
  return (
    <Group disabled={disabled}>
      <legend>{translate('cashier_channel')}</legend>
      <Options>
        {channels.map((channel) => (
          <Option key={channel.code}>
            <input
              type="radio"
              name="channelCode"
              value={channel.code}
              checked={value === channel.code}
              onChange={() => onChange(channel.code)}
            />
            {channel.logoUrl ? <img src={channel.logoUrl} alt="" width={40} height={40} /> : <i aria-hidden="true" />}
            <span>{channel.name}</span>
            <span>
              {translate('cashier_channel_limits', {
                min: formatAmount(channel.minAmount),
                max: formatAmount(channel.maxAmount),
              })}
            </span>
          </Option>
        ))}
      </Options>
    </Group>
  );
}
