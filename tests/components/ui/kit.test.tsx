import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import Alert from '@/components/ui/kit/Alert';
import Button from '@/components/ui/kit/Button';
import Checkbox from '@/components/ui/kit/Checkbox';
import Spinner from '@/components/ui/kit/Spinner';

describe('the light kit', () => {
  it('a loading button is busy and cannot be clicked twice', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button variant="primary" onClick={onClick}>
        登录
      </Button>,
    );
    const button = screen.getByRole('button', { name: '登录' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button variant="primary" loading onClick={onClick} htmlType="submit">
        登录
      </Button>,
    );
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('type')).toBe('submit');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('a checkbox reports its new state, is named by its label, and shows "some chosen"', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <Checkbox checked={false} onChange={onChange}>
        记住我
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: '记住我' }) as HTMLInputElement;
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
    rerender(<Checkbox checked={false} indeterminate onChange={onChange} aria-label="全选" />);
    expect((screen.getByRole('checkbox', { name: '全选' }) as HTMLInputElement).indeterminate).toBe(true);
  });

  it('an error notice is announced, an information one is a status', () => {
    render(
      <>
        <Alert type="error" message="加载失败" description="请稍后重试" />
        <Alert type="info" message="共 3 件" />
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain('加载失败请稍后重试');
    expect(screen.getByRole('status').textContent).toContain('共 3 件');
  });

  it('a spinner covers its content while spinning and says so', () => {
    const { rerender } = render(
      <Spinner spinning tip="提交中">
        <p>表格</p>
      </Spinner>,
    );
    expect(screen.getByRole('status').textContent).toBe('提交中');
    expect(screen.getByText('表格')).toBeTruthy();
    rerender(
      <Spinner spinning={false}>
        <p>表格</p>
      </Spinner>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
