import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useContinueAfterPrices } from './shown-prices';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function PackStep({
  load,
  go,
  refuse,
}: {
  load: () => Promise<number[]>;
  go: () => void;
  refuse: () => void;
}) {
  const prices = useQuery({ queryKey: ['prices'], queryFn: load, retry: false });
  const { isWaiting, continueAfterPrices } = useContinueAfterPrices(prices);
  return (
    <button type="button" onClick={() => continueAfterPrices(go, refuse)}>
      {isWaiting ? 'Envoi…' : 'Continuer'}
    </button>
  );
}

function renderStep(load: () => Promise<number[]>) {
  const go = vi.fn();
  const refuse = vi.fn();
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <PackStep load={load} go={go} refuse={refuse} />
    </QueryClientProvider>,
  );
  return { go, refuse };
}

afterEach(cleanup);

describe('a pack step’s Continuer and its prices (docs/decisions.md)', () => {
  it('clicked while the prices load, waits for them (one load, not two) and then goes on once', async () => {
    const prices = deferred<number[]>();
    const load = vi.fn(() => prices.promise);
    const { go, refuse } = renderStep(load);
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    // a second click while waiting is ignored
    fireEvent.click(screen.getByRole('button', { name: 'Envoi…' }));
    expect(go).not.toHaveBeenCalled();
    await act(async () => prices.resolve([42]));
    expect(go).toHaveBeenCalledTimes(1);
    expect(refuse).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeTruthy();
  });

  it('goes on at once when the prices are shown', async () => {
    const { go } = renderStep(() => Promise.resolve([42]));
    await act(async () => undefined);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continuer' })));
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('never goes on when the prices failed to load, also when they fail while it waits', async () => {
    const prices = deferred<number[]>();
    const { go, refuse } = renderStep(() => prices.promise);
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await act(async () => prices.reject(new Error('503')));
    expect(refuse).toHaveBeenCalledTimes(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continuer' })));
    expect(refuse).toHaveBeenCalledTimes(2);
    expect(go).not.toHaveBeenCalled();
  });
});
