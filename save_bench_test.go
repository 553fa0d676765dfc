package tabletop_test

import (
	"context"
	"encoding/json"
	"syscall"
	"testing"

	"github.com/tabletopgo/tabletop"
)

// BenchmarkResume measures what a chat front-end that saves after every
// message pays on the next: reading a finished game's save from JSON and
// resuming it, which replays its whole log, for each game at its default
// options and at the longest game its options' bounds allow (the most
// seats and rounds). It reports the log's events; Resume's doc and the
// package doc's Limits state the figures.
func BenchmarkResume(b *testing.B) {
	for _, c := range []struct{ name, game, options string }{
		{"linko/default", "linko", `{"seed":"1"}`},
		{"linko/longest", "linko", `{"seed":"1","players":5,"rounds":100}`},
		{"lino/default", "lino", `{"seed":"1"}`},
		{"lino/longest", "lino", `{"seed":"1","rounds":2}`},
		{"linx/default", "linx", `{"seed":"1"}`},
		{"linx/longest", "linx", `{"seed":"1","players":4}`},
	} {
		b.Run(c.name, func(b *testing.B) {
			data, events := savedGame(b, c.game, c.options)
			b.SetBytes(int64(len(data)))
			cpu := cpuTime()
			for b.Loop() {
				var s tabletop.Save
				if err := json.Unmarshal(data, &s); err != nil {
					b.Fatal(err)
				}
				if _, err := tabletop.Resume(s); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(events), "events")
			// On a shared machine the clock counts other programs' turns;
			// the process's CPU time counts Resume's work alone (the
			// runtime's collector included).
			b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N), "cpu-ns/op")
		})
	}
}

// savedGame plays a game of game to its end with seeded random bots and
// returns its save in JSON and the number of events of its log.
func savedGame(b *testing.B, game, options string) ([]byte, int) {
	table, err := tabletop.Open(game, []byte(options))
	if err != nil {
		b.Fatal(err)
	}
	bot, err := tabletop.NewBot(game, "random", []byte(`{"seed":"1"}`))
	if err != nil {
		b.Fatal(err)
	}
	for !table.Over() {
		move, err := bot.Choose(context.Background(), table)
		if err != nil {
			b.Fatal(err)
		}
		if table, _, err = table.Play(table.ToMove(), move); err != nil {
			b.Fatal(err)
		}
	}
	save, err := table.Save()
	if err != nil {
		b.Fatal(err)
	}
	data, err := json.Marshal(save)
	if err != nil {
		b.Fatal(err)
	}
	return data, len(save.Log)
}

// cpuTime returns the CPU time the process has used, in nanoseconds.
func cpuTime() int64 {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0
	}
	return u.Utime.Nano() + u.Stime.Nano()
}
