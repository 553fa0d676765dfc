// Reading a table's view (table.js): a seat's, with its secret, or a
// spectator's, from the table itself; read again as events come, the
// calls made while a read is in flight folding into one more, and a
// dropped connection said, and tried again a little later.
import { HTTPError } from './dom.js';
import { t } from './i18n/i18n.js';

// viewReader reads the view of table id through the transport tr for the
// page's state st (its seat, token, notice, the count of reads, seq, and
// of a spectator the table's info): show(v, seq) takes a view in,
// render() draws the table. It returns fetchView(), one read, and
// refresh().
export function viewReader(tr, id, st, { show, render }) {
  async function fetchView() {
    if (st.seat >= 0) return tr.api('GET', `/api/tables/${encodeURIComponent(id)}/seats/${st.seat}/view`, undefined, st.token);
    const info = await tr.api('GET', `/api/tables/${encodeURIComponent(id)}`);
    st.info = info;
    return info.view;
  }

  // refresh reads the view again; calls while one is in flight fold into
  // one more. Each call's promise settles once the table is drawn with a
  // view read after the call.
  let refreshing = null, again = false, failures = 0;
  function refresh() {
    if (refreshing) { again = true; return refreshing; }
    refreshing = reread();
    return refreshing;
  }
  async function reread() {
    try {
      do {
        again = false;
        const seq = ++st.seq;
        try {
          show(await fetchView(), seq);
          failures = 0;
        } catch (err) {
          // A dropped connection: say so, and look again a little later.
          if (!(err instanceof HTTPError) || err.status === 0 || err.status >= 500) {
            st.notice = t('table.lost');
            setTimeout(() => { st.notice = ''; refresh(); }, Math.min(8000, 400 * 2 ** failures++));
          } else st.notice = err.message;
        }
      } while (again);
    } finally { refreshing = null; }
    render();
  }

  return { fetchView, refresh };
}
