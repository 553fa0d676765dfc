package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// GET /api/games: the games and their options, with the bots' budgets
// narrowed to what this server allows, so that a client offers no value
// the server refuses.
func (s *server) handleGames(w http.ResponseWriter, r *http.Request) {
	// "seeds" tells a lobby whether to offer a deal number; "engine"
	// whether the page may play in the browser (see engineFiles); "rules"
	// each game's rules in short, in the request's language, the library's
	// words, so that the page writes none of its own.
	writeJSON(w, http.StatusOK, map[string]any{"games": s.offered(), "seeds": s.cfg.allowSeeds, "engine": s.engineBuilt(), "rules": gameRules(requestLang(r))})
}

// gameRules returns each game's rules in short in l, by game name, one
// paragraph a string.
func gameRules(l lang.Language) map[string][]string {
	rules := map[string][]string{}
	for _, name := range tabletop.GameNames() {
		// A name from the catalog is never unknown.
		rules[name], _ = tabletop.Rules(l, name)
	}
	return rules
}

// offered returns the catalog with each bot option's Max at most the
// operator's bound for it, and without the bool options the server takes
// as false alone (a limit of 0: "untilDeadline"), which a client could
// only be refused.
func (s *server) offered() []tabletop.GameInfo {
	limits := s.botLimits()
	list := tabletop.Games() // a copy of its own, safe to change
	for _, g := range list {
		for i := range g.Bots {
			b := &g.Bots[i]
			b.Options = slices.DeleteFunc(b.Options, func(o tabletop.OptionInfo) bool {
				l, ok := limits[o.Name]
				return ok && o.Type == "bool" && l == 0
			})
			for k, o := range b.Options {
				if l, ok := limits[o.Name]; ok && o.Type == "int" && l < o.Max {
					b.Options[k].Max = l
				}
			}
		}
	}
	return list
}

// GET /api/tables: the newest tables first, at most 100.
func (s *server) handleList(w http.ResponseWriter, r *http.Request) {
	list, err := s.store.List(r.Context(), listFilter{Limit: 100})
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if list == nil {
		list = []summary{}
	}
	writeJSON(w, http.StatusOK, map[string]any{"tables": list})
}

type seatPublic struct {
	Seat   int    `json:"seat"`
	Player string `json:"player"`
	Bot    string `json:"bot,omitempty"`
	Name   string `json:"name,omitempty"`
	// Options are a bot's options as its seat was made, its seed left
	// out ({"iterations":300}, at Lino {"iterations":700}, for the page's
	// Medium): the page names the computer's level by them.
	Options json.RawMessage `json:"options,omitempty"`
}

// publicBotOptions returns a bot's options without its seed, which would
// let a watcher replay the bot's choices; nil for none.
func publicBotOptions(options json.RawMessage) json.RawMessage {
	var o map[string]json.RawMessage
	if len(options) == 0 || json.Unmarshal(options, &o) != nil {
		return nil
	}
	delete(o, "seed")
	if len(o) == 0 {
		return nil
	}
	data, err := json.Marshal(o)
	if err != nil {
		return nil
	}
	return data
}

