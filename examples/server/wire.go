package main

// The JSON the server sends after a move, each piece made once: a move's
// events as each seat sees them and their stream messages, shared by the
// move's reply and every stream; the views of the table's current game,
// shared by the requests that ask for the same seat in the same language.
// The handle's JSON (events, views) is compact and escaped as
// encoding/json writes it already, so it is written out as it is, never
// scanned again.

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strconv"
	"sync"
	"unicode/utf8"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// moveWire is one move's events on the wire, each piece made when first
// asked and kept for the next reader: the move's reply and every stream
// that sends it, whatever their number. mu guards the maps alone: a piece
// is made outside it (see madeOnce), so that neither the mover's reply
// nor one stream waits while another's piece is narrated and encoded.
type moveWire struct {
	mu       sync.Mutex
	json     []keyed[int, []json.RawMessage] // the events' JSON by seat, -1 the spectator's
	messages []keyed[wireKey, streamed]      // the stream's messages by seat and language
	// firstJSON holds json's first piece, the mover's as a rule: a move
	// whose events only its reply asks for allocates no list for them.
	firstJSON [1]keyed[int, []json.RawMessage]
}

// newMoveWire returns a move's wire, its pieces not made yet.
func newMoveWire() *moveWire {
	w := &moveWire{}
	w.json = w.firstJSON[:0]
	return w
}

// keyed is a piece of a moveWire and its key. A move has a few of each
// (a piece a seat, and language, that asked): a list, cheaper than a map
// to make for every move.
type keyed[K comparable, V any] struct {
	key   K
	piece V
}

// find returns the piece at key of pieces.
func find[K comparable, V any](pieces []keyed[K, V], key K) (V, bool) {
	for _, p := range pieces {
		if p.key == key {
			return p.piece, true
		}
	}
	var none V
	return none, false
}

// wireKey is what a piece of JSON depends on beside the game: the seat it
// is for (-1: a spectator) and the language of its words.
type wireKey struct {
	seat int
	lang lang.Language
}

// streamed is a move's stream messages, one after another, and where each
// event's message starts in them.
type streamed struct {
	text   []byte
	starts []int
}

// madeOnce returns the piece of pieces at key, which build makes, without
// mu, when no reader has made it yet: two readers asking at once may both
// make it, and both get the first one kept.
func madeOnce[K comparable, V any](mu *sync.Mutex, pieces *[]keyed[K, V], key K, build func() (V, error)) (V, error) {
	mu.Lock()
	piece, ok := find(*pieces, key)
	mu.Unlock()
	if ok {
		return piece, nil
	}
	piece, err := build()
	if err != nil {
		return piece, err
	}
	mu.Lock()
	defer mu.Unlock()
	if kept, ok := find(*pieces, key); ok { // made by another reader meanwhile
		return kept, nil
	}
	*pieces = append(*pieces, keyed[K, V]{key, piece})
	return piece, nil
}

// eventsJSON returns the move's events as seat sees them.
func (m played) eventsJSON(seat int) ([]json.RawMessage, error) {
	return madeOnce(&m.wire.mu, &m.wire.json, seat, func() ([]json.RawMessage, error) {
		return m.events.JSON(seat)
	})
}

// messages returns the move's "game" messages of a stream, as seat sees
// them, narrated in l with the seats called names: each is an SSE
// message whose data is an eventMessage.
func (m played) messages(seat int, l lang.Language, names []string) (streamed, error) {
	return madeOnce(&m.wire.mu, &m.wire.messages, wireKey{seat, l}, func() (streamed, error) {
		events, err := m.eventsJSON(seat)
		if err != nil {
			return streamed{}, err
		}
		texts, turns := m.events.Narrate(l, seat, names), m.events.Turns(l, seat, names)
		// One buffer for the messages, of about their size (a text that
		// JSON escapes may grow it once), and their starts at their size.
		size := 0
		for k, ev := range events {
			size += len(streamFrame) + 2*20 + len(ev) + len(texts[k]) + len(turns[k])
		}
		s := streamed{text: make([]byte, 0, size), starts: make([]int, 0, len(events))}
		var digits [20]byte
		for k, ev := range events {
			s.starts = append(s.starts, len(s.text))
			index := strconv.AppendInt(digits[:0], int64(m.first+k), 10)
			s.text = append(append(append(s.text, "id: "...), index...), "\nevent: game\ndata: "...)
			s.text = appendEventMessage(s.text, index, ev, texts[k], turns[k])
			s.text = append(s.text, "\n\n"...)
		}
		return s, nil
	})
}

