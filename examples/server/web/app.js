// The page's entry point: the lobby at /, a table at /play/{id}.
import { lobby } from './lobby.js';
import { table } from './table.js';

const m = location.pathname.match(/^\/play\/([^/]+)/);
const app = document.getElementById('app');
const run = m ? table(app, decodeURIComponent(m[1]), new URLSearchParams(location.search)) : lobby(app);
run.catch((err) => {
  app.replaceChildren();
  const p = document.createElement('p');
  p.className = 'error';
  p.setAttribute('role', 'alert');
  p.textContent = String(err && err.message ? err.message : err);
  app.append(p);
});
