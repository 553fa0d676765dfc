package main

import (
	"bytes"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/tabletopgo/tabletop"
)

// config is how a server is set up.
type config struct {
	dataDir  string        // where the logs are kept; "" keeps games in memory only
	botDelay time.Duration // the default pause before a bot moves (a table's botDelayMs overrides)
	logger   *slog.Logger
}

// maxBody bounds every request body: a move or a new table is a few
// hundred bytes, so anything near the bound is a mistake or an attack.
const maxBody = 64 << 10

// maxBotDelay bounds a table's botDelayMs, so that a typo cannot park a
// bot for a day.
const maxBotDelay = time.Minute

// server hosts the tables. Each table has its own lock, so the moves of
// one game are serialized and different games never wait on each other;
// the server's lock guards only the map of tables.
type server struct {
	cfg  config
	log  *slog.Logger
	mux  *http.ServeMux
	done chan struct{} // closed by Close: bots and event streams stop

	mu     sync.RWMutex
	tables map[string]*table
	closed bool

	closeOnce sync.Once
	wg        sync.WaitGroup // the bots' goroutines

	pingEvery time.Duration // the event streams' keep-alive
}

// newServer returns a server, with every game of cfg.dataDir loaded and
// its bots playing.
func newServer(cfg config) (*server, error) {
	if cfg.logger == nil {
		cfg.logger = slog.New(slog.DiscardHandler)
	}
	s := &server{
		cfg:       cfg,
		log:       cfg.logger,
		done:      make(chan struct{}),
		tables:    map[string]*table{},
		pingEvery: 15 * time.Second,
	}
	s.routes()
	if cfg.dataDir != "" {
		if err := s.loadAll(); err != nil {
			return nil, err
		}
	}
	return s, nil
}

func (s *server) routes() {
	m := http.NewServeMux()
	web := webHandler()
	m.Handle("GET /{$}", web)
	m.Handle("GET /play/{id}", web)
	m.Handle("GET /static/", web)
	m.HandleFunc("GET /api/games", s.handleGames)
	m.HandleFunc("POST /api/tables", s.handleCreate)
	m.HandleFunc("GET /api/tables", s.handleList)
	m.HandleFunc("GET /api/tables/{id}", s.handleTable)
	m.HandleFunc("GET /api/tables/{id}/seats/{seat}/view", s.handleView)
	m.HandleFunc("GET /api/tables/{id}/seats/{seat}/text", s.handleText)
	m.HandleFunc("POST /api/tables/{id}/seats/{seat}/moves", s.handleMove)
	m.HandleFunc("GET /api/tables/{id}/events", s.handleEvents)
	s.mux = m
}

// ServeHTTP serves a request; an unknown route or method under /api/ gets
// its 404 or 405 as a JSON error, like every other error of the API.
func (s *server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	defer func() {
		// The last line of defence: no request handler is meant to panic,
		// and no test relies on this.
		if v := recover(); v != nil {
			if v == http.ErrAbortHandler {
				panic(v)
			}
			s.log.Error("panic serving a request", "method", r.Method, "path", r.URL.Path, "panic", fmt.Sprint(v))
			writeError(w, http.StatusInternalServerError, "internal error")
		}
	}()
	if strings.HasPrefix(r.URL.Path, "/api/") {
		if h, pattern := s.mux.Handler(r); pattern == "" {
			probe := &statusWriter{header: http.Header{}}
			h.ServeHTTP(probe, r)
			if allow := probe.header.Get("Allow"); allow != "" {
				w.Header().Set("Allow", allow)
			}
			code := probe.code
			if code < 400 {
				code = http.StatusNotFound
			}
			writeError(w, code, fmt.Sprintf("%s %s: %s", truncate(r.Method), truncate(r.URL.Path), strings.ToLower(http.StatusText(code))))
			return
		}
	}
	s.mux.ServeHTTP(w, r)
}

// statusWriter keeps the status and headers a handler writes, and drops
// its body.
type statusWriter struct {
	header http.Header
	code   int
}

func (p *statusWriter) Header() http.Header { return p.header }
func (p *statusWriter) WriteHeader(code int) {
	if p.code == 0 {
		p.code = code
	}
}
func (p *statusWriter) Write(b []byte) (int, error) {
	p.WriteHeader(http.StatusOK)
	return len(b), nil
}

