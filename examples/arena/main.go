// Arena plays seeded matches between bots and tells which plays better.
//
//	go run ./examples/arena -game linko -seats 4 -bots ismcts,greedy -games 1000
//	go run ./examples/arena -game lino -bots ismcts:iterations=4000,greedy -json
//
// -bots lists a bot for each seat, by name (any that tabletop.Games lists for
// the game, one that tabletop.RegisterBot added included) and then its
// options, each after a colon (ismcts:iterations=4000:workers=2); seats past the list take its last bot,
// so "ismcts,greedy" at four seats is one search bot among three greedy
// ones. Game g (from 0) seats the list turned by g places, so that every
// bot sits everywhere equally often, and deals from -seed plus g: a run is
// the same on every machine, whatever its number of cores.
//
// Every bot of the list gets a row: the games it sat in (a bot on three
// seats sits three times a game), its wins with a 95% Wilson interval (a
// win shared by k seats, a tie or a team, counts 1/k to each), and its mean
// score. -json prints the same rows as JSON.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"maps"
	"math"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/tabletopgo/tabletop"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// entry is one bot of the list: its name and its options.
type entry struct {
	label   string // as written on the command line
	name    string
	options map[string]any
}

// botNames returns the names of the bots of every game, the registered
// ones included, each once, in the order Games lists them: what -bots
// takes.
func botNames() []string {
	var names []string
	for _, g := range tabletop.Games() {
		for _, b := range g.Bots {
			if !slices.Contains(names, b.Name) {
				names = append(names, b.Name)
			}
		}
	}
	return names
}

// parseBots reads the -bots list.
func parseBots(list string) ([]entry, error) {
	var entries []entry
	for _, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		parts := strings.Split(item, ":")
		if parts[0] == "" {
			return nil, fmt.Errorf("-bots %q: a bot has no name", list)
		}
		e := entry{label: item, name: parts[0], options: map[string]any{}}
		for _, kv := range parts[1:] {
			key, value, ok := strings.Cut(kv, "=")
			if !ok || key == "" {
				return nil, fmt.Errorf("-bots %q: write a bot's options as name:key=value:key=value", list)
			}
			e.options[key] = jsonValue(value)
		}
		entries = append(entries, e)
	}
	return entries, nil
}

// jsonValue returns an option's value as JSON reads it: a number, a
// boolean, or else a string.
func jsonValue(text string) any {
	if n, err := strconv.ParseFloat(text, 64); err == nil {
		return n
	}
	if b, err := strconv.ParseBool(text); err == nil {
		return b
	}
	return text
}

// result is what one game gave each seat.
type result struct {
	lineup []int     // the entry at each seat
	scores []int     // each seat's final score
	credit []float64 // each seat's share of the win
}

// row is one bot's figures.
type row struct {
	Bot       string  `json:"bot"`
	Games     int     `json:"games"`
	Wins      float64 `json:"wins"`
	WinRate   float64 `json:"winRate"`
	Low       float64 `json:"low"`  // the 95% Wilson interval of the win rate
	High      float64 `json:"high"` //
	MeanScore float64 `json:"meanScore"`
}

