import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import QtyInput from '@/components/cart/QtyInput';

/** The list rows' quantity stepper (cart, inquiry basket, quick order) without antd: what a shopper can type and press. */
describe('QtyInput', () => {
  const setup = (value = 2, answer = true) => {
    const onCommit = vi.fn(async () => answer);
    const view = render(<QtyInput value={value} label="阿司匹林 数量" onCommit={onCommit} />);
    const box = screen.getByRole('spinbutton', { name: '阿司匹林 数量' }) as HTMLInputElement;
    return { onCommit, box, view };
  };
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 500)));

  it('is a named spinbutton 1–9999 with Chinese − / + buttons', () => {
    const { box } = setup(1);
    expect(box.value).toBe('1');
    expect(box.getAttribute('aria-valuemin')).toBe('1');
    expect(box.getAttribute('aria-valuemax')).toBe('9999');
    expect(box.getAttribute('aria-valuenow')).toBe('1');
    expect((screen.getByRole('button', { name: '减少数量' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '增加数量' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('takes digits only, clamps to 9999, and sends one update once typing settles', async () => {
    const { box, onCommit } = setup(2);
    fireEvent.change(box, { target: { value: '1' } });
    fireEvent.change(box, { target: { value: '12a' } });
    expect(box.value).toBe('12');
    fireEvent.change(box, { target: { value: '123456' } });
    expect(box.value).toBe('9999');
    expect(onCommit).not.toHaveBeenCalled();
    await waitFor(() => expect(onCommit).toHaveBeenCalledTimes(1));
    expect(onCommit).toHaveBeenCalledWith(9999);
  });

  it('an emptied box (or 0) sends nothing and shows the list value again when left', async () => {
    const { box, onCommit } = setup(3);
    fireEvent.change(box, { target: { value: '0' } });
    expect(box.value).toBe('');
    fireEvent.blur(box);
    expect(box.value).toBe('3');
    await settle();
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('↑ / ↓ and − / + step by one within 1–9999', async () => {
    const { box, onCommit } = setup(2);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.value).toBe('4');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.click(screen.getByRole('button', { name: '减少数量' }));
    fireEvent.click(screen.getByRole('button', { name: '减少数量' }));
    expect(box.value).toBe('1');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.value).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: '增加数量' }));
    expect(box.value).toBe('2');
    await settle();
    expect(onCommit).not.toHaveBeenCalled(); // back at the list's value: nothing to send
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    await waitFor(() => expect(onCommit).toHaveBeenCalledWith(3));
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('a refused change snaps back to the list value; a new list value is shown', async () => {
    const { box, onCommit, view } = setup(5, false);
    fireEvent.change(box, { target: { value: '8' } });
    await waitFor(() => expect(onCommit).toHaveBeenCalledWith(8));
    await waitFor(() => expect(box.value).toBe('5'));
    view.rerender(<QtyInput value={7} label="阿司匹林 数量" onCommit={onCommit} />);
    expect(box.value).toBe('7');
  });

  it('disabled: nothing can be changed', () => {
    render(<QtyInput value={2} label="数量" disabled onCommit={async () => true} />);
    expect((screen.getByRole('spinbutton', { name: '数量' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '增加数量' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
