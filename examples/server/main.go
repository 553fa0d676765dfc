// Command server hosts games of tabletop over HTTP, for browsers and
// bots: any game of the root handle (package tabletop), seats human or bot,
// each seat's view, events and moves guarded by a secret token, live
// updates by Server-Sent Events, and every game kept in a store (memory,
// files, or PostgreSQL) as an append-only event log that survives a crash.
// It is meant to face strangers: every resource is bounded by a flag.
//
//	go run ./examples/server [-addr 127.0.0.1:8080] [-data tabletop-data] [-help]
//	go run ./examples/server -postgres postgres://user:password@host:5432/db   # or DATABASE_URL
//
// It prints its URL on stdout. The README's server section lists the routes,
// the limits and the operations endpoints, and plays a game with curl.
// Errors are {"error":"...","message":"..."}, the developer's text and a
// plain sentence for a person (what a page shows), and for a refused move
// also "reason", the library's code (not-your-turn, game-over,
// not-legal-here, malformed, not-in-hand, cell-taken), with message the
// move's sentence ("It is not your turn: Seat 2 is to move."). The
// statuses: 400 malformed, 401 no token, 403 wrong token,
// 404 no such table, seat or route, 405 wrong method, 409 a move the rules
// refuse or out of turn, 410 a table closed, 413 a body over 64 KiB, 429 a
// client over its limit and 503 the server over one (both with
// Retry-After); no request changes anything unless it succeeds. Every
// sentence for a person (labels, previews, narration, the replay, errors'
// message) is in the request's language: ?lang=, else Accept-Language,
// else English.
//
// Decisions where the contract is silent:
//
//   - -data defaults to tabletop-data in the working directory, made if
//     missing, so that games outlive the process; -data "" keeps them in
//     memory only. One process uses a directory at a time (a lock file).
//   - A table's log, ID.jsonl, is a header line (the record: game, options
//     with every default and the seed filled in, seats with the SHA-256 of
//     their tokens, the creator token's SHA-256, bot delay, creation time,
//     and the first summary) and then one line per event,
//     {"i":index,"event":...}; the first event of a move also holds "seat",
//     "move" (as the client sent it), "n" (the move's number of events) and
//     "sum" (the table's summary after it, which the lobby reads without
//     folding the game). A move's lines go in one write, durable before
//     the reply through one of four journals (journal.S.N), synced once
//     for the moves that arrive together (store_files_journal.go); no log
//     stays open between moves.
//   - -postgres URL (or DATABASE_URL, which -help does not print, password
//     and all) keeps the games in PostgreSQL, where any number of
//     processes share them (see store_pg.go): the server makes and
//     migrates its tables on start, and refuses a database whose schema is
//     newer than it knows. A move is one statement, keyed by (table,
//     event index); each process LISTENs for the others' moves; a table's
//     bots are played by the process that holds its lease, which expires
//     6 s after that process dies. A process that cannot reach the
//     database at start exits; one that loses it answers 503 and recovers
//     by itself.
//   - Tables are loaded when a request needs one, by replaying the moves
//     (each must give the events the log holds), into a bounded cache. A
//     torn end (a crash mid-write: the last line without its newline, or a
//     move's first whole lines without its last) is cut back to the last
//     whole move, and the warning says what was cut. Any other damage
//     leaves the table out of play (503), its file untouched, and the log
//     names it.
//   - A bot is made afresh for each decision, its seed derived from the
//     deal's seed, its own and the event index: rebuilding a game runs no
//     bot, and a restart costs the replays alone.
//   - An omitted seed is drawn from crypto/rand; a chosen one is refused
//     unless -allow-seeds. Views show the seed as null until the game is
//     over; the stream's "over" event then gives the options, seed included.
//   - A seat's token, and the creator's, are 128 bits from crypto/rand in
//     hex, sent once, in the answer that creates the table; the server
//     keeps only their SHA-256 and compares hashes in constant time. A
//     bot's seat has no token. Tokens and URLs with their queries are never
//     logged.
//   - A stream's Last-Event-ID (or ?after=) must be -1 or the index of an
//     event the game has, else 400. After "over" the stream stays open with
//     its pings, so that a browser's EventSource does not reconnect in a
//     loop; a table that leaves play ends its streams with "ended".
//   - botDelayMs is from 0 to 60000; without it the table takes -bot-delay.
//   - A table's id is 64 random bits in hex.
//   - The page plays in the browser with the engine's WebAssembly, which is
//     built (go run ./wasm/build), never committed: the server serves it
//     from -engine (default js, the checkout's JavaScript package) when it
//     is there, and offers that play only then; -export DIR builds it into
//     a static site. A game played in the browser never reaches the server.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"runtime/debug"
	"syscall"
	"time"
)

