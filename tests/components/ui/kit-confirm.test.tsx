import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import Button from '@/components/ui/kit/Button';
import Confirm from '@/components/ui/kit/Confirm';
import Empty from '@/components/ui/kit/Empty';

const ask = (onConfirm: () => Promise<void> | void, disabled = false) =>
  render(
    <div>
      <Confirm title="确定删除吗？" okText="删除" danger disabled={disabled} onConfirm={onConfirm}>
        {(trigger) => (
          <Button variant="link" danger {...trigger}>
            删除选中
          </Button>
        )}
      </Confirm>
      <button type="button">别处</button>
    </div>,
  );

describe('the light kit: Confirm', () => {
  it('opens an alertdialog named by its question, focus on 取消; Tab stays inside; 取消 closes without confirming', () => {
    const onConfirm = vi.fn();
    ask(onConfirm);
    const trigger = screen.getByRole('button', { name: '删除选中' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    const dialog = screen.getByRole('alertdialog', { name: '确定删除吗？' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(dialog.id);
    const cancel = within(dialog).getByRole('button', { name: '取消' });
    const ok = within(dialog).getByRole('button', { name: '删除' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(ok);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(cancel);
    fireEvent.click(cancel);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Esc and a click elsewhere cancel', () => {
    const onConfirm = vi.fn();
    ask(onConfirm);
    const trigger = screen.getByRole('button', { name: '删除选中' });
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    fireEvent.click(trigger);
    fireEvent.mouseDown(screen.getByRole('button', { name: '别处' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('确定 runs the action once, busy until it settles, then closes', async () => {
    let finish = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    ask(onConfirm);
    fireEvent.click(screen.getByRole('button', { name: '删除选中' }));
    const ok = screen.getByRole('button', { name: '删除' });
    fireEvent.click(ok);
    expect(ok.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(ok);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('a disabled one does not open', () => {
    ask(vi.fn(), true);
    fireEvent.click(screen.getByRole('button', { name: '删除选中' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('the light kit: Empty', () => {
  it('shows its text and the way out', () => {
    render(
      <Empty description="购物车还是空的，去挑选商品吧">
        <button type="button">去逛逛</button>
      </Empty>,
    );
    expect(screen.getByText('购物车还是空的，去挑选商品吧')).toBeTruthy();
    expect(screen.getByRole('button', { name: '去逛逛' })).toBeTruthy();
  });
});
