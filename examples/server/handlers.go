package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
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
// operator's bound for it.
func (s *server) offered() []tabletop.GameInfo {
	limits := s.botLimits()
	list := tabletop.Games() // a copy of its own, safe to change
	for _, g := range list {
		for _, b := range g.Bots {
			for k, o := range b.Options {
				if l, ok := limits[o.Name]; ok && o.Type == "int" && l < o.Max {
					b.Options[k].Max = l
				}
			}
		}
	}
	return list
}

// seatSpec is one seat of a new table, as the client asks for it and as
// the record keeps it (with the token's hash, never the token).
type seatSpec struct {
	Player    string          `json:"player"` // "human" or "bot"
	Bot       string          `json:"bot,omitempty"`
	Options   json.RawMessage `json:"options,omitempty"`
	Name      string          `json:"name,omitempty"`      // a human seat's, as its player is called
	TokenHash string          `json:"tokenHash,omitempty"` // only in the record
}

type createRequest struct {
	Game       string          `json:"game"`
	Options    json.RawMessage `json:"options"`
	Seats      []seatSpec      `json:"seats"`
	BotDelayMs *int64          `json:"botDelayMs"`
}

type seatCreated struct {
	Seat   int    `json:"seat"`
	Player string `json:"player"`
	Bot    string `json:"bot,omitempty"`
	Token  string `json:"token,omitempty"`
	Join   string `json:"join,omitempty"`
}

// maxBotDelay bounds a table's botDelayMs, so that a typo cannot park a
// bot for a day.
const maxBotDelay = time.Minute

