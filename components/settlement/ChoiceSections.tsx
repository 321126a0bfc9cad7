'use client';

import { Input } from 'antd';
import { ORDER_NOTE_MAX } from '@/lib/constants';
import { SETTLE_MSG } from '@/lib/messages';
import { routes } from '@/lib/routes';
import AddressPicker from './AddressPicker';
import Section from './Section';
import type { Choices } from './useChoices';

/** 收货地址 of a settlement screen (the cart's and the custom quote's): pick, add or manage. */
export function ReceivingAddressSection({ choices }: { choices: Choices }) {
  return (
    <Section title={SETTLE_MSG.addressSection}>
      <AddressPicker
        book="receiving"
        list={choices.addresses}
        chosen={choices.address}
        onPick={choices.setAddressId}
        label={SETTLE_MSG.addressSection}
        addLabel={SETTLE_MSG.addAddress}
        emptyText={SETTLE_MSG.noAddress}
        manageHref={routes.receivingAddress}
        manageLabel={SETTLE_MSG.manageAddresses}
      />
    </Section>
  );
}

/** 订单备注 of a settlement screen. */
export function OrderNoteSection({ choices }: { choices: Choices }) {
  return (
    <Section title={SETTLE_MSG.noteSection}>
      <Input.TextArea
        aria-label={SETTLE_MSG.noteSection}
        value={choices.note}
        onChange={(e) => choices.setNote(e.target.value)}
        maxLength={ORDER_NOTE_MAX}
        showCount
        rows={3}
        placeholder={SETTLE_MSG.notePlaceholder}
      />
    </Section>
  );
}