// timeouts are the bounds on every connection: a client slow to send its
// headers or its body is cut off, and so is an idle keep-alive connection.
// Event streams lift the read deadline and set a write deadline per write
// (config.writeTimeout). drain bounds the wait for the requests in flight
// on SIGTERM.
type timeouts struct {
	readHeader, read, write, idle, drain time.Duration
}

// exportDir is the -export flag: where to write the static site, "" to serve.
var exportDir string

// gcPercent is the -gc-percent flag: the collector's target, as GOGC's
// percent, or 0 to leave it to the runtime ($GOGC, else 100).
var gcPercent int

// defaultGCPercent is -gc-percent's default: 400, a heap let grow to five
// times what is live between collections, where the runtime's default is
// twice. A move's garbage is short-lived (its request, its reply, the
// views it replaced) and the live heap small, so that fewer collections
// cost less CPU for a little more memory: BenchmarkLoad's 200 games in
// memory, paced, made 0.16 collections a thousand moves against 0.55-0.58
// at the runtime's default, the collector's share of the CPU 2-5% against
// 9-11%, for a heap of 115-120 MB at most against 79-84 (2026-11-30, at a
// load average of 22 to 34). $GOMEMLIMIT still bounds the heap, and a
// $GOGC set is the operator's choice, which the default leaves alone.
func defaultGCPercent() int {
	if os.Getenv("GOGC") != "" {
		return 0
	}
	return 400
}

func main() {
	cfg, to, addr := flags(flag.CommandLine, os.Args[1:])
	if gcPercent > 0 {
		debug.SetGCPercent(gcPercent)
	}
	if exportDir != "" {
		if err := export(exportDir, cfg.engineDir); err != nil {
			fmt.Fprintln(os.Stderr, "export:", err)
			os.Exit(1)
		}
		return
	}
	cfg.logger = slog.New(slog.NewTextHandler(os.Stderr, nil))
	if err := run(addr, cfg, to); err != nil {
		cfg.logger.Error("server stopped", "err", err)
		os.Exit(1)
	}
}

