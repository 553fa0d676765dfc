package tabletop

// This file holds how the handle reads a move from a caller, plays it, and
// asks a bot for one: the Play, PlayJSON and Bot.Choose of every game.

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
	"github.com/tabletopgo/tabletop/lang"
)

// PlayIn is [Table.Play] of what a player types in language l: the
// move's verb and symbols in l's words, in any case and their accents
// optional, its cards and cells ("K7" or "x,y") as Play reads them. A
// person leaves the seat out, or writes it as the notation does, "0:"
// (its digits, no sign, no leading zero, no space before the colon:
// "-0:", "00:" and "0 :" are refused). The Typed of [Table.Choices] in l, and of [Table.Move] in l, reads
// back as its move: "su S D4" in Italian is "0:up R 0,0". The English
// words are read in every language, except a letter that l takes for its
// own (Italian S is Sasso, never Scissors) or refuses as two of its words'
// (French P: pierre or papier). Each game's View.ParseTyped lists the
// words. A refusal is Play's, its Move what the player typed, and its
// Sentence in l names what l reads ("type S (sasso), C (carta) or F
// (forbici)"). The notation as [Table.LegalMoves] and a bot write it,
// with its "SEAT:" ("0:up S 0,0"), is read as Play reads it in every
// language, S Scissors there too, so that a program may send a player's
// language with any move; text that does not read so is read in l.
// PlayIn(lang.English, …), and PlayIn of a Language outside [lang.All],
// is Play.
func (t Table) PlayIn(l lang.Language, seat int, move string) (Table, Events, error) {
	if l == lang.English || !l.Valid() {
		return t.Play(seat, move)
	}
	if err := t.checkSeat(seat, false); err != nil {
		return t, Events{}, err
	}
	notation, err := t.game().readTyped(l, seat, move)
	if err != nil {
		if named, ok := t.game().(namedTable); ok {
			err = named.refuse(err) // in the table's names, as Play's
		}
		return t, Events{}, err
	}
	next, events, err := t.game().playText(seat, notation)
	if refused, ok := err.(*MoveError); ok {
		refused.Move = move // what the player typed, not the notation read
	}
	return next, events, err
}

// parse reads a move of seat in notation, with or without its seat, its
// cells by their "x,y" or, in a game of cells, by their names on the
// board's axes, "K7". Notation that does not parse plainly is read again
// as a person types it, beside a board that only then is built.
func (p *played[S, M, E, V, P, O]) parse(seat int, text string) (M, error) {
	return p.parseIn(lang.English, seat, text)
}

// parseIn reads a move of seat as a player of language l types it (the
// game's View.ParseTyped). The notation, which a program sends with its
// "SEAT:" (and in English, anything), is read plainly first, without a
// board, as the notation reads it in every language.
func (p *played[S, M, E, V, P, O]) parseIn(l lang.Language, seat int, text string) (M, error) {
	if strings.TrimSpace(text) == "" {
		var m M
		return m, p.empty(seat, text)
	}
	if l == lang.English || strings.Contains(text, ":") { // the notation, read plainly
		if m, err := p.rules.parseMove(seat, text); err == nil {
			return m, nil
		}
	}
	m, err := p.s.View(-1).In(l).ParseTyped(seat, text)
	return m, p.rules.errs.wrap(err, ErrIllegalMove)
}

// decode reads a move of seat from JSON: its notation as a string, or an
// object of its kind and fields.
func (p *played[S, M, E, V, P, O]) decode(seat int, data []byte) (M, error) {
	var m M
	var text string
	trimmed := bytes.TrimSpace(data)
	if text, ok := plainString(trimmed); ok {
		return p.parse(seat, text)
	}
	switch {
	case len(trimmed) == 0 || string(trimmed) == "null":
		return m, p.empty(seat, string(data))
	case json.Unmarshal(data, &text) == nil:
		return p.parse(seat, text)
	}
	err := engine.Decode(withSeat(data, seat), &m, engine.Strict{AllowUnknown: true})
	if err != nil { // perhaps cells by their names, "D4": read again with their "x,y"
		named, beyond := p.withCellsXY(data)
		if beyond != "" {
			return m, p.rules.errs.refuse(p.rules.errs.refuser(p.rules.info.Name).BeyondAxes(p.rules.beyondAxes, seat, string(data), engine.Quote(beyond)+" is beyond the board's axes"))
		}
		if named != nil {
			err = engine.Decode(withSeat(named, seat), &m, engine.Strict{AllowUnknown: true})
		}
	}
	var refused *engine.MoveError
	if err != nil && !errors.As(err, &refused) {
		return m, p.malformed(seat, string(data), err.Error())
	}
	return m, p.rules.errs.wrap(err, ErrIllegalMove)
}