func run(args []string, out, errOut io.Writer) int {
	flags := flag.NewFlagSet("arena", flag.ContinueOnError)
	flags.SetOutput(errOut)
	game := flags.String("game", "linko", "the game: "+strings.Join(tabletop.GameNames(), ", "))
	seats := flags.Int("seats", 0, "number of seats (0: the game's usual number)")
	teams := flags.Bool("teams", false, "play in teams (LINX with 4 seats)")
	bots := flags.String("bots", "greedy,random", "a bot for each seat, by its name ("+strings.Join(botNames(), ", ")+"), as name:key=value:key=value; the last fills the rest")
	games := flags.Int("games", 100, "number of games")
	seed := flags.Uint64("seed", 1, "the seed of the first game; game g deals from seed+g")
	workers := flags.Int("workers", runtime.NumCPU(), "games played at once")
	asJSON := flags.Bool("json", false, "print the table as JSON")
	quiet := flags.Bool("quiet", false, "no progress bar")
	if err := flags.Parse(args); err != nil {
		return 2
	}
	entries, err := parseBots(*bots)
	if err == nil && *games < 1 {
		err = fmt.Errorf("-games %d: play at least one", *games)
	}
	if err != nil {
		fmt.Fprintf(errOut, "arena: %v\n", err)
		return 2
	}
	a := arena{game: *game, entries: entries, seed: *seed}
	options := map[string]any{}
	if *seats > 0 {
		options["players"] = *seats
	} else if *teams {
		options["players"] = 4
	}
	if *teams {
		options["teams"] = true
	}
	a.options = options
	// A first game checks the options and the bots before any work.
	first, err := a.open(0)
	if err != nil {
		fmt.Fprintf(errOut, "arena: %v\n", err)
		return 2
	}
	a.players = first.Players()
	if _, err := a.bots(0); err != nil {
		fmt.Fprintf(errOut, "arena: %v\n", err)
		return 2
	}
	var bar *progress
	if !*quiet {
		bar = &progress{out: errOut, total: *games, start: time.Now()}
	}
	results, err := a.play(*games, max(1, *workers), bar)
	if err != nil {
		fmt.Fprintf(errOut, "arena: %v\n", err)
		return 1
	}
	rows := tally(entries, results)
	if *asJSON {
		data, _ := json.MarshalIndent(rows, "", "  ")
		fmt.Fprintln(out, string(data))
		return 0
	}
	fmt.Fprintf(out, "%s, %d seats, %d games\n", *game, a.players, *games)
	fmt.Fprintf(out, "%-28s %7s %9s %8s %17s %10s\n", "bot", "games", "wins", "win %", "95% interval", "mean score")
	for _, r := range rows {
		fmt.Fprintf(out, "%-28s %7d %9.1f %7.1f%% %7.1f%% – %5.1f%% %10.2f\n",
			r.Bot, r.Games, r.Wins, 100*r.WinRate, 100*r.Low, 100*r.High, r.MeanScore)
	}
	return 0
}

// arena plays the games of one run.
type arena struct {
	game    string
	options map[string]any
	entries []entry
	seed    uint64
	players int
}

// open starts game g.
func (a *arena) open(g int) (tabletop.Table, error) {
	options := map[string]any{"seed": strconv.FormatUint(a.seed+uint64(g), 10)}
	for k, v := range a.options {
		options[k] = v
	}
	data, _ := json.Marshal(options)
	return tabletop.Open(a.game, data)
}

// lineup returns the entry at each seat in game g: the list, its last bot
// filling the seats past it, turned by g places.
func (a *arena) lineup(g int) []int {
	seats := make([]int, a.players)
	for seat := range seats {
		seats[(seat+g)%a.players] = min(seat, len(a.entries)-1)
	}
	return seats
}

// bots makes the bots of game g; a bot that takes a seed and is given none
// gets one of the game and its seat.
func (a *arena) bots(g int) ([]*tabletop.Bot, error) {
	lineup := a.lineup(g)
	bots := make([]*tabletop.Bot, a.players)
	for seat, i := range lineup {
		e := a.entries[i]
		options := maps.Clone(e.options)
		if _, set := options["seed"]; !set && a.takesSeed(e.name) {
			options["seed"] = strconv.FormatUint((a.seed+uint64(g))*8+uint64(seat), 10)
		}
		data, _ := json.Marshal(options)
		bot, err := tabletop.NewBot(a.game, e.name, data)
		if err != nil {
			return nil, err
		}
		bots[seat] = bot
	}
	return bots, nil
}

// takesSeed reports whether the game's bot called name has a seed option.
func (a *arena) takesSeed(name string) bool {
	for _, g := range tabletop.Games() {
		for _, b := range g.Bots {
			if g.Name == a.game && b.Name == name {
				return slices.ContainsFunc(b.Options, func(o tabletop.OptionInfo) bool { return o.Name == "seed" })
			}
		}
	}
	return false
}

