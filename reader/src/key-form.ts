import { el } from './dom.js';

const STORAGE_KEY = 'diary-reader.api-key';

/** The key lives in this tab's session storage only: gone when the tab closes, never in a cookie or a URL. */
export const storedKey = {
  get: (): string | null => sessionStorage.getItem(STORAGE_KEY),
  set: (key: string) => sessionStorage.setItem(STORAGE_KEY, key),
  forget: () => sessionStorage.removeItem(STORAGE_KEY),
};

/** The form that asks for a key; `message` says why a key is asked for again. */
export function keyForm(onKey: (key: string) => void, message: Node | null): HTMLElement {
  const input = el('input', {
    attrs: {
      id: 'api-key',
      type: 'password',
      name: 'api-key',
      autocomplete: 'off',
      spellcheck: 'false',
      placeholder: 'diary_sk_…',
      required: '',
    },
  });
  const refusal = el('p', { class: 'problem', attrs: { role: 'alert', hidden: '' } });
  const form = el(
    'form',
    {
      class: 'key-form',
      on: {
        submit: (event) => {
          event.preventDefault();
          const key = input.value.trim();
          if (!key) return;
          // An HTTP header carries visible ASCII only: such a key would read as the service being unreachable.
          if (!/^[\x21-\x7e]+$/.test(key)) {
            refusal.textContent =
              'That is not an API key: keys are diary_sk_ followed by letters and digits, and this one holds other characters (a space or a letter from another alphabet?). Copy it again.';
            refusal.hidden = false;
            return;
          }
          refusal.hidden = true;
          onKey(key);
        },
      },
    },
    el('h1', {}, 'Read your diary'),
    el(
      'p',
      {},
      'Paste an API key of your account (scopes entries:list, entries:read and tags:read). It stays in this tab and is sent only to this service.',
    ),
    message,
    el('label', { attrs: { for: 'api-key' } }, 'API key'),
    el('div', { class: 'key-row' }, input, el('button', { attrs: { type: 'submit' } }, 'Open')),
    refusal,
  );
  queueMicrotask(() => input.focus());
  return form;
}