// asSent returns err, a refusal of JSON that the handle read from what
// the client sent (its label and preview taken out, a seat added, cells
// named "D4" written as "x,y"), as the refusal of sent: a malformed
// move's Move and Detail quote the client's own bytes, which a developer
// looks for in the message.
func asSent(err error, sent []byte) error {
	var refused *MoveError
	if err == nil || !errors.As(err, &refused) {
		return err
	}
	read, quoted := refused.Move, engine.Shorten(string(sent), maxMove)
	prefix := engine.Quote(read) + " is not a move: " // as Refuser.MalformedAs writes it
	if read == quoted || !strings.HasPrefix(refused.Detail, prefix) {
		return err
	}
	refused.Move = quoted
	refused.Detail = engine.Quote(string(sent)) + " is not a move: " + refused.Detail[len(prefix):]
	return err
}

// plainString returns the text of data when it is a JSON string written
// plainly, as a client writes a move's notation: printable ASCII between
// its quotes, with no escape, which is the text itself. It reads it
// without encoding/json, whose reflection costs a server more than the
// rest of reading the move; any other JSON is not plain.
func plainString(data []byte) (string, bool) {
	if len(data) < 2 || data[0] != '"' || data[len(data)-1] != '"' {
		return "", false
	}
	inner := data[1 : len(data)-1]
	for _, c := range inner {
		if c < ' ' || c > '~' || c == '"' || c == '\\' {
			return "", false
		}
	}
	return string(inner), true
}

// empty returns the MoveError of a move, text, that holds nothing: its
// sentence says the verbs the game knows, as for any typed text that is
// no move.
func (p *played[S, M, E, V, P, O]) empty(seat int, text string) error {
	refused := p.rules.errs.refuser(p.rules.info.Name).Refuse(seat, text, -1, engine.Refusal(engine.Malformed, engine.PhraseTyped, nil, "empty move"))
	return p.rules.errs.refuse(refused)
}

// tooLong returns the MoveError of a move of more than bound bytes. A
// move over its own bound, [maxMove], is said to be "too long to be a
// move" in the player's words; JSON over the bound of a move with
// its label and preview is a client's, and gets the generic sentence.
func (p *played[S, M, E, V, P, O]) tooLong(seat int, move string, bound int) error {
	why := fmt.Sprintf("longer than %d bytes", bound)
	if bound != maxMove {
		return p.malformed(seat, move, why)
	}
	return p.rules.errs.refuse(p.rules.errs.refuser(p.rules.info.Name).MalformedAs(engine.PhraseTypedLong, "", seat, move, why))
}

// overlong returns the refusal of JSON longer than a move, maxMove bytes
// compact, which names that bound whatever else is wrong with the JSON
// (the bound is checked first, for every form, as the package's Limits
// say). A string holds text a person typed: it hears typed text's
// sentence, "too long to be a move". Anything else is a client's, and
// gets the shared sentence.
func (p *played[S, M, E, V, P, O]) overlong(seat int, move []byte) error {
	if bytes.HasPrefix(bytes.TrimSpace(move), []byte(`"`)) {
		return p.tooLong(seat, string(move), maxMove)
	}
	return p.malformed(seat, string(move), fmt.Sprintf("longer than %d bytes", maxMove))
}

