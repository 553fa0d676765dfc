package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"
)

// pgStore keeps the tables in PostgreSQL (-postgres URL, or DATABASE_URL),
// where several server processes share them: a row per table (its record
// and its lobby summary), a row per seat (with the hash of its token,
// never the token), and the events, append-only, a row each, keyed by
// (table, index), the first event of a move holding the move as its seat
// sent it and how many events it caused. A move is one statement, so one
// transaction: its events, the table's new count and summary, and a
// NOTIFY on pgChannel that tells the other processes. The table row's
// count serializes two processes that append to one table at once: the
// second one's statement finds the count moved and changes nothing, and
// its server reloads the new events and checks its move again.
//
// The bots' leases are rows too, with an expiry, so that a process that
// dies (its leases unrenewed) loses its bots within the lease's term.
type pgStore struct {
	pool  *pgxpool.Pool
	cfg   *pgx.ConnConfig // Watch's own connection's
	owner string          // this store's name in the leases: host/pid/random
	log   *slog.Logger

	// A process is not told of its own moves, which it has: mine holds,
	// for each table this store appended to, the count of events after
	// its last append, until the notification comes back.
	mu   sync.Mutex
	mine map[string]int
	// heard holds, for each table, the moves of other processes that
	// their notifications carried, until the server takes them (Heard)
	// or a move of this process's makes them useless. Guarded by mu.
	heard map[string]heardMoves

	// How often the server caught a table up from the moves heard, and
	// by reading them (Moves): a read is a statement and its round trip.
	heardTaken, reads atomic.Int64

	// The moves waiting for a statement (see append), and the writers
	// writing them, guarded by batchMu; the statements of several moves
	// made, and their moves.
	batchMu          sync.Mutex
	waiting          []*pgAppending
	writers          int
	batches, batched atomic.Int64

	// stages times a move's append by its stages, and the catch-ups'
	// reads (see pgStages): where a tail is spent.
	stages *prometheus.HistogramVec
	// queued, run and read are stages' children, found once.
	queued, run, read prometheus.Observer
}

// pgStages are the stages that tabletop_db_stage_seconds times: a move's
// wait for a writer ("queue": from its append to its statement's start,
// while the process's writers have their statements out), its statement
// ("statement": from its start to its answer, the wait for a connection
// of the pool included, for a batch its every move), and a catch-up's
// read of a table's moves ("read").
var pgStages = []string{"queue", "statement", "read"}

// pgMine bounds the tables in pgStore.mine: beyond it, it starts empty
// again (a process then catches up with a move of its own: a query).
const pgMine = 4096

// newPGStore connects to the database at url and migrates its schema.
func newPGStore(ctx context.Context, url string, log *slog.Logger) (*pgStore, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		// (pgx's parse errors may quote the URL, password and all.)
		return nil, errors.New("the PostgreSQL URL cannot be parsed (postgres://user@host:port/database?sslmode=...)")
	}
	if cfg.ConnConfig.ConnectTimeout == 0 {
		// A database host that does not answer must not hold a request
		// for the kernel's minutes: it is down, and the client gets a 503.
		cfg.ConnConfig.ConnectTimeout = 5 * time.Second
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, err
	}
	from, err := migrate(ctx, pool)
	if err != nil {
		pool.Close()
		return nil, err
	}
	if from != len(pgMigrations) {
		log.Info("the database's schema was migrated", "from", from, "to", len(pgMigrations))
	}
	// The owner in bot_leases names the process, for an operator who
	// wonders which one plays a table's bots, and a random part tells
	// apart two stores of one process (the tests').
	nonce := make([]byte, 4)
	rand.Read(nonce)
	host, _ := os.Hostname()
	owner := fmt.Sprintf("%s/%d/%s", host, os.Getpid(), hex.EncodeToString(nonce))
	p := &pgStore{pool: pool, cfg: cfg.ConnConfig, owner: owner, log: log,
		mine: map[string]int{}, heard: map[string]heardMoves{},
		stages: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "tabletop_db_stage_seconds", Buckets: latencyBuckets,
			Help: "The time a move's append spends in each stage (queue: waiting for a writer; statement: its statement, the pool's wait included) and a catch-up's read takes, in seconds.",
		}, []string{"stage"})}
	for _, stage := range pgStages {
		p.stages.WithLabelValues(stage) // each shown from the start
	}
	p.queued, p.run, p.read = p.stages.WithLabelValues("queue"), p.stages.WithLabelValues("statement"), p.stages.WithLabelValues("read")
	return p, nil
}

