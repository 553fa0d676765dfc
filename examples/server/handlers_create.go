package main

// This file holds the making of a new table (POST /api/tables): the
// request, its checks and bounds, and the table's record.

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/tabletopgo/tabletop"
)

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
func (s *server) handleCreate(w http.ResponseWriter, r *http.Request) error {
	if err := s.admitCreate(r); err != nil {
		return err
	}
	var req createRequest
	if err := readJSON(w, r, &req); err != nil {
		return err
	}
	rec, t, tokens, creator, err := s.newRecord(req)
	if err != nil {
		return err
	}
	if err := s.admitTable(r, rec); err != nil {
		return err
	}
	if _, err := s.add(r.Context(), rec, t); err != nil {
		return err
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
	return nil
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
		return rec, t, nil, "", badRequest(err, "")
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
	if err := t.CheckSeating(tabletop.Seating{Names: humanNames(seats)}); err != nil {
		return rec, t, nil, "", badRequest(err, `"seats": `) // the library would rename the seat without a word
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
