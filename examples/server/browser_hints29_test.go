package main

// The Hint's reasons say what the reader gains, and the risk where there
// is one (#38, page-r36): a Lino tile that breaks a long row denies it to
// the other seat (#6: "it leaves N13 empty for good, which breaks a row
// of 10 tiles" read as a drawback); a Linko! play open to attack at three
// players names the seats that may attack it, and why it is still the
// play (the hinted plays were lost to the next seats, said nowhere).

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// The risks' claims are checked on the positions TestBrowserHintReasons
// measures, as the other reasons' (browser_hintclaim_test.go).
func init() {
	claims = append(claims,
		struct {
			words *regexp.Regexp
			rare  bool
			check func(c hintCase, m claimMove, before, after claimView, said []string) string
		}{regexp.MustCompile(`(Computer \d+(?:,? or Computer \d+|, Computer \d+)*) may attack (?:it|them) with`), false, mayAttack},
		struct {
			words *regexp.Regexp
			rare  bool
			check func(c hintCase, m claimMove, before, after claimView, said []string) string
		}{regexp.MustCompile(`Computer (\d+) holds (?:a card|\d+ cards) you have seen that attack`), true, seenAttack},
	)
}

// mayAttack: each seat named plays before the reader again (every other
// seat does) and holds more cards than the play's, so that it can play
// as many without ending the game.
func mayAttack(c hintCase, m claimMove, before, _ claimView, said []string) string {
	n, _ := meldRank(m.Meld)
	for _, name := range regexp.MustCompile(`\d+`).FindAllString(said[1], -1) {
		i, _ := strconv.Atoi(name)
		i--
		if i == c.Seat || i < 0 || i >= len(before.HandSizes) || before.HandSizes[i] <= n {
			return "Computer " + name + " cannot play " + strconv.Itoa(n) + " cards and go on"
		}
	}
	return ""
}

// seenAttack: the seat named holds, among its cards the reader has seen,
// a play of as many cards and a higher value (jokers alone worth 14).
func seenAttack(_ hintCase, m claimMove, before, _ claimView, said []string) string {
	n, value := meldRank(m.Meld)
	i, _ := strconv.Atoi(said[1])
	i--
	if i < 0 || i >= len(before.Known) {
		return "no cards of that seat are known"
	}
	known := before.Known[i]
	jokers := 0
	for _, c := range known {
		if c == "J" {
			jokers++
		}
	}
	if jokers >= n {
		return ""
	}
	for _, c := range known {
		if w, err := strconv.Atoi(c); err == nil && w > value && jokers+len(slices.DeleteFunc(slices.Clone(known), func(x string) bool { return x != c })) >= n {
			return ""
		}
	}
	return "its known cards " + strings.Join(known, " ") + " make no play that attacks"
}

// TestBrowserHintSaysGainAndRisk reads the page's reasons on scenes: a
// Lino tile that cuts a row of 10 denies it to the computer, the pieces
// counted; at three players a Linko! play names the seats after the
// reader that may attack it (not one with too few cards), or the one whose
// cards seen can, and why it is still the play; jokers alone, and a play
// no seat can attack, say no risk.
func TestBrowserHintSaysGainAndRisk(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.tab(true)
	if _, err := cdp(ctx, chromedp.Navigate(e.url+"/")); err != nil {
		t.Fatal(err)
	}
	got, err := cdp(ctx, chromedp.Evaluate[[]string](`(async () => {
		const { linoWhy } = await import('/static/reasons.js');
		const linko = (await import('/static/linko.js')).hintWhy;
		const ui = (view) => ({ view, seat: 0, short: (i) => 'Computer ' + (i + 1) });
		const row = ui({ tiles: [...Array(10).keys()].map((x) => ({ cell: x + ',0', face: '.' })), stones: [[], []] });
		const three = (o) => ui({ tableaux: [[], [], []], display: [], discard: [], ...o });
		return [
			linoWhy({ kind: 'move', from: '4,0', to: '0,1' }, row),
			linko({ kind: 'play', meld: '3' }, three({ hand: ['3', '7', '9'], handSizes: [3, 5, 5] })),
			linko({ kind: 'play', meld: '5x2' }, three({ hand: ['5', '5', '9'], handSizes: [3, 5, 2] })),
			linko({ kind: 'play', meld: '5x2' }, three({ hand: ['5', '5', '9'], handSizes: [3, 5, 5], known: [[], ['2'], ['9', '9', '?']] })),
			linko({ kind: 'play', meld: '5x2' }, three({ hand: ['5', '5', '9'], handSizes: [3, 2, 2] })),
			linko({ kind: 'play', meld: 'J' }, three({ hand: ['J', '3', '9'], handSizes: [3, 5, 5] })),
		];
	})()`, chromedp.EvalAwaitPromise))
	still := map[bool]string{
		false: " It is still your best play: attacked, the card comes back to your hand, or another is drawn, and your score is what it was.",
		true:  " It is still your best play: attacked, the cards come back to your hand, or as many are drawn, and your score is what it was.",
	}
	want := []string{
		"It denies Computer 2 a row of 10 tiles: E1 stays empty for good, and the row breaks into pieces of 4 and 5 tiles, worth less to whoever closes them.",
		"It plays your lowest card and keeps the higher ones to attack with. Computer 2 or Computer 3 may attack it with a higher card before your next turn." + still[false],
		"It lays down 2 cards at once: at the end each one scores for you, instead of against you in your hand. Computer 2 may attack them with 2 higher cards before your next turn." + still[true],
		"It lays down 2 cards at once: at the end each one scores for you, instead of against you in your hand. Computer 3 holds 2 cards you have seen that attack them, and plays before your next turn." + still[true],
		"It lays down 2 cards at once: at the end each one scores for you, instead of against you in your hand.",
		"A joker alone is worth 14, above every number: no card can attack it.",
	}
	if err != nil || !slices.Equal(got, want) {
		t.Errorf("the hint's reasons on scenes:\n got %q\nwant %q (%v)", got, want, err)
	}
}
