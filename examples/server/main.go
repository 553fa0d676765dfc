// Command server hosts games of tabletop over HTTP, for browsers and
// bots: any game of the root handle (package tabletop), seats human or bot,
// each seat's view, events and moves guarded by a secret token, live
// updates by Server-Sent Events, and every game kept as an append-only
// event log that survives a crash.
//
//	go run ./examples/server [-addr 127.0.0.1:8080] [-data tabletop-data] [-bot-delay 0s]
//
// It prints its URL on stdout. The README's server section lists the routes
// and plays a game with curl. Errors are {"error":"..."} with a 4xx status:
// 400 malformed, 401 no token, 403 wrong token, 404 no such table, seat or
// route, 405 wrong method, 409 a move the rules refuse or out of turn, 413
// a body over 64 KiB; and no request changes anything unless it succeeds.
//
// Decisions where the contract is silent:
//
//   - -data defaults to tabletop-data in the working directory, made if
//     missing, so that games outlive the process; -data "" keeps them in
//     memory only.
//   - A table's log, ID.jsonl, is a header line (game, options with every
//     default filled in, seats with the SHA-256 of their tokens, bot delay,
//     creation time) and then one line per event, {"i":index,"event":...};
//     the first event of a move also holds "seat", "move" (as the client
//     sent it) and "n" (the move's number of events). A move's lines go in
//     one write, synced before the reply; a new table's header and its
//     directory entry are synced before the reply too.
//   - On start every log is folded (tabletop.Fold) into its game. A torn end
//     (a crash mid-write: a line cut short, or a move's first lines without
//     its last) is cut back to the last whole move, which is the last move
//     that can have been accepted, and the server logs a warning saying
//     what it dropped. A log broken anywhere else is not served and not
//     touched, and the server logs why: one bad file does not stop the
//     others.
//   - The moves are replayed too, with Open and Play: the handle redacts
//     only the events that Play returns, and a bot's stream of chance is
//     restored by letting it choose again at each of its past turns, so a
//     random bot goes on as if there had been no restart.
//   - A seat's token is 128 bits from crypto/rand in hex, sent once, in the
//     answer that creates the table; the server keeps only its SHA-256 and
//     compares hashes in constant time. A bot's seat has no token, so its
//     view and moves answer 403 to every token. A seat out of range is 404,
//     a seat that is not a number 400. Tokens and URLs with their queries
//     are never logged.
//   - A stream's Last-Event-ID (or ?after=) must be -1 or the index of an
//     event the game has, else 400. After "over" the stream stays open with
//     its pings, so that a browser's EventSource does not reconnect in a
//     loop.
//   - botDelayMs is from 0 to 60000; without it the table takes -bot-delay.
//   - A table's id is 64 random bits in hex.
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
	"syscall"
	"time"
)

// timeouts are the bounds on every connection: a client slow to send its
// headers or its body is cut off, and so is an idle keep-alive connection.
// Event streams lift the read deadline and set a write deadline per write.
type timeouts struct {
	readHeader, read, write, idle, drain time.Duration
}

func main() {
	cfg, to, addr := flags(flag.CommandLine, os.Args[1:])
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
	to := timeouts{readHeader: 5 * time.Second, read: 10 * time.Second, write: 30 * time.Second, idle: time.Minute, drain: 10 * time.Second}
	addr := fs.String("addr", "127.0.0.1:8080", "the address to listen on")
	fs.StringVar(&cfg.dataDir, "data", d.dataDir, `the directory of the game logs ("" keeps games in memory only)`)
	fs.StringVar(&cfg.postgres, "postgres", "", "the URL of a PostgreSQL database to keep the games in, shared with other processes,\n"+
		"e.g. postgres://tabletop@127.0.0.1:5432/tabletop?sslmode=disable (default $DATABASE_URL; -data is then unused)")
	fs.DurationVar(&cfg.botDelay, "bot-delay", 0, "the pause before a bot moves, for people watching (a table's botDelayMs overrides it)")
	fs.BoolVar(&cfg.allowSeeds, "allow-seeds", false, "let clients choose a table's seed (replays, tests): whoever chooses it knows every hand")
	fs.IntVar(&cfg.maxTables, "max-tables", d.maxTables, "games in play at once (not over, moved within -idle); more are refused with 503")
	fs.IntVar(&cfg.cacheTables, "cache-tables", d.cacheTables, "games held in memory at once, loaded from the store on demand")
	fs.Float64Var(&cfg.createRate, "create-rate", d.createRate, "new tables per second one client address may make, on average (429 beyond)")
	fs.IntVar(&cfg.createBurst, "create-burst", d.createBurst, "new tables one client address may make at once")
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
	fs.Parse(args)
	if cfg.postgres == "" {
		// Not the flag's default, which -help would print, password and all.
		cfg.postgres = os.Getenv("DATABASE_URL")
	}
	return cfg, to, *addr
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
	hs := &http.Server{Handler: s, ReadHeaderTimeout: to.readHeader, ReadTimeout: to.read,
		WriteTimeout: to.write, IdleTimeout: to.idle, MaxHeaderBytes: 64 << 10}
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
