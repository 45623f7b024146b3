import { afterEach, describe, expect, it } from 'vitest';
import { restoreInto, snapshotForm, watchPresses } from './hand-over';

/** The server's form and the app's steps, as the registration page has them at the swap. */
function page(serverHtml: string): { form: HTMLFormElement; app: HTMLElement } {
  document.body.innerHTML = `<form id="server">${serverHtml}</form><div id="app"></div>`;
  const form = document.getElementById('server');
  const app = document.getElementById('app');
  if (!(form instanceof HTMLFormElement) || !app) throw new Error('no page');
  return { form, app };
}

// The app's steps are mounted after the snapshot, as the island's are.
const mount = (app: HTMLElement, html: string) => {
  app.innerHTML = html;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the hand-over of the server’s form', () => {
  it('carries what the entrant changed, by id, and not the server’s own values', () => {
    const { form, app } = page(
      '<input id="code" value=""><input id="extra" value="0"><select id="class"><option value="">-</option><option value="1">A</option></select><input id="file" type="file">',
    );
    const code = form.querySelector<HTMLInputElement>('#code');
    if (code) code.value = '123';
    const snapshot = snapshotForm(form);
    expect([...snapshot.values.keys()]).toEqual(['code']);
    const chosen = form.querySelector<HTMLSelectElement>('#class');
    if (chosen) chosen.value = '1';
    expect([...snapshotForm(form).values.keys()]).toEqual(['code', 'class']);

    form.remove();
    mount(app, '<input id="code" value=""><input id="extra" value="2">');
    const seen: string[] = [];
    app.addEventListener('input', (event) => seen.push((event.target as HTMLInputElement).id));
    restoreInto(app, snapshot);
    expect(app.querySelector<HTMLInputElement>('#code')?.value).toBe('123');
    // The draft's 2 stays: the server's 0 was never typed.
    expect(app.querySelector<HTMLInputElement>('#extra')?.value).toBe('2');
    expect(seen).toEqual(['code']);
  });

  it('puts the caret back in the field of the same id', () => {
    const { form, app } = page('<input id="name" value="">');
    const name = form.querySelector<HTMLInputElement>('#name');
    if (!name) throw new Error('no field');
    name.value = 'Ada Ent';
    name.focus();
    name.setSelectionRange(3, 3);
    const snapshot = snapshotForm(form);
    form.remove();
    mount(app, '<input id="name" value="">');
    restoreInto(app, snapshot);
    const next = app.querySelector<HTMLInputElement>('#name');
    expect(document.activeElement).toBe(next);
    expect([next?.value, next?.selectionStart, next?.selectionEnd]).toEqual(['Ada Ent', 3, 3]);
  });

  it('waits for a press under way to end, and knows a form that was sent', async () => {
    page('<button type="submit">Send</button>');
    const presses = watchPresses(document, 'server');
    document.dispatchEvent(new PointerEvent('pointerdown', { pointerId: 1 }));
    let settled = false;
    const between = presses.betweenPresses().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    document.dispatchEvent(new PointerEvent('pointerup', { pointerId: 1 }));
    await between;
    expect(settled).toBe(true);

    expect(presses.submitted()).toBe(false);
    document.getElementById('server')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(presses.submitted()).toBe(true);
    presses.stop();
  });
});
