// The events of one table as the page follows them (table.js): an
// EventSource of the server's, or of this browser's engine (local.js),
// resumed after a dropped connection from the last event the page has, so
// that nothing comes twice and nothing is lost.
import { lang } from './i18n/i18n.js';

// eventStream follows the events of table id for the page's state st
// (its seat, token, last index and connection's state), told being its
// log (log.js): take(d) gets each new event, refresh() reads the view
// again, render() draws the table. It returns connect(), to begin; open,
// whether it is following; reopen(), to follow again from what the log
// would tell (the log told again with other cells' names).
export function eventStream(tr, id, st, told, { take, refresh, render }) {
  let retry = 0, es = null;
  function connect() {
    const q = new URLSearchParams();
    if (st.seat >= 0) { q.set('seat', st.seat); q.set('token', st.token); }
    const after = told.resumeAfter(st.last);
    if (after >= 0) q.set('after', after);
    q.set('lang', lang); // an EventSource sends no header of the page's: its sentences' language goes here
    const source = new tr.EventSource(`/api/tables/${encodeURIComponent(id)}/events?${q}`);
    es = source;
    st.conn = 'connecting';
    source.onopen = () => {
      retry = 0;
      st.conn = 'live';
      refresh(); // after a reconnect, catch up with what the events may not say
    };
    source.addEventListener('game', (m) => {
      let d;
      try { d = JSON.parse(m.data); } catch { return; }
      const index = typeof d.index === 'number' ? d.index : parseInt(m.lastEventId, 10);
      if (index <= st.last) { // seen already: its sentence retold, or nothing
        if (told.retelling) told.add(Object.assign(d, { index }), false);
        return;
      }
      st.last = index;
      d.index = index;
      take(d);
    });
    source.addEventListener('over', () => {
      st.conn = 'done';
      source.close();
      refresh();
    });
    source.onerror = () => {
      st.conn = 'lost';
      if (source.readyState === tr.EventSource.CLOSED) {
        // The browser gave up (the server refused or went away): try again,
        // from the last event we have, a little later each time.
        setTimeout(() => { if (es === source) connect(); }, Math.min(10000, 500 * 2 ** retry++));
      }
      render();
    };
  }
  return {
    connect,
    get open() { return es !== null; },
    reopen() { es.close(); connect(); },
  };
}