// streamFrame is what a stream message adds to its event and its text,
// beside its index (twice): its SSE lines and its JSON's keys (a turn's
// key, where there is one, too).
const streamFrame = "id: \nevent: game\ndata: " + `{"index":,"event":,"text":"","turn":""}` + "\n\n"

// appendEventMessage appends the JSON of an eventMessage, as
// encoding/json writes it, with index written already and event the
// handle's JSON, written as it is; turn is left out where empty.
func appendEventMessage(dst, index []byte, event json.RawMessage, text, turn string) []byte {
	dst = append(dst, `{"index":`...)
	dst = append(dst, index...)
	dst = append(dst, `,"event":`...)
	dst = append(dst, event...)
	dst = append(dst, `,"text":`...)
	dst = appendJSONString(dst, text)
	if turn != "" {
		dst = append(dst, `,"turn":`...)
		dst = appendJSONString(dst, turn)
	}
	return append(dst, '}')
}

// appendJSONString appends s as encoding/json writes a string: as it is,
// in quotes, when it holds nothing that encoding/json escapes or replaces
// (see jsonPlain), as a narration in any of the catalogue's languages
// does, else through json.Marshal.
func appendJSONString(dst []byte, s string) []byte {
	if !jsonPlain(s) {
		quoted, _ := json.Marshal(s) // a string always marshals
		return append(dst, quoted...)
	}
	return append(append(append(dst, '"'), s...), '"')
}

// jsonPlain reports whether encoding/json writes s as it is, in quotes:
// s holds no control character, '"', '\\', '<', '>', '&', U+2028 or
// U+2029, and no byte that is not UTF-8.
func jsonPlain(s string) bool {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c < ' ' || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
				return false
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 || r == '\u2028' || r == '\u2029' {
			return false
		}
		i += size
	}
	return true
}

// writeMoveReply writes a move's reply, the object {"events","view"} as
// encoding/json writes it from a map (the keys in order), and its
// newline: events and view are the handle's JSON, written as they are,
// piece by piece, the view (kilobytes, tens of them in a Lino opening)
// straight from the table's cache, nothing copied into a reply of its
// own. Its length is said first, as the whole is known.
func writeMoveReply(w http.ResponseWriter, events []json.RawMessage, view []byte) {
	w.Header().Set("Content-Length", strconv.Itoa(moveReplyLen(events, view)))
	w.Write(moveReplyHead)
	for i, ev := range events {
		if i > 0 {
			w.Write(moveReplyComma)
		}
		w.Write(ev)
	}
	w.Write(moveReplyView)
	w.Write(view)
	w.Write(moveReplyTail)
}

// moveReplyLen returns the length of the reply that writeMoveReply writes.
func moveReplyLen(events []json.RawMessage, view []byte) int {
	n := len(moveReplyHead) + max(len(events)-1, 0)*len(moveReplyComma) + len(moveReplyView) + len(view) + len(moveReplyTail)
	for _, ev := range events {
		n += len(ev)
	}
	return n
}

// The parts of a move's reply around its events and its view.
var (
	moveReplyHead  = []byte(`{"events":[`)
	moveReplyComma = []byte(`,`)
	moveReplyView  = []byte(`],"view":`)
	moveReplyTail  = []byte("}\n")
)

// viewCache holds JSON made of the table's current game that requests
// asked for: the views, by seat and language, their seed hidden as the
// server sends them, and the table's public reply by language. A move
// empties it. It holds a few pieces (a seat or two, a language or two),
// in a list.
type viewCache struct {
	t      tabletop.Table
	pieces []cachedPiece
}

// cachedPiece is a piece of JSON of a viewCache and its key.
type cachedPiece struct {
	key  wireKey
	data []byte
}

// tableSeat is the seat of the table's public reply in its viewCache,
// whose other pieces are views of a seat (-1: a spectator).
const tableSeat = -2

