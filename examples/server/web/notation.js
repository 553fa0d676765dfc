// choicesOf reads a View's legalMoves as choices. A server whose games
// list their legal moves as choices sends them as they are:
//
//	[{"pick":"7","seat":0,"kind":"play","moves":[{"meld":"7"},{"meld":"7x2"}]}]
//
// each move being its choice's members but pick and moves, with one entry
// of moves. The page draws and sends nothing else.
export function choicesOf(legalMoves) {
  return (legalMoves || []).map((c) => {
    const shared = {};
    for (const [k, v] of Object.entries(c)) if (k !== 'pick' && k !== 'moves') shared[k] = v;
    const moves = (c.moves || []).map((m) => Object.assign({}, shared, m));
    return { pick: c.pick ?? null, kind: shared.kind ?? (moves[0] && moves[0].kind), moves };
  });
}

// fromNotation builds the choices of legal moves given as notation, as the
// games did before they listed choices. It goes once every game lists its
// choices.
export function fromNotation(game, legal) {
  const groups = new Map();
  for (const full of legal) {
    if (typeof full !== 'string') return null;
    const [seatText, rest] = full.split(':');
    const seat = parseInt(seatText, 10);
    const t = rest.trim().split(/\s+/);
    let pick = null;
    let m;
    if (game === 'linko') {
      if (t[0] === 'play') { m = { seat, kind: 'play', meld: t[1] }; pick = meldValue(t[1]); }
      else if (t[0] === 'draw' && t[1] === 'pile') m = { seat, kind: 'draw pile' };
      else if (t[0] === 'draw') { m = { seat, kind: 'draw', card: t[1] }; pick = t[1]; }
      else m = { seat, kind: t[0] };
    } else if (game === 'lino') {
      if (t[0] === 'move') { m = { seat, kind: 'move', from: t[1], to: t[2] }; pick = t[1]; }
      else m = { seat, kind: 'place', to: t[1] };
    } else if (t[0] === 'pass') m = { seat, kind: 'pass' };
    else { m = { seat, kind: t[0], symbol: t[1], cell: t[2] }; pick = t[1]; }
    m.notation = rest.trim();
    const key = `${m.kind === 'down' ? 'up' : m.kind}/${pick}`;
    if (!groups.has(key)) groups.set(key, { pick, kind: m.kind, moves: [] });
    groups.get(key).moves.push(m);
  }
  return [...groups.values()];
}

function meldValue(meld) {
  for (const part of meld.split('+')) {
    const v = part.split('x')[0];
    if (v.toUpperCase() !== 'J') return v;
  }
  return 'J';
}