// Close stops the bots and the event streams and closes the logs. It is
// safe to call more than once.
func (s *server) Close() error {
	var err error
	s.closeOnce.Do(func() {
		close(s.done)
		s.wg.Wait()
		s.mu.Lock()
		s.closed = true
		tables := make([]*table, 0, len(s.tables))
		for _, t := range s.tables {
			tables = append(tables, t)
		}
		s.mu.Unlock()
		for _, t := range tables {
			err = errors.Join(err, t.close())
		}
	})
	return err
}

// apiError is an error with the status it gets.
type apiError struct {
	code int
	msg  string
}

func (e *apiError) Error() string { return e.msg }

func errorf(code int, format string, args ...any) *apiError {
	return &apiError{code, fmt.Sprintf(format, args...)}
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	data, err := json.Marshal(v)
	if err != nil {
		code, data = http.StatusInternalServerError, []byte(`{"error":"internal error"}`)
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	w.Write(append(data, '\n'))
}

func writeError(w http.ResponseWriter, code int, msg string) {
	writeJSON(w, code, map[string]string{"error": msg})
}

// fail writes err: its own status if it is an apiError, else 500 (and
// the details go to the log, not to the client).
func (s *server) fail(w http.ResponseWriter, r *http.Request, err error) {
	var e *apiError
	if errors.As(err, &e) {
		writeError(w, e.code, e.msg)
		return
	}
	s.log.Error("request failed", "method", r.Method, "path", r.URL.Path, "err", err)
	writeError(w, http.StatusInternalServerError, "internal error")
}

// readJSON reads the request's body, at most maxBody bytes of one JSON
// value, into v, refusing fields v does not have.
func readJSON(w http.ResponseWriter, r *http.Request, v any) error {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBody))
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return errorf(http.StatusRequestEntityTooLarge, "the body is over %d bytes", maxBody)
		}
		return errorf(http.StatusBadRequest, "reading the body: %s", truncate(err.Error()))
	}
	d := json.NewDecoder(bytes.NewReader(body))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		// (encoding/json's errors quote a field's name: a hostile one may
		// be long.)
		return errorf(http.StatusBadRequest, "the body is not the JSON expected: %s", truncate(err.Error()))
	}
	if _, err := d.Token(); err != io.EOF {
		return errorf(http.StatusBadRequest, "the body holds more than one JSON value")
	}
	return nil
}

// newSecret returns n random bytes from crypto/rand, in hex.
func newSecret(n int) string {
	b := make([]byte, n)
	rand.Read(b) // never fails (crypto/rand's documentation)
	return hex.EncodeToString(b)
}

func hashToken(token string) [32]byte { return sha256.Sum256([]byte(token)) }

// GET /api/games
func (s *server) handleGames(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]any{"games": tabletop.Games()})
}

