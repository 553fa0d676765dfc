// Command server hosts games of tabletop over HTTP, for browsers and
// bots: any game of the root handle, seats human or bot, each seat's
// view and events guarded by a secret token, live updates by Server-Sent
// Events, and every game kept as an append-only event log that survives
// a crash.
//
//	go run ./examples/server [-addr 127.0.0.1:8080] [-data tabletop-data] [-bot-delay 0s]
//
// -data is the directory of the game logs, made if missing; it defaults to
// tabletop-data in the working directory, so that games outlive the
// process, and -data "" keeps the games in memory only. The HTTP contract
// is examples/server/HTTP.md's routes (see the README's server section).
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

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "the address to listen on")
	data := flag.String("data", "tabletop-data", `the directory of the game logs ("" keeps games in memory only)`)
	botDelay := flag.Duration("bot-delay", 0, "the pause before a bot moves, for people watching (a table's botDelayMs overrides it)")
	flag.Parse()
	logger := slog.New(slog.NewTextHandler(os.Stderr, nil))
	if err := run(*addr, config{dataDir: *data, botDelay: *botDelay, logger: logger}); err != nil {
		logger.Error("server stopped", "err", err)
		os.Exit(1)
	}
}

// run serves on addr until SIGINT or SIGTERM.
func run(addr string, cfg config) error {
	s, err := newServer(cfg)
	if err != nil {
		return err
	}
	defer s.Close()
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	hs := &http.Server{Handler: s, ReadHeaderTimeout: 10 * time.Second}
	// The URL goes to stdout, alone on its line, so that a script (or the
	// crash test) can read where the server listens.
	fmt.Printf("http://%s/\n", ln.Addr())
	cfg.logger.Info("serving", "addr", ln.Addr().String(), "data", cfg.dataDir)

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	s.Close() // ends the event streams, so that Shutdown does not wait on them
	shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := hs.Shutdown(shutdown); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