// withCellsXY returns a move's JSON object with each string member that
// names a cell on the board's axes ("D4", as the string form reads it)
// written as the cell's "x,y", which the game's JSON reads; nil when the
// game has no cells or data names none. A member that is a cell's name
// beyond the axes is returned as beyond, which the move is refused for,
// as typed text naming it is.
func (p *played[S, M, E, V, P, O]) withCellsXY(data []byte) (named []byte, beyond string) {
	if p.rules.namedCell == nil {
		return nil, ""
	}
	members, err := engine.ObjectMembers(data)
	if err != nil {
		return nil, ""
	}
	v, renamed := p.s.View(-1), false
	for i, m := range members {
		var text string
		if json.Unmarshal(m.Value, &text) != nil {
			continue
		}
		if xy, ok := p.rules.namedCell(v, text); ok {
			members[i], renamed = engine.String(m.Key, xy), true
		} else if _, _, ok := engine.CellNamed(text); ok {
			return nil, text
		}
	}
	if !renamed {
		return nil, ""
	}
	return engine.AppendMembersJSON(nil, members), ""
}

// withoutTexts returns a move's JSON object without the "label" and
// "preview" that json.Marshal(Move) writes, and any other JSON as it is.
func withoutTexts(data []byte) []byte {
	if !bytes.Contains(data, []byte(`"label"`)) && !bytes.Contains(data, []byte(`"preview"`)) {
		return data
	}
	members, err := engine.ObjectMembers(data)
	if err != nil {
		return data // the game says what is wrong
	}
	members = slices.DeleteFunc(members, func(m engine.Member) bool { return m.Key == "label" || m.Key == "preview" })
	return engine.AppendMembersJSON(nil, members)
}

// malformed returns the MoveError of text, which seat sent and which is
// no move of the game, for why.
func (p *played[S, M, E, V, P, O]) malformed(seat int, text, why string) error {
	return p.rules.errs.refuse(p.rules.errs.refuser(p.rules.info.Name).Malformed(seat, text, why))
}

// withSeat returns a move's JSON object with "seat" set to seat when it
// has none, and any other JSON as it is.
func withSeat(data []byte, seat int) []byte {
	if bytes.HasPrefix(data, []byte(`{"seat":`)) {
		return data // as a page sends a move of its View's choices: read no further
	}
	var members map[string]json.RawMessage
	if json.Unmarshal(data, &members) != nil || members == nil {
		return data
	}
	if _, ok := members["seat"]; ok {
		return data
	}
	open := bytes.IndexByte(data, '{')
	with := append([]byte(nil), data[:open+1]...)
	with = append(with, `"seat":`...)
	with = strconv.AppendInt(with, int64(seat), 10)
	if len(members) > 0 {
		with = append(with, ',')
	}
	return append(with, data[open+1:]...)
}

// play plays m, which seat sends. Every game's notation begins with the
// seat that moves, so a move that another seat sends is refused here,
// whatever the game's own parsing allowed.
func (p *played[S, M, E, V, P, O]) play(seat int, m M) (Table, Events, error) {
	if notation := m.String(); !seatsMove(notation, seat) {
		other, _, _ := engine.CutSeat(notation)
		refused := p.rules.errs.refuser(p.rules.info.Name).OtherSeat(seat, notation, other)
		return Table{p}, Events{}, p.rules.errs.refuse(refused)
	}
	next, events, err := p.s.Apply(m)
	if err != nil {
		return Table{p}, Events{}, p.rules.errs.wrap(err, ErrIllegalMove)
	}
	q := &played[S, M, E, V, P, O]{rules: p.rules, s: next, log: p.log, loaded: p.loaded, saved: p.saved}
	if len(events) > 0 {
		total := len(events)
		if p.log != nil {
			total += p.log.total
		}
		q.log = &batch[E]{prev: p.log, events: events, total: total}
	}
	return Table{q}, Events{eventList[E, V]{events, next.Players(), func(int) V { return next.View(-1) }, p.rules.narrate, &wholeJSON{}, nil}, nil}, nil
}

// seatsMove reports whether notation, a move's, begins with seat, as
// "2:" begins a move of seat 2.
func seatsMove(notation string, seat int) bool {
	var digits [24]byte
	prefix := append(strconv.AppendInt(digits[:0], int64(seat), 10), ':')
	return strings.HasPrefix(notation, string(prefix))
}

func (p *played[S, M, E, V, P, O]) playText(seat int, move string) (Table, Events, error) {
	m, err := p.readText(lang.English, seat, move)
	if err != nil {
		return Table{p}, Events{}, err
	}
	next, events, err := p.play(seat, m)
	return next, events, p.story(seat, err)
}

