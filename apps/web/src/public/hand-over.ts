/**
 * The moment the server's registration form makes way for the app's steps (ADR 042), made so that
 * nothing the entrant does in it is lost: the swap waits for a press to end (a tap begun on the
 * server's button ends on it, not on the new one's ancestor), never happens once the form is sent
 * (the server answers), and what the fields hold with the caret comes over by id (both forms use
 * the same ids), so typing goes on in the new field without a key dropped.
 */

/** The page's presses and the server form's submission, watched from hydration on. */
export interface PressWatch {
  /** Resolves between presses: at once, or once the press under way has ended and its click was dispatched. */
  betweenPresses: () => Promise<void>;
  /** Whether the server's form was sent (a native post is on its way; the page is about to change). */
  submitted: () => boolean;
  stop: () => void;
}

export function watchPresses(doc: Document, formId: string): PressWatch {
  const pressed = new Set<number>();
  let waiting: (() => void)[] = [];
  let sent = false;
  const down = (event: PointerEvent) => pressed.add(event.pointerId);
  const up = (event: PointerEvent) => {
    pressed.delete(event.pointerId);
    if (pressed.size > 0) return;
    // After this task: the click that ends the press is dispatched in it.
    setTimeout(() => {
      if (pressed.size > 0) return;
      const ready = waiting;
      waiting = [];
      for (const resolve of ready) resolve();
    });
  };
  const submit = (event: SubmitEvent) => {
    if (event.target instanceof HTMLFormElement && event.target.id === formId && !event.defaultPrevented) sent = true;
  };
  doc.addEventListener('pointerdown', down, true);
  doc.addEventListener('pointerup', up, true);
  doc.addEventListener('pointercancel', up, true);
  // Bubbling, so a handler that prevents the post has had its say.
  doc.addEventListener('submit', submit);
  return {
    betweenPresses: () => (pressed.size === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve))),
    submitted: () => sent,
    stop: () => {
      doc.removeEventListener('pointerdown', down, true);
      doc.removeEventListener('pointerup', up, true);
      doc.removeEventListener('pointercancel', up, true);
      doc.removeEventListener('submit', submit);
    },
  };
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the server's form holds as it is replaced: each field the entrant changed, by id, and where the caret is. */
export interface FormSnapshot {
  values: Map<string, { kind: string; value: string }>;
  focus: { id: string; start: number | null; end: number | null } | null;
}

// Files cannot be carried (a new input starts empty; the app's form says so), nor need hidden ones be.
const NOT_CARRIED = new Set(['file', 'hidden', 'submit', 'button', 'checkbox', 'radio']);

/** A field whose value is carried, with its kind (a value only goes into a field of the same kind). */
function carriedField(element: Element | null): { field: Field; kind: string } | null {
  if (element instanceof HTMLInputElement) return NOT_CARRIED.has(element.type) ? null : { field: element, kind: `input:${element.type}` };
  if (element instanceof HTMLTextAreaElement) return { field: element, kind: 'textarea' };
  if (element instanceof HTMLSelectElement) return { field: element, kind: 'select' };
  return null;
}

export function snapshotForm(form: HTMLFormElement | null): FormSnapshot {
  const values = new Map<string, { kind: string; value: string }>();
  if (!form) return { values, focus: null };
  for (const element of Array.from(form.elements)) {
    const carried = carriedField(element);
    // Only what the entrant changed: the server's own values (a 0, a default class) must not
    // overwrite what the device's drafts restore into the app's steps.
    if (carried && element.id && changed(carried.field)) values.set(element.id, { kind: carried.kind, value: carried.field.value });
  }
  const active = form.ownerDocument.activeElement;
  const focus =
    active instanceof HTMLElement && form.contains(active) && active.id
      ? {
          id: active.id,
          start: active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? safeSelection(active, 'start') : null,
          end: active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? safeSelection(active, 'end') : null,
        }
      : null;
  return { values, focus };
}

/**
 * Into the app's steps under `root`: a field whose value differs from what was typed takes it, set
 * as a keystroke would (the native setter, then input and change events, so React and the form
 * library see it); then the caret goes back where it was.
 */
export function restoreInto(root: HTMLElement, snapshot: FormSnapshot): void {
  for (const [id, typed] of snapshot.values) {
    const carried = carriedField(root.ownerDocument.getElementById(id));
    if (!carried || !root.contains(carried.field) || carried.kind !== typed.kind) continue;
    const { field } = carried;
    if (field.value === typed.value) continue;
    // The prototype's setter, not the instance's: React tracks the value the instance was last given.
    const prototype: unknown = Object.getPrototypeOf(field);
    const setter =
      typeof prototype === 'object' && prototype !== null ? Object.getOwnPropertyDescriptor(prototype, 'value')?.set : undefined;
    setter?.call(field, typed.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
  const { focus } = snapshot;
  if (!focus) return;
  const element = root.ownerDocument.getElementById(focus.id);
  if (!(element instanceof HTMLElement) || !root.contains(element)) return;
  element.focus({ preventScroll: true });
  if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && focus.start !== null && focus.end !== null) {
    try {
      element.setSelectionRange(focus.start, focus.end);
    } catch {
      // An e-mail or number input has no caret to set: the focus alone comes over (typing appends).
    }
  }
}

function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    const options = Array.from(field.options);
    if (field.multiple) return options.some((option) => option.selected !== option.defaultSelected);
    // A single choice none of whose options is marked shows its first.
    const marked = options.findIndex((option) => option.defaultSelected);
    return field.selectedIndex !== (marked === -1 ? 0 : marked);
  }
  return field.value !== field.defaultValue;
}

/** The caret of a field that has one; an e-mail or number input throws on reading it. */
function safeSelection(field: HTMLInputElement | HTMLTextAreaElement, end: 'start' | 'end'): number | null {
  try {
    return end === 'start' ? field.selectionStart : field.selectionEnd;
  } catch {
    return null;
  }
}
