// The page for an address the server does not have (404.html), in the
// reader's language: the HTML holds its English, for a browser that runs
// no script.
import { t } from './i18n/i18n.js';

document.title = `tabletop · ${t('notFound.title')}`;
document.getElementById('oops-title').textContent = t('notFound.title');
document.getElementById('oops-why').textContent = t('notFound.why');
document.getElementById('oops-lobby').textContent = t('page.toLobby');
