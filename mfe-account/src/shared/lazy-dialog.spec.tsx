import { act, render, screen } from '@testing-library/react';
import { lazyDialog } from './lazy-dialog';

function Dialog({ open, title }: { open: boolean; title: string }) {
  return open ? <div role="dialog" aria-label={title} /> : null;
}

test('loads its code only when it first opens, once, and renders nothing while closed', async () => {
  const load = jest.fn(() => Promise.resolve(Dialog));
  const LazyDialog = lazyDialog(load);
  const { rerender } = render(<LazyDialog open={false} title="Help" />);
  expect(load).not.toHaveBeenCalled();
  rerender(<LazyDialog open title="Help" />);
  expect(await screen.findByRole('dialog', { name: 'Help' })).toBeInTheDocument();
  rerender(<LazyDialog open={false} title="Help" />);
  expect(screen.queryByRole('dialog')).toBeNull();
  rerender(<LazyDialog open title="Help again" />);
  expect(screen.getByRole('dialog', { name: 'Help again' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('shows nothing in its place while its code loads', async () => {
  let loaded!: (dialog: typeof Dialog) => void;
  const LazyDialog = lazyDialog(() => new Promise<typeof Dialog>((resolve) => (loaded = resolve)));
  const { container } = render(<LazyDialog open title="Help" />);
  expect(container).toBeEmptyDOMElement();
  await act(async () => loaded(Dialog));
  expect(screen.getByRole('dialog', { name: 'Help' })).toBeInTheDocument();
});
