package main

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sync/semaphore"
)

// config is how a server is set up: main fills it from the flags, whose
// defaults are defaultConfig's; a zero field takes its default.
type config struct {
	dataDir     string        // where the logs are kept; "" keeps games in memory only
	commitDelay time.Duration // how long the files store's journals wait for more moves to sync together (0: none)
	store       Store         // the store to use instead of dataDir's (the PostgreSQL one)
	postgres    string        // the URL of the PostgreSQL database that run opens as the store; "" for none
	botDelay    time.Duration // the default pause before a bot moves (a table's botDelayMs overrides)
	logger      *slog.Logger
	allowSeeds  bool // a client may choose a table's seed (replays, tests)

	maxTables   int     // games in play (not over, moved within idle) at once
	cacheTables int     // games held in memory at once
	createRate  float64 // tables a client address may create per second, on average
	createBurst int     // ... and at once
	clientIP    string  // the header a trusted proxy names the client's address in ("": the connection's)

	botIterations int // the most iterations a search bot may take per move
	botMs         int // the most milliseconds a search bot may take per move
	botWorkers    int // the most workers a search bot may use per move
	botPool       int // the bot workers all tables share
	botQueue      int // bot moves that may wait for the pool before creating tables with bots is refused

	maxStreams         int // open event streams in all
	maxStreamsPerTable int // open event streams per table

	idle      time.Duration // a game with no move for this long is closed
	retention time.Duration // a closed or finished game's log is removed after this

	engineDir string // the JavaScript package's folder (js/), whose engine the page may run; "" for none

	pingEvery    time.Duration // the event streams' keep-alive
	writeTimeout time.Duration // each write of a stream: a client that reads nothing for this long is cut off
}

// defaultConfig returns the defaults of every limit: see the README's
// "Running it in public" for why each.
func defaultConfig() config {
	pool := max(1, runtime.GOMAXPROCS(0)/2)
	return config{
		dataDir: "tabletop-data", commitDelay: commitDelay, maxTables: 1000, cacheTables: 2000, createRate: 0.2, createBurst: 20,
		botIterations: 20_000, botMs: 2000, botWorkers: 1, botPool: pool, botQueue: 200,
		maxStreams: 1000, maxStreamsPerTable: 20, idle: 24 * time.Hour, retention: 7 * 24 * time.Hour,
		pingEvery: 15 * time.Second, writeTimeout: 30 * time.Second,
	}
}

// withDefaults returns cfg with each zero limit set to its default.
func (cfg config) withDefaults() config {
	d := defaultConfig()
	set := func(v *int, def int) {
		if *v == 0 {
			*v = def
		}
	}
	set(&cfg.maxTables, d.maxTables)
	set(&cfg.cacheTables, d.cacheTables)
	set(&cfg.createBurst, d.createBurst)
	set(&cfg.botIterations, d.botIterations)
	set(&cfg.botMs, d.botMs)
	set(&cfg.botWorkers, d.botWorkers)
	set(&cfg.botPool, d.botPool)
	set(&cfg.botQueue, d.botQueue)
	set(&cfg.maxStreams, d.maxStreams)
	set(&cfg.maxStreamsPerTable, d.maxStreamsPerTable)
	if cfg.createRate == 0 {
		cfg.createRate = d.createRate
	}
	if cfg.idle == 0 {
		cfg.idle = d.idle
	}
	if cfg.retention == 0 {
		cfg.retention = d.retention
	}
	if cfg.pingEvery == 0 {
		cfg.pingEvery = d.pingEvery
	}
	if cfg.writeTimeout == 0 {
		cfg.writeTimeout = d.writeTimeout
	}
	// A search cannot take more workers than the pool has.
	cfg.botWorkers = min(cfg.botWorkers, cfg.botPool)
	if cfg.logger == nil {
		cfg.logger = slog.New(slog.DiscardHandler)
	}
	return cfg
}

