import type { DepositChannel } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { formatAmount } from '@tessera/format';
import { RadioCard, RadioCardGroup } from '@tessera/ui';

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
    <RadioCardGroup
      label={translate('cashier_channel')}
      name="channelCode"
      value={value}
      onValueChange={onChange}
      disabled={disabled}
    >
      {channels.map((channel) => (
        <RadioCard
          key={channel.code}
          value={channel.code}
          title={channel.name}
          description={translate('cashier_channel_limits', {
            min: formatAmount(channel.minAmount),
            max: formatAmount(channel.maxAmount),
          })}
          media={channel.logoUrl ? <img src={channel.logoUrl} alt="" width={40} height={40} /> : <span />}
        />
      ))}
    </RadioCardGroup>
  );
}