// flags reads the command line into a config, the timeouts and the
// address to listen on; every limit is a flag, with its default.
func flags(fs *flag.FlagSet, args []string) (config, timeouts, string) {
	d := defaultConfig()
	cfg := d
	to := defaultTimeouts(d)
	addr := fs.String("addr", "127.0.0.1:8080", "the address to listen on")
	fs.StringVar(&cfg.dataDir, "data", d.dataDir, `the directory of the game logs ("" keeps games in memory only)`)
	fs.DurationVar(&cfg.commitDelay, "commit-delay", d.commitDelay, "how long the logs' journal waits for more moves to sync together when it has few (0: it syncs at once)")
	fs.StringVar(&cfg.postgres, "postgres", "", "the URL of a PostgreSQL database to keep the games in, shared with other processes,\n"+
		"e.g. postgres://tabletop@127.0.0.1:5432/tabletop?sslmode=disable (default $DATABASE_URL; -data is then unused)")
	fs.DurationVar(&cfg.botDelay, "bot-delay", 0, "the pause before a bot moves, for people watching (a table's botDelayMs overrides it)")
	fs.BoolVar(&cfg.allowSeeds, "allow-seeds", false, "let clients choose a table's seed (replays, tests): whoever chooses it knows every hand")
	fs.IntVar(&cfg.maxTables, "max-tables", d.maxTables, "games in play at once (not over, moved within -idle); more are refused with 503")
	fs.IntVar(&cfg.cacheTables, "cache-tables", d.cacheTables, "games held in memory at once, loaded from the store on demand")
	fs.Float64Var(&cfg.createRate, "create-rate", d.createRate, "new tables per second one client address may make, on average (429 beyond)")
	fs.IntVar(&cfg.createBurst, "create-burst", d.createBurst, "new tables one client address may make at once")
	fs.StringVar(&cfg.clientIP, "client-ip-header", "", `behind a proxy, the header in which it names the client's address, such as X-Forwarded-For ("": the connection's address)`)
	fs.IntVar(&cfg.botIterations, "bot-max-iterations", d.botIterations, "the most iterations a search bot may take per move")
	fs.IntVar(&cfg.botMs, "bot-max-ms", d.botMs, "the most milliseconds a search bot may take per move")
	fs.IntVar(&cfg.botWorkers, "bot-max-workers", d.botWorkers, "the most workers a search bot may use per move (at most -bot-pool)")
	fs.IntVar(&cfg.botPool, "bot-pool", d.botPool, "bot workers shared by all tables: bots queue for them")
	fs.IntVar(&cfg.botQueue, "bot-queue", d.botQueue, "bot moves waiting for the pool beyond which new tables with bots get 503")
	fs.IntVar(&cfg.maxStreams, "max-streams", d.maxStreams, "open event streams in all (503 beyond)")
	fs.IntVar(&cfg.maxStreamsPerTable, "max-streams-per-table", d.maxStreamsPerTable, "open event streams per table (429 beyond)")
	fs.DurationVar(&cfg.idle, "idle", d.idle, "a game with no move for this long is closed")
	fs.DurationVar(&cfg.retention, "retention", d.retention, "a finished or closed game's log is removed this long after its last move")
	fs.DurationVar(&to.readHeader, "read-header-timeout", to.readHeader, "the time a client has to send a request's headers")
	fs.DurationVar(&to.read, "read-timeout", to.read, "the time a client has to send a whole request, body included")
	fs.DurationVar(&to.write, "write-timeout", to.write, "the time an answer has to be written (a stream's: each write)")
	fs.DurationVar(&to.idle, "idle-timeout", to.idle, "the time an idle keep-alive connection stays open")
	fs.DurationVar(&to.drain, "drain-timeout", to.drain, "on SIGTERM, the time the requests in flight have to finish")
	fs.StringVar(&cfg.engineDir, "engine", "js", "the JavaScript package's folder (the repository's js/, run from its root): once `go run ./wasm/build` has built\n"+
		"its WebAssembly, the page offers to play against the computer in the browser, with no server (\"\": never)")
	fs.IntVar(&gcPercent, "gc-percent", defaultGCPercent(), "the garbage collector's target: the heap grows this percent over what is live between collections, as $GOGC\n"+
		"(0: the runtime's, $GOGC or 100; bound the heap with $GOMEMLIMIT)")
	fs.StringVar(&exportDir, "export", "", "write a static site of the page into this folder, which plays against the computer with no server, and exit")
	fs.Parse(args)
	if cfg.postgres == "" {
		// Not the flag's default, which -help would print, password and all.
		cfg.postgres = os.Getenv("DATABASE_URL")
	}
	cfg.writeTimeout = to.write
	return cfg, to, *addr
}

// defaultTimeouts returns the timeouts' flags' defaults, the write's
// being d's.
func defaultTimeouts(d config) timeouts {
	return timeouts{readHeader: 5 * time.Second, read: 10 * time.Second, write: d.writeTimeout, idle: time.Minute, drain: 10 * time.Second}
}

// newHTTPServer returns the HTTP server of s, with the timeouts to on
// every connection and a bound on the headers' size.
func newHTTPServer(s *server, to timeouts) *http.Server {
	return &http.Server{Handler: s, ReadHeaderTimeout: to.readHeader, ReadTimeout: to.read,
		WriteTimeout: to.write, IdleTimeout: to.idle, MaxHeaderBytes: 64 << 10}
}

// run serves on addr until SIGINT or SIGTERM, then drains: it stops
// accepting, ends the event streams with a retry hint, lets the requests
// in flight (moves) finish, stops the bots and closes the store.
func run(addr string, cfg config, to timeouts) error {
	if cfg.postgres != "" {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		st, err := newPGStore(ctx, cfg.postgres, cfg.logger)
		cancel()
		if err != nil {
			return fmt.Errorf("opening the PostgreSQL store: %w", err)
		}
		cfg.store = st
	}
	s, err := newServer(cfg)
	if err != nil {
		return err
	}
	defer s.Close()
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	hs := newHTTPServer(s, to)
	// The URL goes to stdout, alone on its line, so that a script (or the
	// crash test) can read where the server listens.
	fmt.Printf("http://%s/\n", ln.Addr())
	if cfg.store != nil {
		cfg.logger.Info("serving", "addr", ln.Addr().String(), "store", "postgres")
	} else {
		cfg.logger.Info("serving", "addr", ln.Addr().String(), "data", cfg.dataDir)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	cfg.logger.Info("draining")
	s.startDrain()
	shutdown, cancel := context.WithTimeout(context.Background(), to.drain)
	defer cancel()
	if err := hs.Shutdown(shutdown); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return s.Close()
}