// server hosts the tables. The store holds every game; the server holds
// a bounded cache of them, loaded when a request needs one. Each table has
// its own lock, so the moves of one game are serialized and different
// games never wait on each other; the server's lock guards only the cache.
type server struct {
	cfg     config
	log     *slog.Logger
	store   Store
	shared  sharedStore    // the store, when several processes share it; else nil
	mux     *http.ServeMux // every route alone, which apiMiss asks why it missed
	serve   *http.ServeMux // every route, and the API's misses (apiMiss)
	metrics *metrics
	creates *rateLimiter

	ctx      context.Context    // done at Close: bots and janitor stop
	stop     context.CancelFunc // ends ctx
	drain    chan struct{}      // closed when draining: streams end with a retry hint
	draining atomic.Bool        // no new moves or tables; /readyz answers 503
	ready    atomic.Bool        // loaded and accepting

	mu      sync.Mutex
	cache   map[string]*table
	loading map[string]chan struct{} // tables being loaded, closed when done
	damaged map[string]error         // tables whose logs do not replay: not replayed again

	rematching sync.Mutex // one rematch made at a time: every seat meets at the same table

	pool      *semaphore.Weighted // the bot workers
	hints     *semaphore.Weighted // the Hints thought over at once (hint.go)
	botsQueue atomic.Int64        // bot moves waiting for the pool
	streams   atomic.Int64        // open event streams

	closeOnce sync.Once
	wg        sync.WaitGroup // the bots' goroutines and the janitor
}

// check refuses a limit below zero: zero takes the default, and no limit
// can be turned off.
func (cfg config) check() error {
	for name, v := range map[string]float64{
		"-max-tables": float64(cfg.maxTables), "-cache-tables": float64(cfg.cacheTables),
		"-create-rate": cfg.createRate, "-create-burst": float64(cfg.createBurst),
		"-bot-max-iterations": float64(cfg.botIterations), "-bot-max-ms": float64(cfg.botMs),
		"-bot-max-workers": float64(cfg.botWorkers), "-bot-pool": float64(cfg.botPool), "-bot-queue": float64(cfg.botQueue),
		"-max-streams": float64(cfg.maxStreams), "-max-streams-per-table": float64(cfg.maxStreamsPerTable),
		"-idle": float64(cfg.idle), "-retention": float64(cfg.retention), "-write-timeout": float64(cfg.writeTimeout),
	} {
		if v < 0 {
			return fmt.Errorf("%s is %v: a limit is 0 (its default) or more", name, v)
		}
	}
	return nil
}

// newServer returns a server on cfg's store, its bots playing.
func newServer(cfg config) (*server, error) {
	if err := cfg.check(); err != nil {
		return nil, err
	}
	if indexErr != nil {
		return nil, fmt.Errorf("the page's index.html: %w", indexErr)
	}
	if notFoundErr != nil {
		return nil, fmt.Errorf("the page's 404.html: %w", notFoundErr)
	}
	cfg = cfg.withDefaults()
	st := cfg.store
	if st == nil && cfg.dataDir == "" {
		st = newMemoryStore()
	} else if st == nil {
		fs, err := openFilesStore(cfg.dataDir, cfg.logger)
		if err != nil {
			return nil, err
		}
		fs.setCommitDelay(cfg.commitDelay)
		st = fs
	}
	s := &server{
		cfg: cfg, log: cfg.logger, store: st,
		creates: newRateLimiter(cfg.createRate, cfg.createBurst),
		drain:   make(chan struct{}),
		cache:   map[string]*table{}, loading: map[string]chan struct{}{}, damaged: map[string]error{},
		pool: semaphore.NewWeighted(int64(cfg.botPool)), hints: semaphore.NewWeighted(int64(cfg.botPool)),
	}
	s.shared, _ = st.(sharedStore)
	s.ctx, s.stop = context.WithCancel(context.Background())
	s.metrics = newMetrics(s)
	s.route()
	if err := s.resumeBots(); err != nil {
		st.Close()
		return nil, err
	}
	s.wg.Add(1)
	go s.janitor()
	if s.shared != nil {
		s.wg.Add(1)
		go s.watch()
	}
	s.ready.Store(true)
	return s, nil
}

