// A View's choices, as the page draws them.
import { minus } from './dom.js';

// choicesOf reads a View's legalMoves, grouped in choices by what a player
// picks first:
//
//	[{"pick":"7","seat":0,"kind":"play","moves":[{"meld":"7"},{"meld":"7x2"}]}]
//
// each move being its choice's members but pick, label and moves, with the
// members of one entry of moves but its label and preview. A choice whose
// moves differ in one member alone and carry neither label nor preview is
// written more compactly (Lino's tiles while the field is built): that
// member as the list of its values, one a move, in place of moves:
//
//	{"pick":"4,0","seat":0,"kind":"move","from":"4,0","to":["4,-1","5,-1"]}
//
// A choice with no pick holds the moves a player makes at once: buttons
// (take, leave, pass) and cells clicked directly (a Lino stone). The page
// draws and sends nothing else. A move's label and preview, the library's
// words for its button, ride on it unseen by JSON.stringify, which sends the
// move alone.
export function choicesOf(legalMoves) {
  return (legalMoves || []).map((c) => {
    const shared = {};
    let entries = c.moves;
    for (const [k, v] of Object.entries(c)) {
      if (k === 'pick' || k === 'label' || k === 'moves') continue;
      if (Array.isArray(v) && !c.moves) entries = v.map((one) => ({ [k]: one }));
      else shared[k] = v;
    }
    const moves = (entries || []).map(({ label, preview, ...m }) =>
      Object.defineProperties(Object.assign({}, shared, m), { label: { value: minus(label || '') }, preview: { value: minus(preview || '') } }));
    return { pick: c.pick ?? null, label: c.label || '', moves };
  });
}