// readTyped returns the notation of the move that seat typed, move, in
// language l, or its refusal: what Table.PlayIn plays.
func (p *played[S, M, E, V, P, O]) readTyped(l lang.Language, seat int, move string) (string, error) {
	m, err := p.readText(l, seat, move)
	if err != nil {
		return "", err
	}
	return m.String(), nil
}

// readText reads the move that seat typed, move, in language l, refused
// as typed text is: too long, no move, or out of turn.
func (p *played[S, M, E, V, P, O]) readText(l lang.Language, seat int, move string) (M, error) {
	m, err := p.readInput(seat, func() string { return move }, func() (M, error) {
		if len(move) > maxMove {
			var none M
			return none, p.tooLong(seat, move, maxMove)
		}
		return p.parseIn(l, seat, move)
	})
	return m, p.story(seat, err)
}

func (p *played[S, M, E, V, P, O]) playJSON(seat int, move []byte) (Table, Events, error) {
	// The refusals quote the input, and keep no more of it than this: a
	// mebibyte of junk is not copied to be refused (and a move played
	// copies none).
	sent := move // as sent, before read takes a label and preview out
	input := func() string { return string(sent[:min(len(sent), maxMoveEntry+1)]) }
	m, err := p.readInput(seat, input, func() (M, error) {
		var none M
		if len(move) > maxMoveEntry {
			return none, p.tooLong(seat, input(), maxMoveEntry)
		}
		if move = withoutTexts(move); len(move) > maxMove {
			// the bound is the move's: its insignificant whitespace is
			// no part of it (and a move that long is rare enough to copy)
			var compact bytes.Buffer
			if json.Compact(&compact, move) == nil && compact.Len() <= maxMove {
				move = compact.Bytes()
			} else {
				return none, asSent(p.overlong(seat, move), sent)
			}
		}
		m, err := p.decode(seat, move)
		return m, asSent(err, sent)
	})
	if err != nil {
		return Table{p}, Events{}, p.story(seat, err)
	}
	next, events, err := p.play(seat, m)
	return next, events, p.story(seat, err)
}

// readInput returns the move that read reads from what seat sent, which
// input returns as a refusal quotes it. A seat out of turn is refused as
// such whatever it sent: by the game, which says what the seat to move
// must do, when it is a move of seat (as play refuses it), and here
// otherwise.
func (p *played[S, M, E, V, P, O]) readInput(seat int, input func() string, read func() (M, error)) (M, error) {
	m, err := read()
	if toMove := p.s.ToMove(); seat != toMove && (err != nil || !seatsMove(m.String(), seat)) {
		refused := p.rules.errs.refuser(p.rules.info.Name).OutOfTurn(seat, input(), toMove, p.s.Over())
		return m, p.rules.errs.refuse(refused)
	}
	return m, err
}

// story returns err with, when it is a MoveError, one story of who: Seat
// the seat that sent the move, and ToMove the seat to move, whatever the
// step that refused the move knew of them.
func (p *played[S, M, E, V, P, O]) story(seat int, err error) error {
	var refused *MoveError
	if errors.As(err, &refused) {
		refused.Seat, refused.ToMove = seat, p.s.ToMove()
	}
	return err
}

// botMove asks a bot's choose, made by this game's rules, for the move of
// the seat to move, from that seat's view alone.
func (p *played[S, M, E, V, P, O]) botMove(ctx context.Context, choose any) (string, error) {
	c, ok := choose.(func(context.Context, V) (M, error))
	if !ok {
		return "", fmt.Errorf("%w: a bot of another game", ErrUnknownBot)
	}
	m, err := c(ctx, p.s.View(p.s.ToMove()))
	if err != nil && (ctx.Err() != nil || errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled)) {
		// called off, by ctx or by the earlier deadline a registered bot
		// is given: the game's prefix, then err's words, and err, which
		// wraps the context's error, for errors.Is and errors.As
		return "", gameWords{p.rules.info.Name + ": called off: " + err.Error(), []error{err}}
	}
	if errors.Is(err, ErrBotFailed) { // a registered bot's own failure, not the move's
		return "", err
	}
	if err != nil {
		return "", p.rules.errs.wrap(err, ErrIllegalMove)
	}
	return m.String(), nil
}