// POST /api/tables
func (s *server) handleCreate(w http.ResponseWriter, r *http.Request) {
	if err := s.admitCreate(r); err != nil {
		s.fail(w, r, err)
		return
	}
	var req createRequest
	if err := readJSON(w, r, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	rec, t, tokens, creator, err := s.newRecord(req)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if err := s.admitTable(r, rec); err != nil {
		s.fail(w, r, err)
		return
	}
	if _, err := s.add(r.Context(), rec, t); err != nil {
		s.fail(w, r, err)
		return
	}
	seats := make([]seatCreated, len(rec.Seats))
	for i, st := range rec.Seats {
		seats[i] = seatCreated{Seat: i, Player: st.Player, Bot: st.Bot}
		if tokens[i] != "" {
			seats[i].Token = tokens[i]
			seats[i].Join = fmt.Sprintf("/play/%s?seat=%d&token=%s", rec.ID, i, tokens[i])
		}
	}
	s.log.Info("table created", "table", rec.ID, "game", rec.Game, "players", len(rec.Seats))
	writeJSON(w, http.StatusCreated, map[string]any{"id": rec.ID, "game": rec.Game, "players": len(rec.Seats),
		"seats": seats, "creatorToken": creator})
}

// admitCreate refuses a create while draining or over the client
// address's rate.
func (s *server) admitCreate(r *http.Request) error {
	if err := s.refuseWhileDraining(); err != nil {
		return err
	}
	if wait := s.creates.take(s.clientAddr(r), time.Now()); wait > 0 {
		return busy(http.StatusTooManyRequests, wait, "too many new tables from your address: at most %d at once and %g a second; try again in %v",
			s.cfg.createBurst, s.cfg.createRate, wait.Round(time.Second))
	}
	return nil
}

// clientAddr returns the address of the request's client: the last one
// in the -client-ip-header a trusted proxy sets (the address the proxy saw;
// those before it are the client's to forge), else the connection's.
func (s *server) clientAddr(r *http.Request) string {
	if s.cfg.clientIP != "" {
		if v := r.Header.Values(s.cfg.clientIP); len(v) > 0 {
			last := v[len(v)-1]
			if i := strings.LastIndexByte(last, ','); i >= 0 {
				last = last[i+1:]
			}
			if addr := strings.TrimSpace(last); addr != "" {
				return addr
			}
		}
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// admitTable refuses a new table over the bound on games in play, or one
// with bots while the bots' queue is full.
func (s *server) admitTable(r *http.Request, rec tableRecord) error {
	notOver := false
	live, err := s.store.Count(r.Context(), listFilter{Over: &notOver, UpdatedSince: time.Now().Add(-s.cfg.idle)})
	if err != nil {
		return err
	}
	if live >= s.cfg.maxTables {
		return busy(http.StatusServiceUnavailable, time.Minute, "the server has as many games in play as it may (%d); try again later", s.cfg.maxTables)
	}
	for _, st := range rec.Seats {
		if st.Player == "bot" && s.botsQueue.Load() >= int64(s.cfg.botQueue) {
			return busy(http.StatusServiceUnavailable, 10*time.Second, "the bots are busy: %d moves wait for them; try again later", s.botsQueue.Load())
		}
	}
	return nil
}

// newRecord checks a create request and makes the new table's record, a
// fresh token for each human seat (returned in tokens, by seat) and the
// creator's token.
func (s *server) newRecord(req createRequest) (rec tableRecord, t tabletop.Table, tokens []string, creator string, err error) {
	if req.Game == "" {
		return rec, t, nil, "", errorf(http.StatusBadRequest, `"game" is missing; the games are %s`, strings.Join(tabletop.GameNames(), ", "))
	}
	info, err := gameInfo(req.Game)
	if err != nil {
		return rec, t, nil, "", err
	}
	options, err := s.dealOptions(info, req.Options)
	if err != nil {
		return rec, t, nil, "", err
	}
	if t, err = tabletop.Open(req.Game, options); err != nil {
		return rec, t, nil, "", errorf(http.StatusBadRequest, "%v", err)
	}
	if options, err = t.Options(); err != nil {
		return rec, t, nil, "", err
	}
	if len(req.Seats) != t.Players() {
		return rec, t, nil, "", errorf(http.StatusBadRequest, `"seats" lists %d seats; this %s game has %d players`, len(req.Seats), t.Game(), t.Players())
	}
	delay := s.cfg.botDelay
	if req.BotDelayMs != nil {
		if *req.BotDelayMs < 0 || *req.BotDelayMs > maxBotDelay.Milliseconds() {
			return rec, t, nil, "", errorf(http.StatusBadRequest, `"botDelayMs" must be from 0 to %d`, maxBotDelay.Milliseconds())
		}
		delay = time.Duration(*req.BotDelayMs) * time.Millisecond
	}
	tokens = make([]string, len(req.Seats))
	seats := make([]seatSpec, len(req.Seats))
	for i, sp := range req.Seats {
		switch sp.Player {
		case "human":
			if sp.Bot != "" || len(sp.Options) > 0 {
				return rec, t, nil, "", errorf(http.StatusBadRequest, "seat %d: a human seat takes no bot or options", i)
			}
			name, err := seatName(i, sp.Name)
			if err != nil {
				return rec, t, nil, "", err
			}
			tokens[i] = newSecret(16)
			seats[i] = seatSpec{Player: "human", Name: name, TokenHash: hashToken(tokens[i])}
		case "bot":
			if seats[i], err = s.checkBot(t.Game(), i, sp); err != nil {
				return rec, t, nil, "", err
			}
		default:
			return rec, t, nil, "", errorf(http.StatusBadRequest, `seat %d: "player" must be "human" or "bot"`, i)
		}
	}
	creator = newSecret(16)
	rec = tableRecord{Tabletop: 1, ID: newSecret(8), Game: t.Game(), Options: options, Seats: seats,
		CreatorHash: hashToken(creator), BotDelayMs: delay.Milliseconds(), Created: time.Now().UTC().Truncate(time.Millisecond)}
	return rec, t, tokens, creator, nil
}

// add stores a new table of rec, playing t, puts it in the cache and
// starts its bots. The cache takes it first, so that a full cache refuses
// it before the store keeps a table nobody was told of. The store's write
// is not cut short by the request's end: a table half made helps nobody.
func (s *server) add(ctx context.Context, rec tableRecord, t tabletop.Table) (*table, error) {
	tb := newTable(rec, t)
	s.mu.Lock()
	err := s.insertLocked(tb)
	s.mu.Unlock()
	if err != nil {
		return nil, err
	}
	if err := s.store.Create(context.WithoutCancel(ctx), rec, tb.summary(t, 0, rec.Created, tb.waiting)); err != nil {
		s.drop(tb, "not made")
		return nil, err
	}
	s.startBots(tb)
	return tb, nil
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
	// out ({"iterations":300} for the page's Medium): the page names the
	// computer's level by them.
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
func (s *server) handleView(w http.ResponseWriter, r *http.Request) {
	tb, seat, err := s.seatOf(r, r.PathValue("seat"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	t, _, _ := tb.snapshot()
	view, err := tb.view(t, requestLang(r), seat)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	setJSONHeaders(w.Header())
	w.Write(append(view[:len(view):len(view)], '\n'))
}

// GET /api/tables/{id}/seats/{seat}/text
func (s *server) handleText(w http.ResponseWriter, r *http.Request) {
	tb, seat, err := s.seatOf(r, r.PathValue("seat"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	t, _, _ := tb.snapshot()
	text, err := t.ViewText(requestLang(r), seat)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	// A text file ends with a newline: curl's prompt then starts a line.
	io.WriteString(w, strings.TrimRight(text, "\n")+"\n")
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
