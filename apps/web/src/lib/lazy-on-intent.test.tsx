import { act, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyOnIntent } from './lazy-on-intent';

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  document.body.innerHTML = '';
});

afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

const dialogModule = { default: ({ text }: { text: string }) => <p role="dialog">{text}</p> };

async function renderIn(element: React.ReactNode): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(<Suspense fallback={<p>loading</p>}>{element}</Suspense>);
  });
  return container;
}

describe('lazyOnIntent: a modal loaded on the intent to open it (issue 14)', () => {
  it('loads nothing until asked; an intent starts the load the render then uses, once', async () => {
    const load = vi.fn(() => Promise.resolve(dialogModule));
    const dialog = lazyOnIntent(load);
    expect(load).not.toHaveBeenCalled();
    dialog.intentProps.onPointerEnter();
    dialog.intentProps.onFocus();
    expect(load).toHaveBeenCalledTimes(1);
    const container = await renderIn(<dialog.Component text="Rappelez-moi" />);
    expect(container.textContent).toBe('Rappelez-moi');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders without an intent first (a press straight away)', async () => {
    const load = vi.fn(() => Promise.resolve(dialogModule));
    const dialog = lazyOnIntent(load);
    const container = await renderIn(<dialog.Component text="Participer" />);
    expect(container.textContent).toBe('Participer');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed preload (offline for a moment), without an unhandled rejection', async () => {
    const load = vi
      .fn<() => Promise<typeof dialogModule>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue(dialogModule);
    const dialog = lazyOnIntent(load);
    dialog.preload();
    // the failure is settled (and swallowed by the intent) before the press
    await act(async () => {
      await Promise.resolve();
    });
    const container = await renderIn(<dialog.Component text="Rappelez-moi" />);
    expect(container.textContent).toBe('Rappelez-moi');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
