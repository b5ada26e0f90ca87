import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CarriedVisitorState, carryVisitorState } from './visitor-state';

// The server's markup of a content page (content-pages.ts): its own header, then main#main.
const serverMarkup =
  '<header class="site-header"><a href="/">Alpaws</a></header>' +
  '<main id="main" tabindex="-1"><div class="faq-page">' +
  '<details id="q1"><summary>Un délai ?</summary><p>30 jours</p></details>' +
  '<details id="q2"><summary>Une puce ?</summary><p>Oui</p></details>' +
  '<details id="q3"><summary>À l’étranger ?</summary><p>En Europe</p></details>' +
  '<details class="filters"><summary>Filtrer</summary><a href="/actualites?cat=x">X</a></details>' +
  '</div></main>';

/** React's page: the same content, in a frame of its own (a wrapper the server does not send). */
function ReactPage({
  filters = 'details',
  wrapped = true,
}: {
  filters?: 'details' | 'div';
  wrapped?: boolean;
}) {
  const Fold = ({ id, q, a }: { id: string; q: string; a: string }) => (
    <details id={id}>
      <summary>{q}</summary>
      <p>{a}</p>
    </details>
  );
  const frame = (children: ReactNode) => {
    const parts = (
      <>
        <header className="site-header">
          <a href="/">Alpaws</a>
        </header>
        <main id="main" tabIndex={-1}>
          {children}
          <CarriedVisitorState />
        </main>
      </>
    );
    return wrapped ? <fieldset className="app-root">{parts}</fieldset> : parts;
  };
  return frame(
    <div className="faq-page">
      <Fold id="q1" q="Un délai ?" a="30 jours" />
      <Fold id="q2" q="Une puce ?" a="Oui" />
      <Fold id="q3" q="À l’étranger ?" a="En Europe" />
      {filters === 'details' ? (
        <details className="filters">
          <summary>Filtrer</summary>
          <a href="/actualites?cat=x">X</a>
        </details>
      ) : (
        <div className="filters">
          <a href="/actualites?cat=x">X</a>
        </div>
      )}
    </div>,
  );
}

let root: HTMLElement;

beforeEach(() => {
  document.body.innerHTML = `<div id="root">${serverMarkup}</div>`;
  root = document.getElementById('root') as HTMLElement;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

const fold = (selector: string) => document.querySelector(selector) as HTMLDetailsElement;
const summaryOf = (selector: string) =>
  document.querySelector(`${selector} > summary`) as HTMLElement;

async function takeOver(page: ReactNode = <ReactPage />) {
  const serverFolds = [...root.querySelectorAll('details')];
  carryVisitorState(root);
  await act(async () => createRoot(root).render(page));
  // the server's elements are gone: React's are in their place
  for (const element of serverFolds) expect(element.isConnected).toBe(false);
}

describe('what the visitor did to the server’s markup survives the client’s first render', () => {
  it('keeps the questions opened before the scripts ran open, and the others closed', async () => {
    fold('#q1').open = true;
    fold('#q3').open = true;
    await takeOver();
    expect([fold('#q1').open, fold('#q2').open, fold('#q3').open]).toEqual([true, false, true]);
  });

  it('counts what happens between the start and the commit: a question closed again stays closed', async () => {
    fold('#q1').open = true;
    carryVisitorState(root);
    fold('#q1').open = false; // after carrying started, before React's commit
    fold('#q2').open = true;
    await act(async () => createRoot(root).render(<ReactPage />));
    expect([fold('#q1').open, fold('#q2').open]).toEqual([false, true]);
  });

  it('finds a fold without an id by its place under main#main, and only the same kind of element', async () => {
    fold('details.filters').open = true;
    await takeOver();
    expect(fold('details.filters').open).toBe(true);

    document.body.innerHTML = `<div id="root">${serverMarkup}</div>`;
    root = document.getElementById('root') as HTMLElement;
    fold('details.filters').open = true;
    carryVisitorState(root);
    await act(async () => createRoot(root).render(<ReactPage filters="div" />));
    expect(document.querySelector('div.filters')?.hasAttribute('open')).toBe(false);
  });

  it('gives the focus back to the same control (a question’s summary, keyboard users)', async () => {
    summaryOf('#q2').focus();
    expect(document.activeElement).toBe(summaryOf('#q2'));
    const serverSummary = summaryOf('#q2');
    await takeOver();
    expect(document.activeElement).not.toBe(serverSummary);
    expect(document.activeElement).toBe(summaryOf('#q2'));
  });

  it('notes a focus that moves after carrying started', async () => {
    carryVisitorState(root);
    summaryOf('#q3').focus();
    await act(async () => createRoot(root).render(<ReactPage />));
    expect(document.activeElement).toBe(summaryOf('#q3'));
  });

  it('does not take the focus back when the visitor had left the control, or it had no place', async () => {
    carryVisitorState(root);
    summaryOf('#q1').focus();
    summaryOf('#q1').blur();
    await Promise.resolve();
    await act(async () => createRoot(root).render(<ReactPage />));
    expect(document.activeElement).toBe(document.body);

    document.body.innerHTML = `<div id="root">${serverMarkup}</div>`;
    root = document.getElementById('root') as HTMLElement;
    // the frame has no id above it but the root's: even where its markup is the same, not carried
    (root.querySelector('header a') as HTMLElement).focus();
    await takeOver(<ReactPage wrapped={false} />);
    expect(document.activeElement).toBe(document.body);
  });
});