// playOne plays game g to its end.
func (a *arena) playOne(g int) (result, error) {
	table, err := a.open(g)
	if err != nil {
		return result{}, err
	}
	bots, err := a.bots(g)
	if err != nil {
		return result{}, err
	}
	for !table.Over() {
		seat := table.ToMove()
		move, err := bots[seat].Choose(context.Background(), table)
		if err != nil {
			return result{}, fmt.Errorf("game %d, seat %d: %w", g, seat, err)
		}
		if table, _, err = table.Play(seat, move); err != nil {
			return result{}, fmt.Errorf("game %d, seat %d: %w", g, seat, err)
		}
	}
	r := result{lineup: a.lineup(g), scores: table.Scores(), credit: make([]float64, a.players)}
	for _, w := range table.Winners() {
		r.credit[w] = 1 / float64(len(table.Winners()))
	}
	return r, nil
}

// play plays games 0 to n-1 on workers goroutines.
func (a *arena) play(n, workers int, bar *progress) ([]result, error) {
	results := make([]result, n)
	next := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	var firstErr error
	for range min(workers, n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for g := range next {
				r, err := a.playOne(g)
				mu.Lock()
				results[g] = r
				if err != nil && firstErr == nil {
					firstErr = err
				}
				bar.step()
				mu.Unlock()
			}
		}()
	}
	for g := range n {
		mu.Lock()
		failed := firstErr != nil
		mu.Unlock()
		if failed {
			break
		}
		next <- g
	}
	close(next)
	wg.Wait()
	bar.done()
	return results, firstErr
}

// tally sums the results into one row per entry of the list.
func tally(entries []entry, results []result) []row {
	rows := make([]row, len(entries))
	scores := make([]float64, len(entries))
	for i, e := range entries {
		rows[i].Bot = e.label
	}
	for _, r := range results {
		for seat, i := range r.lineup {
			rows[i].Games++
			rows[i].Wins += r.credit[seat]
			scores[i] += float64(r.scores[seat])
		}
	}
	for i := range rows {
		if rows[i].Games == 0 {
			continue // a bot of the list that no seat needed
		}
		n := float64(rows[i].Games)
		rows[i].WinRate = rows[i].Wins / n
		rows[i].Low, rows[i].High = wilson(rows[i].Wins, n)
		rows[i].MeanScore = scores[i] / n
	}
	return rows
}

// wilson returns the 95% Wilson score interval of a rate of wins in n
// trials: unlike the normal approximation, it stays within [0, 1] and is
// sound for rates near 0 or 1 and for small n.
func wilson(wins, n float64) (low, high float64) {
	const z = 1.959963984540054 // the 97.5th percentile of the normal law
	p := wins / n
	centre := (p + z*z/(2*n)) / (1 + z*z/n)
	half := z / (1 + z*z/n) * math.Sqrt(p*(1-p)/n+z*z/(4*n*n))
	return max(0, centre-half), min(1, centre+half)
}

// progress draws a bar of the games played and the time left.
type progress struct {
	out    io.Writer
	total  int
	played int
	start  time.Time
	last   time.Time
}

func (p *progress) step() {
	if p == nil {
		return
	}
	p.played++
	if now := time.Now(); now.Sub(p.last) >= 200*time.Millisecond || p.played == p.total {
		p.last = now
		p.draw(now)
	}
}

func (p *progress) draw(now time.Time) {
	const width = 30
	filled := width * p.played / p.total
	elapsed := now.Sub(p.start)
	left := time.Duration(float64(elapsed) / float64(p.played) * float64(p.total-p.played))
	fmt.Fprintf(p.out, "\r[%s%s] %d/%d games, %s left ", strings.Repeat("#", filled), strings.Repeat(".", width-filled),
		p.played, p.total, left.Round(time.Second))
}

func (p *progress) done() {
	if p == nil {
		return
	}
	fmt.Fprintf(p.out, "\r%s\r", strings.Repeat(" ", 70))
}
