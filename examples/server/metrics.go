package main

import (
	"net/http"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// metrics are what GET /metrics shows, in Prometheus' text format: each
// server has its own registry (tests run several servers in a process).
type metrics struct {
	handler     http.Handler
	moves       *prometheus.CounterVec // by result: accepted, refused
	accepted    prometheus.Counter     // moves' accepted child, found once and not at each move
	refused     prometheus.Counter     // moves' refused child
	moveSeconds prometheus.Histogram   // an accepted move's request, from its start to its answer
	syncSeconds prometheus.Histogram   // a move's append to the store, its sync included
	botWait     prometheus.Histogram   // a bot move's wait for the pool
	refusals    *prometheus.CounterVec // the 429s and 503s, by status
}

// latencyBuckets spans a fast append (tens of µs) to a slow disk or
// database (seconds).
var latencyBuckets = prometheus.ExponentialBuckets(0.0001, 2.5, 12)

func newMetrics(s *server) *metrics {
	reg := prometheus.NewRegistry()
	m := &metrics{
		moves: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "tabletop_moves_total", Help: "Moves sent to the server, by result (accepted or refused).",
		}, []string{"result"}),
		moveSeconds: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name: "tabletop_move_seconds", Help: "The time an accepted move's request takes, in seconds.", Buckets: latencyBuckets,
		}),
		syncSeconds: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name: "tabletop_sync_seconds", Help: "The time a move's durable append to the store takes, in seconds.", Buckets: latencyBuckets,
		}),
		botWait: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name: "tabletop_bot_wait_seconds", Help: "The time a bot's move waits for the bot pool, in seconds.", Buckets: latencyBuckets,
		}),
		refusals: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "tabletop_refusals_total", Help: "Requests refused over a limit or while unavailable, by status (429, 503).",
		}, []string{"status"}),
	}
	reg.MustRegister(m.moves, m.moveSeconds, m.syncSeconds, m.botWait, m.refusals,
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "tabletop_live_tables", Help: "The games the server holds in memory.",
		}, func() float64 { return float64(s.cached()) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "tabletop_open_streams", Help: "The open event streams.",
		}, func() float64 { return float64(s.streams.Load()) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "tabletop_bot_queue", Help: "The bot moves waiting for the bot pool.",
		}, func() float64 { return float64(s.botsQueue.Load()) }),
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
	)
	if db, ok := s.store.(*pgStore); ok {
		reg.MustRegister(db.collectors()...)
	}
	// Both shown at 0 from the start.
	m.accepted, m.refused = m.moves.WithLabelValues("accepted"), m.moves.WithLabelValues("refused")
	m.handler = promhttp.HandlerFor(reg, promhttp.HandlerOpts{})
	return m
}