// route makes the server's muxes: s.mux, and s.serve, which adds a
// fallback for /api/, so that a request is routed once (an API request's
// route was looked up before it was served, to answer a miss in JSON),
// and only a miss is routed again, to say why.
func (s *server) route() {
	s.mux, s.serve = http.NewServeMux(), http.NewServeMux()
	web := webHandler(s.cfg.engineDir)
	for _, m := range []*http.ServeMux{s.mux, s.serve} {
		s.handle(m, web)
	}
	s.serve.HandleFunc("/api/", s.apiMiss)
}

// handle adds the server's routes to m, the page's served by web.
func (s *server) handle(m *http.ServeMux, web http.Handler) {
	m.Handle("GET /{$}", web)
	m.Handle("GET /play/{id}", web)
	m.Handle("GET /static/", web)
	m.Handle("GET /learn/{game}", web)
	m.Handle("GET /metrics", s.metrics.handler)
	// The API, and the operator's probes, by their patterns.
	for pattern, h := range map[string]http.HandlerFunc{
		"GET /healthz": s.handleHealth, "GET /readyz": s.handleReady, "GET /api/games": s.handleGames,
		"POST /api/tables": s.api(s.handleCreate), "GET /api/tables": s.handleList,
		"GET /api/tables/{id}": s.handleTable, "DELETE /api/tables/{id}": s.handleDelete,
		"GET /api/tables/{id}/events": s.api(s.handleEvents),
		"GET /api/tables/{id}/replay": s.handleReplay, "POST /api/tables/{id}/rematch": s.api(s.handleRematch),
		"GET /api/tables/{id}/seats/{seat}/view": s.api(s.handleView), "GET /api/tables/{id}/seats/{seat}/text": s.api(s.handleText),
		"POST /api/tables/{id}/seats/{seat}/moves": s.handleMove, "POST /api/tables/{id}/seats/{seat}/hint": s.handleHint,
		"GET /api/tutorials/{game}": s.handleTutorial, "POST /api/tutorials/{game}": s.api(s.handleTutorialMove),
	} {
		m.HandleFunc(pattern, h)
	}
}

// api makes an http.HandlerFunc of h, a handler that returns its error
// before it has written anything, which is then answered as every error
// of the API is (fail).
func (s *server) api(h func(w http.ResponseWriter, r *http.Request) error) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if err := h(w, r); err != nil {
			s.fail(w, r, err)
		}
	}
}

// GET /healthz: the process is alive.
func (s *server) handleHealth(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

// GET /readyz: the server is loaded, accepting, and reaches its store.
func (s *server) handleReady(w http.ResponseWriter, r *http.Request) {
	why := ""
	switch {
	case s.draining.Load():
		why = "draining"
	case !s.ready.Load():
		why = "starting"
	default:
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		defer cancel()
		if _, err := s.store.List(ctx, listFilter{Limit: 1}); err != nil {
			s.log.Warn("the store does not answer", "err", err)
			why = "the store does not answer"
		}
	}
	if why != "" {
		w.Header().Set("Retry-After", "5")
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"status": why})
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ready"})
}

// startDrain stops the server accepting moves and tables and ends the
// event streams with a hint to reconnect (to another process, or to this
// one once it is back). The requests in flight finish.
func (s *server) startDrain() {
	if s.draining.CompareAndSwap(false, true) {
		close(s.drain)
	}
}

// Close drains, stops the bots (cancelling their searches) and the
// janitor, and closes the store. It is safe to call more than once.
func (s *server) Close() error {
	var err error
	s.closeOnce.Do(func() {
		s.startDrain()
		s.stop()
		s.wg.Wait()
		s.mu.Lock()
		for _, tb := range s.cache {
			tb.end("closed: the server stopped")
		}
		s.mu.Unlock()
		err = s.store.Close()
	})
	return err
}

// refuseWhileDraining answers a request that would change a game while
// the server drains.
func (s *server) refuseWhileDraining() error {
	if s.draining.Load() {
		return busy(http.StatusServiceUnavailable, 2*time.Second, "the server is restarting; try again")
	}
	return nil
}