// seatSpec is one seat of a new table, as the client asks for it and as
// the log's header keeps it (with the token's hash, never the token).
type seatSpec struct {
	Player    string          `json:"player"` // "human" or "bot"
	Bot       string          `json:"bot,omitempty"`
	Options   json.RawMessage `json:"options,omitempty"`
	TokenHash string          `json:"tokenHash,omitempty"` // only in the log
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

// POST /api/tables
func (s *server) handleCreate(w http.ResponseWriter, r *http.Request) {
	var req createRequest
	if err := readJSON(w, r, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	if req.Game == "" {
		s.fail(w, r, errorf(http.StatusBadRequest, `"game" is missing; the games are %s`, strings.Join(tabletop.GameNames(), ", ")))
		return
	}
	options := []byte(req.Options)
	if bytes.Equal(bytes.TrimSpace(options), []byte("null")) {
		options = nil
	}
	t, err := tabletop.Open(req.Game, options)
	if err != nil {
		s.fail(w, r, errorf(http.StatusBadRequest, "%v", err))
		return
	}
	tb, tokens, err := s.newTable(t, req.Seats, req.BotDelayMs)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if err := s.add(tb); err != nil {
		s.fail(w, r, err)
		return
	}
	seats := make([]seatCreated, len(tb.seats))
	for i, st := range tb.seats {
		seats[i] = seatCreated{Seat: i, Player: st.Player, Bot: st.Bot}
		if tokens[i] != "" {
			seats[i].Token = tokens[i]
			seats[i].Join = fmt.Sprintf("/play/%s?seat=%d&token=%s", tb.id, i, tokens[i])
		}
	}
	s.log.Info("table created", "table", tb.id, "game", tb.game, "players", len(tb.seats))
	writeJSON(w, http.StatusCreated, map[string]any{"id": tb.id, "game": tb.game, "players": len(tb.seats), "seats": seats})
}

// newTable checks the seats of a new game t and makes its table, with a
// fresh token for each human seat (returned in tokens, by seat).
func (s *server) newTable(t tabletop.Table, specs []seatSpec, botDelayMs *int64) (*table, []string, error) {
	if len(specs) != t.Players() {
		return nil, nil, errorf(http.StatusBadRequest, `"seats" lists %d seats; this %s game has %d players`, len(specs), t.Game(), t.Players())
	}
	delay := s.cfg.botDelay
	if botDelayMs != nil {
		if *botDelayMs < 0 || *botDelayMs > maxBotDelay.Milliseconds() {
			return nil, nil, errorf(http.StatusBadRequest, `"botDelayMs" must be from 0 to %d`, maxBotDelay.Milliseconds())
		}
		delay = time.Duration(*botDelayMs) * time.Millisecond
	}
	tokens := make([]string, len(specs))
	seats := make([]seatSpec, len(specs))
	for i, sp := range specs {
		switch sp.Player {
		case "human":
			if sp.Bot != "" || len(sp.Options) > 0 {
				return nil, nil, errorf(http.StatusBadRequest, "seat %d: a human seat takes no bot or options", i)
			}
			tokens[i] = newSecret(16)
			h := hashToken(tokens[i])
			seats[i] = seatSpec{Player: "human", TokenHash: hex.EncodeToString(h[:])}
		case "bot":
			if _, err := tabletop.NewBot(t.Game(), sp.Bot, sp.Options); err != nil {
				return nil, nil, errorf(http.StatusBadRequest, "seat %d: %v", i, err)
			}
			seats[i] = seatSpec{Player: "bot", Bot: sp.Bot, Options: compactJSON(sp.Options)}
		default:
			return nil, nil, errorf(http.StatusBadRequest, `seat %d: "player" must be "human" or "bot"`, i)
		}
	}
	options, err := t.Options()
	if err != nil {
		return nil, nil, err
	}
	tb := &table{
		id:       newSecret(8),
		game:     t.Game(),
		options:  options,
		created:  time.Now().UTC().Truncate(time.Millisecond),
		seats:    seats,
		botDelay: delay,
		t:        t,
		changed:  make(chan struct{}),
		wake:     make(chan struct{}, 1),
	}
	if err := tb.makeBots(); err != nil {
		return nil, nil, err
	}
	return tb, tokens, nil
}

func compactJSON(raw json.RawMessage) json.RawMessage {
	if len(bytes.TrimSpace(raw)) == 0 || bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
		return nil
	}
	var b bytes.Buffer
	if json.Compact(&b, raw) != nil {
		return raw
	}
	return b.Bytes()
}

// add registers a new table, writes its log's header, and starts its bots.
func (s *server) add(tb *table) error {
	if s.cfg.dataDir != "" && tb.t.FromPosition() {
		// The log is replayed from the options; a table loaded from a
		// position (the leak tests') lives in memory only.
		return errorf(http.StatusBadRequest, "a table loaded from a position cannot be logged")
	}
	if s.cfg.dataDir != "" {
		if err := tb.create(s.cfg.dataDir); err != nil {
			return err
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		tb.close()
		if s.cfg.dataDir != "" {
			os.Remove(logPath(s.cfg.dataDir, tb.id)) // a table nobody was told of
		}
		return errorf(http.StatusServiceUnavailable, "the server is closing")
	}
	s.tables[tb.id] = tb
	s.startBots(tb)
	return nil
}

type tableSummary struct {
	ID      string    `json:"id"`
	Game    string    `json:"game"`
	Players int       `json:"players"`
	ToMove  int       `json:"toMove"`
	Over    bool      `json:"over"`
	Moves   int       `json:"moves"`
	Created time.Time `json:"created"`
}

// GET /api/tables
func (s *server) handleList(w http.ResponseWriter, r *http.Request) {
	s.mu.RLock()
	tables := make([]*table, 0, len(s.tables))
	for _, tb := range s.tables {
		tables = append(tables, tb)
	}
	s.mu.RUnlock()
	list := make([]tableSummary, len(tables))
	for i, tb := range tables {
		t, moves, _ := tb.snapshot()
		list[i] = tableSummary{ID: tb.id, Game: tb.game, Players: len(tb.seats), ToMove: t.ToMove(), Over: t.Over(), Moves: len(moves), Created: tb.created}
	}
	slices.SortFunc(list, func(a, b tableSummary) int {
		if c := a.Created.Compare(b.Created); c != 0 {
			return c
		}
		return strings.Compare(a.ID, b.ID)
	})
	writeJSON(w, http.StatusOK, map[string]any{"tables": list})
}

// lookup returns the table named in the request's path.
func (s *server) lookup(r *http.Request) (*table, error) {
	id := r.PathValue("id")
	s.mu.RLock()
	tb := s.tables[id]
	s.mu.RUnlock()
	if tb == nil {
		return nil, errorf(http.StatusNotFound, "no table %q", truncate(id))
	}
	return tb, nil
}

// truncate shortens what a client sent to quote it in an error: at most
// 40 bytes, cut at a rune's start.
func truncate(s string) string {
	if len(s) <= 40 {
		return s
	}
	cut := 40
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "..."
}

type seatPublic struct {
	Seat   int    `json:"seat"`
	Player string `json:"player"`
	Bot    string `json:"bot,omitempty"`
}

// GET /api/tables/{id}
func (s *server) handleTable(w http.ResponseWriter, r *http.Request) {
	tb, err := s.lookup(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	t, _, n := tb.snapshot()
	view, err := t.View(-1)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	text, err := t.ViewText(-1)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	seats := make([]seatPublic, len(tb.seats))
	for i, st := range tb.seats {
		seats[i] = seatPublic{Seat: i, Player: st.Player, Bot: st.Bot}
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"id": tb.id, "game": tb.game, "players": len(tb.seats), "seats": seats,
		"view": view, "text": text, "events": n,
	})
}

// token returns the token of the request: Authorization: Bearer, or the
// query's token.
func token(r *http.Request) string {
	if auth := r.Header.Get("Authorization"); auth != "" {
		if t, ok := strings.CutPrefix(auth, "Bearer "); ok {
			return strings.TrimSpace(t)
		}
		return ""
	}
	return r.URL.Query().Get("token")
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
	if seat < 0 || seat >= len(tb.seats) {
		return nil, 0, errorf(http.StatusNotFound, "no seat %d: the table has seats 0 to %d", seat, len(tb.seats)-1)
	}
	tok := token(r)
	if tok == "" {
		return nil, 0, errorf(http.StatusUnauthorized, "this needs the seat's token (Authorization: Bearer, or ?token=)")
	}
	if !tb.seats[seat].check(tok) {
		s.log.Warn("wrong token", "table", tb.id, "seat", seat)
		return nil, 0, errorf(http.StatusForbidden, "the token is not this seat's")
	}
	return tb, seat, nil
}

// check reports whether token is the seat's, comparing the hashes in
// constant time. A bot's seat has no token, and no token opens it.
func (sp *seatSpec) check(token string) bool {
	want, err := hex.DecodeString(sp.TokenHash)
	if err != nil || len(want) != sha256.Size {
		return false
	}
	got := hashToken(token)
	return subtle.ConstantTimeCompare(got[:], want) == 1
}

// GET /api/tables/{id}/seats/{seat}/view
func (s *server) handleView(w http.ResponseWriter, r *http.Request) {
	tb, seat, err := s.seatOf(r, r.PathValue("seat"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	t, _, _ := tb.snapshot()
	view, err := t.View(seat)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.Write(append(view, '\n'))
}

// GET /api/tables/{id}/seats/{seat}/text
func (s *server) handleText(w http.ResponseWriter, r *http.Request) {
	tb, seat, err := s.seatOf(r, r.PathValue("seat"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	t, _, _ := tb.snapshot()
	text, err := t.ViewText(seat)
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
	tb, seat, err := s.seatOf(r, r.PathValue("seat"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	var req moveRequest
	if err := readJSON(w, r, &req); err != nil {
		s.fail(w, r, err)
		return
	}
	move := bytes.TrimSpace(req.Move)
	if len(move) == 0 || move[0] != '"' && move[0] != '{' {
		s.fail(w, r, errorf(http.StatusBadRequest, `"move" must be the move's notation (a string) or its JSON object`))
		return
	}
	t, events, err := tb.play(seat, move)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	redacted, err := events.JSON(seat)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	view, err := t.View(seat)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if redacted == nil {
		redacted = []json.RawMessage{}
	}
	writeJSON(w, http.StatusOK, map[string]any{"events": redacted, "view": view})
}
