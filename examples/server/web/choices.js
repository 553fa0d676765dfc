// choicesOf reads a View's legalMoves, grouped in choices by what a player
// picks first:
//
//	[{"pick":"7","seat":0,"kind":"play","moves":[{"meld":"7"},{"meld":"7x2"}]}]
//
// each move being its choice's members but pick and moves, with one entry
// of moves. A choice with no pick holds the moves a player makes at once:
// buttons (take, leave, pass) and cells clicked directly (a Lino stone).
// The page draws and sends nothing else.
export function choicesOf(legalMoves) {
  return (legalMoves || []).map((c) => {
    const shared = {};
    for (const [k, v] of Object.entries(c)) if (k !== 'pick' && k !== 'moves') shared[k] = v;
    const moves = (c.moves || []).map((m) => Object.assign({}, shared, m));
    return { pick: c.pick ?? null, moves };
  });
}

