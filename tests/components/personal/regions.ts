import { expect } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';

/** Picks an option of one of RegionSelects' 省 / 市 / 区/县 selects once it is enabled and loaded. */
export async function pick(label: string, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  await waitFor(() => expect(select.closest('.ant-select-disabled, .ant-select-loading')?.className ?? label).toBe(label));
  fireEvent.mouseDown(select);
  // Earlier levels' dropdowns stay in the DOM; the one opened last is appended last.
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].filter((o) => o.title === option).at(-1);
    expect(found).toBeTruthy();
    return found as HTMLElement;
  });
  fireEvent.click(item);
}