// lookup returns the cache's piece key of t.
func (c *viewCache) lookup(t tabletop.Table, key wireKey) ([]byte, bool) {
	if c.t != t {
		return nil, false
	}
	for _, p := range c.pieces {
		if p.key == key {
			return p.data, true
		}
	}
	return nil, false
}

// cached returns the piece key of t, made by make once for the table's
// current game (and made afresh for any other: a game the table has moved
// on from).
func (tb *table) cached(t tabletop.Table, key wireKey, make func() ([]byte, error)) ([]byte, error) {
	tb.mu.Lock()
	data, ok := tb.views.lookup(t, key)
	tb.mu.Unlock()
	if ok {
		return data, nil
	}
	data, err := make()
	if err != nil {
		return nil, err
	}
	tb.mu.Lock()
	if tb.t == t {
		if tb.views.t != t {
			// The last game's list, emptied, holds this one's pieces:
			// its pieces are read under tb.mu alone, and their data,
			// which readers keep, is not in it.
			clear(tb.views.pieces)
			tb.views = viewCache{t: t, pieces: tb.views.pieces[:0]}
		}
		if _, made := tb.views.lookup(t, key); !made { // by another request meanwhile
			tb.views.pieces = append(tb.views.pieces, cachedPiece{key, data})
		}
	}
	tb.mu.Unlock()
	return data, nil
}

// view returns the JSON view of t for seat in language l, its seed hidden
// until the game is over, made once for the table's current game.
func (tb *table) view(t tabletop.Table, l lang.Language, seat int) ([]byte, error) {
	return tb.cached(t, wireKey{seat, l}, func() ([]byte, error) {
		view, err := t.View(l, seat)
		if err != nil {
			return nil, err
		}
		return tb.hideOwnSeed(view, t.Over()), nil // the view is this call's own
	})
}

// publicReply returns the reply of GET /api/tables/{id} at game t, after
// n events, in language l: the table, the spectator's view and picture.
// Every spectator of the table asks for it again after each move: one
// reply serves them all.
func (tb *table) publicReply(t tabletop.Table, n int, l lang.Language) ([]byte, error) {
	return tb.cached(t, wireKey{tableSeat, l}, func() ([]byte, error) {
		view, err := tb.view(t, l, -1)
		if err != nil {
			return nil, err
		}
		text, err := t.ViewText(l, -1)
		if err != nil {
			return nil, err
		}
		seats := make([]seatPublic, len(tb.rec.Seats))
		for i, st := range tb.rec.Seats {
			seats[i] = seatPublic{Seat: i, Player: st.Player, Bot: st.Bot, Name: st.Name, Options: publicBotOptions(st.Options)}
		}
		data, err := json.Marshal(map[string]any{
			"id": tb.id, "game": tb.rec.Game, "players": len(tb.rec.Seats), "seats": seats,
			"options": json.RawMessage(tb.hideSeed(tb.rec.Options, t.Over())),
			"view":    json.RawMessage(view), "text": text, "events": n,
		})
		return append(data, '\n'), err
	})
}

// hideSeed returns data with the deal's seed hidden ("seed":null) until
// the game is over (a seat that knew it would know every hand), leaving
// data as it is.
func (tb *table) hideSeed(data []byte, over bool) []byte {
	if over || len(tb.hidden) == 0 || !bytes.Contains(data, tb.hidden) {
		return data
	}
	return tb.hideOwnSeed(bytes.Clone(data), over)
}

// seedNull is what a hidden seed shows.
var seedNull = []byte(`"seed":null`)

// hideOwnSeed returns data, which is the caller's own, with the deal's seed
// hidden as hideSeed hides it: in place, when "seed":null is no longer
// than the seed it hides (a server's seeds are random, of 19 or 20
// digits), rather than in a copy of the whole view (kilobytes in a Lino
// opening).
func (tb *table) hideOwnSeed(data []byte, over bool) []byte {
	if over || len(tb.hidden) == 0 {
		return data
	}
	if len(seedNull) > len(tb.hidden) {
		return bytes.ReplaceAll(data, tb.hidden, seedNull)
	}
	// Each write lands at or before what is still to be read.
	out, rest := data[:0], data
	for {
		i := bytes.Index(rest, tb.hidden)
		if i < 0 {
			return append(out, rest...)
		}
		out = append(append(out, rest[:i]...), seedNull...)
		rest = rest[i+len(tb.hidden):]
	}
}
