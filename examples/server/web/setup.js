// A button that makes a table and goes to it (the lobby's "Play against
// the computer"; a lesson's "Play a real game", Rematch and the next
// level at a game's end) says so at once, on itself, until the table's
// page takes over with "Loading the game…" (r29 #4: under load the button
// went grey and dead for two seconds, its words under it unseen).
import { t } from './i18n/i18n.js';

// settingUp has button say "Setting up the table…", busy: a press
// meanwhile does nothing. It keeps its look and the focus (a disabled
// button greys, and drops the focus to the page's top). It returns undo,
// which gives the button back as it was (the table was not made), or
// null if the button is setting up a table already. Back at the page from
// the browser's cache (the table's page left by Back), the button is
// given back too.
export function settingUp(button) {
  if (button.getAttribute('aria-busy') === 'true') return null;
  const words = [...button.childNodes];
  button.setAttribute('aria-busy', 'true');
  button.setAttribute('aria-disabled', 'true');
  button.replaceChildren(t('lobby.settingUp'));
  const undo = () => {
    removeEventListener('pageshow', back);
    button.removeAttribute('aria-busy');
    button.removeAttribute('aria-disabled');
    button.replaceChildren(...words);
  };
  const back = (e) => { if (e.persisted) undo(); };
  addEventListener('pageshow', back);
  return undo;
}