// collectors are the metrics of the store's pool of connections: how
// often, and how long, a statement waited for a connection because all
// were taken (a tail that the pool's size makes).
func (p *pgStore) collectors() []prometheus.Collector {
	return []prometheus.Collector{
		prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: "tabletop_db_acquires_total", Help: "The connections taken from the database pool.",
		}, func() float64 { return float64(p.pool.Stat().AcquireCount()) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: "tabletop_db_acquire_waits_total", Help: "The connections taken from the database pool after a wait, all being in use.",
		}, func() float64 { return float64(p.pool.Stat().EmptyAcquireCount()) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: "tabletop_db_acquire_wait_seconds_total", Help: "The time spent waiting for a connection of the database pool, all being in use, in seconds.",
		}, func() float64 { return p.pool.Stat().EmptyAcquireWaitTime().Seconds() }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: "tabletop_db_catchups_heard_total", Help: "The tables caught up with another process's moves as its notifications carried them, without a statement.",
		}, func() float64 { return float64(p.heardTaken.Load()) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: "tabletop_db_catchups_read_total", Help: "The tables caught up with the database by reading their moves, a statement each.",
		}, func() float64 { return float64(p.reads.Load()) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: "tabletop_db_append_batches_total", Help: "The statements that stored several moves together.",
		}, func() float64 { return float64(p.batches.Load()) }),
		prometheus.NewCounterFunc(prometheus.CounterOpts{
			Name: "tabletop_db_append_batched_total", Help: "The moves stored in a statement with others.",
		}, func() float64 { return float64(p.batched.Load()) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "tabletop_db_conns_max", Help: "The most connections the database pool opens.",
		}, func() float64 { return float64(p.pool.Stat().MaxConns()) }),
		p.stages,
	}
}

func (p *pgStore) Close() error {
	p.pool.Close()
	return nil
}

// isCode reports whether err is PostgreSQL's error of that SQLSTATE.
func isCode(err error, code string) bool {
	var pe *pgconn.PgError
	return errors.As(err, &pe) && pe.Code == code
}

