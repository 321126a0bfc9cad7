import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import Dialog from '@/components/ui/kit/Dialog';
import FormItem from '@/components/ui/kit/FormItem';
import Tabs from '@/components/ui/kit/Tabs';
import TextInput from '@/components/ui/kit/TextInput';

/** The light kit's form parts (the login, register and forgotten-password pages and the login pop-up use them). */

function PasswordBox({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <FormItem error={error} helpId="pw-help">
      <TextInput type="password" aria-label="密码" value={value} onChange={setValue} aria-invalid={error ? true : undefined} aria-describedby={error ? 'pw-help' : undefined} status={error ? 'error' : undefined} />
    </FormItem>
  );
}

function ThreeTabs({ onOpen = () => {} }: { onOpen?: (key: string) => void }) {
  const [key, setKey] = useState('1');
  const open = (k: string) => {
    setKey(k);
    onOpen(k);
  };
  return (
    <Tabs
      centered
      activeKey={key}
      onChange={open}
      items={[
        { key: '0', label: '扫码登录', children: <p>二维码</p> },
        { key: '1', label: '免密登录', children: <input aria-label="手机号" /> },
        { key: '2', label: '密码登录', children: <input aria-label="密码" /> },
      ]}
    />
  );
}

function DialogHost() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        您好，请登录
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="欢迎登录" width={370}>
        <input aria-label="手机号" />
        <button type="button">登录</button>
      </Dialog>
    </>
  );
}

describe('the light kit: inputs, form rows, tabs, dialog', () => {
  it('a password input hides what is typed until its eye button (显示密码) is pressed', () => {
    render(<PasswordBox />);
    const input = screen.getByLabelText('密码') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'Test1234' } });
    expect(input.value).toBe('Test1234');
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: '显示密码' }));
    expect(input.type).toBe('text');
    const eye = screen.getByRole('button', { name: '隐藏密码' });
    expect(eye.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(eye);
    expect(input.type).toBe('password');
  });

  it("a form row's message is an alert under the field, and the field points at it", () => {
    const { rerender } = render(<PasswordBox />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<PasswordBox error="请输入密码" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('请输入密码');
    const input = screen.getByLabelText('密码');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('tabs: roles and names, only the open panel mounted, arrows move the focus and Enter opens', () => {
    const onOpen = vi.fn();
    render(<ThreeTabs onOpen={onOpen} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['扫码登录', '免密登录', '密码登录']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[1].id);
    expect(tabs[1].getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.queryByText('二维码')).toBeNull();

    tabs[1].focus();
    fireEvent.keyDown(tabs[1], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[2]);
    fireEvent.keyDown(tabs[2], { key: 'ArrowRight' }); // round to the first
    expect(document.activeElement).toBe(tabs[0]);
    expect(onOpen).not.toHaveBeenCalled(); // moving the focus opens nothing
    fireEvent.keyDown(tabs[0], { key: 'End' });
    expect(document.activeElement).toBe(tabs[2]);
    fireEvent.click(tabs[2]); // Enter / Space on a focused button is a click
    expect(onOpen).toHaveBeenCalledWith('2');
    expect(screen.getByRole('tab', { name: '密码登录' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').contains(screen.getByLabelText('密码'))).toBe(true);
    expect(screen.queryByLabelText('手机号')).toBeNull();
  });

  it('a dialog is a named modal that takes the focus, keeps Tab inside, closes on Esc and gives the focus back', () => {
    render(<DialogHost />);
    const opener = screen.getByRole('button', { name: '您好，请登录' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: '欢迎登录' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');

    // Shift+Tab from the start goes round to the last control; Tab from the last to the first (关闭).
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    const login = screen.getByRole('button', { name: '登录' });
    expect(document.activeElement).toBe(login);
    fireEvent.keyDown(login, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '关闭' }));

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('a dialog closes with 关闭 and with a click on the mask beside it, not with a click inside', () => {
    render(<DialogHost />);
    fireEvent.click(screen.getByRole('button', { name: '您好，请登录' }));
    const dialog = screen.getByRole('dialog', { name: '欢迎登录' });
    fireEvent.mouseDown(screen.getByLabelText('手机号'));
    fireEvent.click(screen.getByLabelText('手机号'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    const wrap = dialog.parentElement!;
    fireEvent.mouseDown(wrap);
    fireEvent.click(wrap);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '您好，请登录' }));
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