// GET /api/tables/{id}
func (s *server) handleTable(w http.ResponseWriter, r *http.Request) {
	tb, err := s.lookup(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	t, _, n := tb.snapshot()
	data, err := tb.publicReply(t, n, requestLang(r))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	setJSONHeaders(w.Header())
	w.Write(data)
}

// DELETE /api/tables/{id}, with the creator's token: the table goes, its
// streams end saying so, its bots stop.
func (s *server) handleDelete(w http.ResponseWriter, r *http.Request) {
	tb, err := s.lookup(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	tok := token(r)
	switch {
	case tok == "":
		err = errorf(http.StatusUnauthorized, "this needs the creator's token (Authorization: Bearer, or ?token=)")
	case !checkHash(tb.rec.CreatorHash, tok):
		s.log.Warn("wrong creator token", "table", tb.id)
		err = errorf(http.StatusForbidden, "the token is not this table's creator's")
	default:
		err = s.store.Delete(r.Context(), tb.id)
	}
	if err != nil && !errors.Is(err, errNotFound) {
		s.fail(w, r, err)
		return
	}
	s.drop(tb, "deleted")
	s.log.Info("table deleted", "table", tb.id)
	w.WriteHeader(http.StatusNoContent)
}

// seatOf returns the table and the seat of the request's path once its
// token is that seat's: 401 without a token, 403 with a wrong one (and
// neither says anything of the game).
func (s *server) seatOf(r *http.Request, seatText string) (*table, int, error) {
	tb, err := s.lookup(r)
	if err != nil {
		return nil, 0, err
	}
	seat, err := strconv.Atoi(seatText)
	if err != nil {
		return nil, 0, errorf(http.StatusBadRequest, "the seat %q is not a number", truncate(seatText))
	}
	if seat < 0 || seat >= len(tb.rec.Seats) {
		return nil, 0, errorf(http.StatusNotFound, "no seat %d: the table has seats 0 to %d", seat, len(tb.rec.Seats)-1)
	}
	tok := token(r)
	if tok == "" {
		return nil, 0, errorf(http.StatusUnauthorized, "this needs the seat's token (Authorization: Bearer, or ?token=)")
	}
	if !tb.rec.Seats[seat].check(tok) {
		s.log.Warn("wrong token", "table", tb.id, "seat", seat)
		return nil, 0, errorf(http.StatusForbidden, "the token is not this seat's")
	}
	return tb, seat, nil
}

// seatActing is seatOf for a request that acts for the seat of its path
// (a move, a hint): refused first, with 503, while the server drains.
func (s *server) seatActing(r *http.Request) (*table, int, error) {
	if err := s.refuseWhileDraining(); err != nil {
		return nil, 0, err
	}
	return s.seatOf(r, r.PathValue("seat"))
}

// GET /api/tables/{id}/seats/{seat}/view
func (s *server) handleView(w http.ResponseWriter, r *http.Request) error {
	tb, seat, err := s.seatOf(r, r.PathValue("seat"))
	if err != nil {
		return err
	}
	t, _, _ := tb.snapshot()
	view, err := tb.view(t, requestLang(r), seat)
	if err != nil {
		return err
	}
	setJSONHeaders(w.Header())
	w.Write(append(view[:len(view):len(view)], '\n'))
	return nil
}

// GET /api/tables/{id}/seats/{seat}/text
func (s *server) handleText(w http.ResponseWriter, r *http.Request) error {
	tb, seat, err := s.seatOf(r, r.PathValue("seat"))
	if err != nil {
		return err
	}
	t, _, _ := tb.snapshot()
	text, err := t.ViewText(requestLang(r), seat)
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	// A text file ends with a newline: curl's prompt then starts a line.
	io.WriteString(w, strings.TrimRight(text, "\n")+"\n")
	return nil
}

type moveRequest struct {
	Move json.RawMessage `json:"move"`
}

// POST /api/tables/{id}/seats/{seat}/moves
func (s *server) handleMove(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
	tb, seat, err := s.seatActing(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	move, err := readMove(w, r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	move = bytes.TrimSpace(move)
	if len(move) == 0 || move[0] != '"' && move[0] != '{' {
		s.fail(w, r, errorf(http.StatusBadRequest, `"move" must be the move's notation (a string) or its JSON object`))
		return
	}
	t, m, err := s.play(r.Context(), tb, seat, move)
	if err != nil {
		s.metrics.refused.Inc()
		s.fail(w, r, err)
		return
	}
	s.metrics.accepted.Inc()
	events, err := m.eventsJSON(seat)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	view, err := tb.view(t, requestLang(r), seat)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	setJSONHeaders(w.Header())
	writeMoveReply(w, events, view)
	s.metrics.moveSeconds.Observe(time.Since(start).Seconds())
}