func (p *pgStore) Create(ctx context.Context, rec tableRecord, s summary) error {
	tx, err := p.pool.Begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback(ctx)
	_, err = tx.Exec(ctx, `insert into tables (id, game, options, creator_hash, bot_delay_ms, created,
			players, to_move, over, moves, updated, bot_to_move, open_seats)
		values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
		rec.ID, rec.Game, string(rec.Options), rec.CreatorHash, rec.BotDelayMs, rec.Created,
		s.Players, s.ToMove, s.Over, s.Moves, s.Updated.UnixNano(), s.BotToMove, s.OpenSeats)
	if isCode(err, "23505") { // unique_violation
		return fmt.Errorf("table %s: %w", rec.ID, errExists)
	}
	if err != nil {
		return err
	}
	for i, st := range rec.Seats {
		var options *string
		if len(st.Options) > 0 {
			o := string(st.Options)
			options = &o
		}
		if _, err := tx.Exec(ctx, `insert into seats (table_id, seat, player, bot, options, token_hash)
			values ($1, $2, $3, $4, $5, $6)`, rec.ID, i, st.Player, st.Bot, options, st.TokenHash); err != nil {
			return err
		}
	}
	return tx.Commit(ctx)
}

func (p *pgStore) Load(ctx context.Context, id string) (tableRecord, []moveRecord, error) {
	if badID(id) {
		return tableRecord{}, nil, notFound(id)
	}
	// One snapshot for the record and the moves: a move appended between
	// two reads would otherwise be half seen.
	tx, err := p.pool.BeginTx(ctx, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly})
	if err != nil {
		return tableRecord{}, nil, err
	}
	defer tx.Rollback(ctx)
	rec := tableRecord{Tabletop: 1, ID: id}
	var options string
	err = tx.QueryRow(ctx, "select game, options, creator_hash, bot_delay_ms, created from tables where id = $1", id).
		Scan(&rec.Game, &options, &rec.CreatorHash, &rec.BotDelayMs, &rec.Created)
	if errors.Is(err, pgx.ErrNoRows) {
		return rec, nil, notFound(id)
	}
	if err != nil {
		return rec, nil, err
	}
	rec.Options = json.RawMessage(options)
	rec.Created = rec.Created.UTC()
	rows, err := tx.Query(ctx, "select player, bot, options, token_hash from seats where table_id = $1 order by seat", id)
	if err != nil {
		return rec, nil, err
	}
	for rows.Next() {
		var st seatSpec
		var opts *string
		if err := rows.Scan(&st.Player, &st.Bot, &opts, &st.TokenHash); err != nil {
			rows.Close()
			return rec, nil, err
		}
		if opts != nil {
			st.Options = json.RawMessage(*opts)
		}
		rec.Seats = append(rec.Seats, st)
	}
	if err := rows.Err(); err != nil {
		return rec, nil, err
	}
	moves, err := readMoves(ctx, tx, id, 0)
	return rec, moves, err
}

func (p *pgStore) Moves(ctx context.Context, id string, from int) ([]moveRecord, error) {
	if badID(id) {
		return nil, notFound(id)
	}
	p.reads.Add(1)
	start := time.Now()
	moves, err := readMoves(ctx, p.pool, id, from)
	p.observe(p.read, start, time.Now())
	return moves, err
}

// observe times a stage, from start to end, in stage's histogram: none in
// a store that a test made without newPGStore.
func (p *pgStore) observe(stage prometheus.Observer, start, end time.Time) {
	if stage != nil {
		stage.Observe(end.Sub(start).Seconds())
	}
}

// badID reports whether id cannot be a table's: PostgreSQL's text holds
// valid UTF-8 without NUL only, and such an id is no table's (rather than
// the database's error, a 503).
func badID(id string) bool { return !utf8.ValidString(id) || strings.ContainsRune(id, 0) }

// notFound is errNotFound for table id.
func notFound(id string) error { return fmt.Errorf("table %q: %w", truncate(id), errNotFound) }

// querier is a pool or a transaction.
type querier interface {
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
}

// readMoves reads a table's moves whose first event is from or later, in
// one query, which finds the table too (errNotFound). A move is one
// statement, so the events are whole unless the data was changed behind
// the server's back: then the table is damaged.
func readMoves(ctx context.Context, q querier, id string, from int) ([]moveRecord, error) {
	// The move that holds event from, if it begins before, is not wanted:
	// start at the first event that begins a move at from or later. A
	// table with no such event gives one row of nulls.
	rows, err := q.Query(ctx, `select e.i, e.seat, e.move, e.n, e.event from tables t
		left join events e on e.table_id = t.id and e.i >= (select min(i) from events
			where table_id = $1 and i >= $2 and n is not null)
		where t.id = $1
		order by e.i`, id, from)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var moves []moveRecord
	found := false
	want, left := -1, 0
	for rows.Next() {
		found = true
		var (
			i, seat, n  *int
			move, event *string
		)
		if err := rows.Scan(&i, &seat, &move, &n, &event); err != nil {
			return nil, err
		}
		if i == nil {
			break // the table, with no move from there on
		}
		if want >= 0 && *i != want || event == nil {
			return nil, fmt.Errorf("table %s: event %d where %d was expected: %w", id, *i, want, errDamaged)
		}
		want = *i + 1
		if left == 0 {
			if seat == nil || move == nil || n == nil || *n < 1 {
				return nil, fmt.Errorf("table %s: event %d begins no move: %w", id, *i, errDamaged)
			}
			moves = append(moves, moveRecord{First: *i, Seat: *seat, Move: json.RawMessage(*move)})
			left = *n
		}
		m := &moves[len(moves)-1]
		m.Events = append(m.Events, json.RawMessage(*event))
		left--
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if !found {
		return nil, notFound(id)
	}
	if left != 0 {
		return nil, fmt.Errorf("table %s: the last move lacks %d events: %w", id, left, errDamaged)
	}
	return moves, nil
}

// pgWhere is the where clause of f, with its arguments from $1 on.
func pgWhere(f listFilter) (string, []any) {
	where, args := "true", []any{}
	if f.ID != "" {
		if badID(f.ID) {
			return "false", nil
		}
		args = append(args, f.ID)
		where += fmt.Sprintf(" and id = $%d", len(args))
	}
	if !f.UpdatedBefore.IsZero() {
		args = append(args, f.UpdatedBefore.UnixNano())
		where += fmt.Sprintf(" and updated < $%d", len(args))
	}
	if !f.UpdatedSince.IsZero() {
		args = append(args, f.UpdatedSince.UnixNano())
		where += fmt.Sprintf(" and updated >= $%d", len(args))
	}
	if f.Over != nil {
		args = append(args, *f.Over)
		where += fmt.Sprintf(" and over = $%d", len(args))
	}
	if f.BotToMove {
		where += " and bot_to_move"
	}
	return where, args
}

func (p *pgStore) List(ctx context.Context, f listFilter) ([]summary, error) {
	where, args := pgWhere(f)
	sql := "select id, game, players, to_move, over, moves, created, updated, bot_to_move, open_seats from tables where " +
		where + " order by created desc, id"
	if f.Limit > 0 {
		args = append(args, f.Limit)
		sql += fmt.Sprintf(" limit $%d", len(args))
	}
	rows, err := p.pool.Query(ctx, sql, args...)
	if err != nil {
		return nil, err
	}
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (summary, error) {
		var s summary
		var updated int64
		err := r.Scan(&s.ID, &s.Game, &s.Players, &s.ToMove, &s.Over, &s.Moves, &s.Created, &updated, &s.BotToMove, &s.OpenSeats)
		s.Created, s.Updated = s.Created.UTC(), time.Unix(0, updated).UTC()
		return s, err
	})
	return list, err
}

func (p *pgStore) Count(ctx context.Context, f listFilter) (int, error) {
	where, args := pgWhere(f)
	var n int
	err := p.pool.QueryRow(ctx, "select count(*) from tables where "+where, args...).Scan(&n)
	return n, err
}

func (p *pgStore) Delete(ctx context.Context, id string) error {
	if badID(id) {
		return notFound(id)
	}
	gone, err := json.Marshal(pgNotice{ID: id, Deleted: true})
	if err != nil {
		return err
	}
	n, err := countRows(p.pool.Query(ctx, `with gone as (delete from tables where id = $1 returning id)
		select pg_notify($2, $3) from gone`, id, pgChannel, string(gone)))
	if err != nil {
		return err
	}
	if n == 0 {
		return notFound(id)
	}
	return nil
}

// countRows reads a statement's rows to the end and returns how many it
// gave, or the statement's error: an error of the query itself or one that
// came while its rows were read.
func countRows(rows pgx.Rows, err error) (int, error) {
	if err != nil {
		return 0, err
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		n++
	}
	return n, rows.Err()
}
