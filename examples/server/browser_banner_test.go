package main

// What stays in its place on a screen (#38): "Since your move" shows
// every sentence whole and never pushes the board below the fold, the header
// keeps one line on a phone, and Linko!'s scores say 0, no −13 nor a dash,
// before anyone has played, when no history is shown yet.

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserBannerHeaderAndScores plays, at a desktop's size and on a
// touch-screen phone, in French: a first tile of LINX at four against the
// computer, whose three replies fill "Since your move"; and a Linko! table
// before its first play: its scores 0, and neither "Since your move" nor
// "What happened" shown with nothing in them (#38 r23: two empty history
// panels side by side, the scores "—").
// On the phone, Linko!'s first play is then made with a finger that
// drums on (checkStrayTaps).
func TestBrowserBannerHeaderAndScores(t *testing.T) {
	e := newBrowserEnv(t)
	open := func(ctx context.Context, body string) { e.openTable(ctx, body, "&lang=fr") }
	bots := againstBots
	for _, size := range []string{"desktop", "phone"} {
		touch := size == "phone"
		ctx, act := e.sizedTab(size)

		open(ctx, bots("linko", 3))
		scores, _ := cdp(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('[data-score-seat]')].map((s) => s.textContent)`))
		if len(scores) != 3 || strings.Join(scores, "|") != "Posées\u00a0: 0 · en main\u00a0: −13|Posées\u00a0: 0 · en main\u00a0: −13|Posées\u00a0: 0 · en main\u00a0: −13" {
			t.Errorf("%s: before the first play Linko!'s scores read %q, want no card played and 13 in hand each (r24 #5: a total of −13 read as a bug)", size, scores)
		}
		e.viewShot(ctx, "linko-first-minute-"+size)
		if shown, _ := cdp(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('#latest, .logbox')].filter((el) => el.getClientRects().length).map((el) => el.textContent)`)); len(shown) > 0 {
			t.Errorf("%s: before anything happened at Linko!'s table it shows %q", size, shown)
		}
		if n, _ := cdp(ctx, chromedp.Evaluate[int](`document.querySelectorAll('[data-why], #linko-legend').length`)); n != 0 {
			t.Errorf("%s: before the first play Linko! gives %d reasons for scores no one has", size, n)
		}
		if touch {
			e.checkStrayTaps(ctx)
		}
		if size == "desktop" {
			e.checkScoreWords(ctx)
			e.checkLatestFolds(ctx)
			e.checkDecisionAligned(ctx)
			e.checkLatestFits(ctx)
			e.checkLinkoFits(ctx)
		}

		open(ctx, bots("linx", 4))
		wait(t, ctx, linxMine)
		boardTop := `(() => { window.scrollTo(0, 0); return document.querySelector('#board').getBoundingClientRect().top; })()`
		before, _ := cdp(ctx, chromedp.Evaluate[float64](boardTop))
		paceTop := `document.querySelector('.pace').getBoundingClientRect().top`
		paceBefore, _ := cdp(ctx, chromedp.Evaluate[float64](paceTop))
		// No empty place is kept between the status and the board: on a
		// phone "Since your move" has its place there from the start
		// (never pushing the board), saying what it will tell.
		if gap, _ := cdp(ctx, chromedp.Evaluate[float64](`(() => {
			const box = document.querySelector('#latest:not([hidden])'), said = box && box.querySelector('.none');
			const between = box && box.getBoundingClientRect().top >= document.querySelector('#status').getBoundingClientRect().bottom && box.getBoundingClientRect().bottom <= document.querySelector('#board').getBoundingClientRect().top;
			return document.querySelector('#board').getBoundingClientRect().top - document.querySelector('#status').getBoundingClientRect().bottom - (between && said && said.textContent ? box.getBoundingClientRect().height : 0);
		})()`)); gap > 24 {
			t.Errorf("%s: %.0f px between the status and the board at the game's start", size, gap)
		}
		if err := actUntil(ctx, act, "#board .in-hand.pickable", `!!document.querySelector('#board [data-move]')`); err != nil {
			t.Fatal(err)
		}
		if err := act(ctx, "#board [data-move]"); err != nil {
			t.Fatal(err)
		}
		if touch {
			wait(t, ctx, `!!document.querySelector('#confirm #confirm-play')`)
			if err := tap(ctx, "#confirm #confirm-play"); err != nil {
				t.Fatal(err)
			}
		}
		wait(t, ctx, `document.querySelectorAll('#log li.mine').length > 0 && `+linxMine+` && !document.getElementById('latest').hidden`)
		// On a phone, LINX at four: the grid's cells a thumb wide (r24 #9:
		// a 9×9 frame gave 37 px), and a face-down tile's owner's number
		// large enough to read without telling its stripes' colour.
		if touch {
			if bad, _ := cdp(ctx, chromedp.Evaluate[string](`(() => {
				// A cell's pitch: the grid's 56 units a cell, at its scale.
				const g = document.querySelector('#board svg.grid:not(.past)'), w = g && g.getBoundingClientRect().width / g.viewBox.baseVal.width * 56;
				if (!w || w < 44) return 'cells ' + Math.round(w) + ' px apart';
				const n = document.querySelector('#board svg.grid .owner.big text');
				return n && n.getBoundingClientRect().height < 12 ? 'a face-down tile’s number ' + Math.round(n.getBoundingClientRect().height) + ' px high' : '';
			})()`)); bad != "" {
				t.Errorf("phone: LINX at four: %s", bad)
			}
			e.viewShot(ctx, "linx4-phone-grid")
		}
		// On a desktop the banner stands beside the board: the
		// computers' turns do not push the board down.
		if after, _ := cdp(ctx, chromedp.Evaluate[float64](boardTop)); !touch && after != before {
			t.Errorf("%s: the board moved from %.0f to %.0f px when \"Since your move\" appeared", size, before, after)
		}
		// Nor the pause between moves: a control stays where it was found.
		if after, _ := cdp(ctx, chromedp.Evaluate[float64](paceTop)); !touch && after != paceBefore {
			t.Errorf("%s: \"Pause between moves\" moved from %.0f to %.0f px when \"Since your move\" appeared", size, paceBefore, after)
		}
		type look struct {
			Banner, BoardTop, Fold, Header, Brand, Lang float64
			Items, Touched                              int
			Cut, Past                                   string
		}
		l, err := cdp(ctx, chromedp.Evaluate[look](`(() => {
			window.scrollTo(0, 0);
			const top = (sel) => document.querySelector(sel).getBoundingClientRect().top;
			// A sentence of the box that does not show whole: the list
			// or one of its items holds more than it shows, or an item
			// stands past the box's edge. On a phone, where the box has
			// one height and its list scrolls, its newest sentence starts
			// at the list's top.
			const cut = () => {
				const box = document.getElementById('latest'), ul = box.querySelector('ul'), edge = box.getBoundingClientRect();
				// (A move that covered the reader's tile stays shown above
				// the newest: the first shown starts at the top.)
				if (`+jsValue(touch)+`) { const n = [...ul.querySelectorAll('li')].find((li) => li.getClientRects().length);
					return n && Math.abs(n.getBoundingClientRect().top - ul.getBoundingClientRect().top) <= 1 ? '' : 'the newest sentence does not start at the top'; }
				if (ul.scrollHeight > ul.clientHeight + 1 || ul.scrollWidth > ul.clientWidth + 1) return 'the list holds more than it shows';
				const li = [...ul.children].find((li) => { const r = li.getBoundingClientRect();
					return li.scrollWidth > li.clientWidth + 1 || r.top < edge.top || r.bottom > edge.bottom || r.right > edge.right; });
				return li ? JSON.stringify(li.textContent) : '';
			};
			// A seat's card whose words stand past its edge, narrowed to
			// a phone's half (the French "1 Vous à jouer 1 manche gagnée"
			// once stood past it).
			const past = () => { const cards = [...document.querySelectorAll('[data-seat-panel]')];
				cards.forEach((p) => { p.style.width = '11rem'; });
				const p = cards.find((p) => p.scrollWidth > p.clientWidth + 1);
				cards.forEach((p) => { p.style.width = ''; });
				return p ? JSON.stringify(p.textContent) : ''; };
			return { Banner: document.getElementById('latest').getBoundingClientRect().height, BoardTop: top('#board'), Fold: innerHeight,
				Header: document.querySelector('header.top').getBoundingClientRect().height, Brand: top('header .brand'), Lang: top('header .lang'),
				Items: document.querySelectorAll('#latest li').length, Touched: document.querySelectorAll('#latest li.touched:not(.newest)').length, Cut: cut(), Past: past() };
		})()`))
		if err != nil {
			t.Fatal(err)
		}
		e.screenshot(ctx, "banner-"+size, false)
		// It tells no other seat's turn, over once it is said, and ends
		// with the reader's.
		stale, _ := cdp(ctx, chromedp.Evaluate[string](`(() => {
			const said = document.querySelector('#latest ul').textContent;
			const turns = [...document.querySelectorAll('#log li[data-kind="turn-passed"]')];
			const others = turns.filter((li) => !li.classList.contains('mine') && said.includes(li.textContent));
			const mine = turns.filter((li) => li.classList.contains('mine')).pop();
			if (others.length) return 'it says ' + JSON.stringify(others[0].textContent);
			if (!mine || !said.endsWith(mine.textContent)) return 'it ends ' + JSON.stringify(said.slice(-60));
			return '';
		})()`))
		// One seat is ringed as on turn: the reader's, not the last to move.
		if rings, _ := cdp(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('[data-seat-panel]')]
			.filter((p) => { const cs = getComputedStyle(p); return cs.boxShadow !== 'none' || cs.outlineStyle !== 'none'; })
			.map((p) => p.dataset.seatPanel)`)); len(rings) != 1 || rings[0] != "0" {
			t.Errorf("%s: the seats ringed at the reader's turn: %q, want the reader's alone", size, rings)
		}
		if stale != "" {
			t.Errorf("%s: \"Since your move\": %s", size, stale)
		}
		if l.Items < 3 {
			t.Errorf("%s: \"Since your move\" holds %d moves: the test wants the three computers'", size, l.Items)
		}
		// On a phone the older moves fold behind a button that unfolds
		// them, and folds them again; a desktop shows them all.
		shownMoves := func() int {
			n, _ := cdp(ctx, chromedp.Evaluate[int](`[...document.querySelectorAll('#latest li')].filter((li) => li.getClientRects().length).length`))
			return n
		}
		if !touch {
			if n := shownMoves(); n != l.Items {
				t.Errorf("%s: \"Since your move\" shows %d of its %d moves", size, n, l.Items)
			}
		} else if n := shownMoves(); n != 1+l.Touched {
			t.Errorf("%s: \"Since your move\" shows %d of its %d moves, want the newest and the %d that covered the reader's tiles", size, n, l.Items, l.Touched)
		} else if l.Touched < l.Items-1 {
			for _, want := range []int{l.Items, 1 + l.Touched} {
				if err := act(ctx, "#latest .earlier"); err != nil {
					t.Fatal(err)
				}
				if n := shownMoves(); n != want {
					t.Errorf("%s: a tap on %q leaves %d of its %d moves shown, want %d", size, "#latest .earlier", n, l.Items, want)
				}
			}
		}
		if l.Past != "" {
			t.Errorf("%s: a seat's card holds more than its width: %s", size, l.Past)
		}
		if l.Cut != "" {
			t.Errorf("%s: \"Since your move\" (%.0f px high) cuts a sentence: %s", size, l.Banner, l.Cut)
		}
		if l.BoardTop > l.Fold-150 {
			t.Errorf("%s: the board starts at %.0f px of a %.0f px screen: below the fold", size, l.BoardTop, l.Fold)
		}
		if l.Header > 56 || l.Lang-l.Brand > 12 || l.Brand-l.Lang > 12 {
			t.Errorf("%s: the header is %.0f px high, the language menu at %.0f and the brand at %.0f: want one line", size, l.Header, l.Lang, l.Brand)
		}
		e.checkStaysPut(ctx, act, size)
	}
}

// checkStaysPut plays LINX's next tile at the table open in ctx, at the
// reader's turn after "Since your move" has first shown: nothing a player
// reads or presses rises or jumps meanwhile, until the reader's next turn
// is told (then "Since your move" fits its words). The hand stays put when a
// picked tile's help comes above it; the board (on a phone, under the
// box) and the seats (on a desktop) never rise while the box goes quiet at
// the move and fills again with the computers' replies (it keeps its room;
// it once went and came back, and everything under it with it).
func (e *browserEnv) checkStaysPut(ctx context.Context, act func(context.Context, string) error, size string) {
	t := e.t
	t.Helper()
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`(() => {
		window.scrollTo(0, 0);
		const top = (sel) => Math.round(document.querySelector(sel).getBoundingClientRect().top + scrollY);
		window.putAt = () => ({ Board: top('#board'), Seats: top('#seats'), Hand: top('#hand'), Rest: document.getElementById('latest').dataset.rest || '' });
		window.puts = [putAt()];
		new MutationObserver(() => window.puts.push(putAt())).observe(document.getElementById('app'), { attributes: true, childList: true, subtree: true });
	})()`)); err != nil {
		t.Fatal(err)
	}
	mine := `document.querySelectorAll('#log li.mine').length`
	before, _ := cdp(ctx, chromedp.Evaluate[int](mine))
	if err := actUntil(ctx, act, "#board .in-hand.pickable", `!!document.querySelector('#board [data-move]')`); err != nil {
		t.Fatal(err)
	}
	if err := act(ctx, "#board [data-move]"); err != nil {
		t.Fatal(err)
	}
	if size == "phone" {
		wait(t, ctx, `!!document.querySelector('#confirm #confirm-play')`)
		if err := tap(ctx, "#confirm #confirm-play"); err != nil {
			t.Fatal(err)
		}
	}
	wait(t, ctx, mine+` > `+itoa(before)+` && `+linxMine+` && !document.querySelector('#latest.quiet, #latest.stale')`)
	type put struct {
		Board, Seats, Hand float64
		Rest               string
	}
	puts, err := cdp(ctx, chromedp.Evaluate[[]put](`window.puts`))
	if err != nil || len(puts) < 2 {
		t.Fatalf("%s: the page's places were not followed (%v)", size, err)
	}
	first := puts[0]
	for _, p := range puts[1:] {
		// The reader's next turn told, "Since your move" takes the room
		// of its words: the turn looked at is over.
		if p.Rest != first.Rest {
			break
		}
		var moved string
		switch {
		case p.Hand != first.Hand && p.Board == first.Board:
			moved = "the hand jumped"
		case size == "phone" && p.Board < first.Board:
			moved = "the board rose"
		case size == "desktop" && (p.Board != first.Board || p.Seats < first.Seats):
			moved = "the board or the seats moved"
		}
		if moved != "" {
			t.Errorf("%s: %s during a turn: from %+v to %+v (px down the page)", size, moved, first, p)
			return
		}
	}
}

// checkScoreWords makes the first play of the Linko! table open in ctx
// (in French) through the API: each seat's figures are then its cards
// played and in hand, with their signs (not their total, which read −13
// for everyone), and a legend says once how scores count.
func (e *browserEnv) checkScoreWords(ctx context.Context) {
	e.t.Helper()
	if _, err := cdp(ctx, chromedp.Evaluate[bool](`(async () => {
		const q = new URLSearchParams(location.search);
		const base = '/api/tables/' + encodeURIComponent(location.pathname.split('/').pop()) + '/seats/' + q.get('seat');
		const { api } = await import('/static/dom.js');
		const { pick, label, moves, ...shared } = (await api('GET', base + '/view', undefined, q.get('token'))).legalMoves[0];
		const { label: l, preview, ...m } = moves[0];
		await api('POST', base + '/moves', { move: { ...shared, ...m } }, q.get('token'));
		return true;
	})()`, chromedp.EvalAwaitPromise)); err != nil {
		e.t.Fatal(err)
	}
	wait(e.t, ctx, `!!document.getElementById('linko-legend')`)
	score, _ := cdp(ctx, chromedp.Evaluate[string](`document.querySelector('[data-score-seat="0"]').textContent`))
	legend, _ := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('linko-legend')?.textContent || ''`))
	e.screenshot(ctx, "linko-score-words", false)
	if !regexp.MustCompile(`^Posées\x{a0}: (\+\d+|0) · en main\x{a0}: −\d+$`).MatchString(score) || !strings.Contains(legend, "chaque carte posée rapporte un point") {
		e.t.Errorf("after the first play a Linko! score reads %q and its legend %q: want the cards played and in hand with their signs, and how they count", score, legend)
	}
}

// TestBrowserItalianDisplay opens a Linko! table in Italian: the cards
// face up beside the pile are the rulebook's "display", as it writes it,
// in lower case (the page once shouted "CARTE SCOPERTE (DISPLAY)"), said
// with what it is, which a newcomer read as English; its tooltip says
// what it is for.
func TestBrowserItalianDisplay(t *testing.T) {
	e := newBrowserEnv(t)
	code, resp := call(t, "POST", e.url+"/api/tables", "", humans("linko", `{"players":2}`, 2))
	var c created
	if code != http.StatusCreated || json.Unmarshal([]byte(resp), &c) != nil {
		t.Fatalf("%d %s", code, resp)
	}
	ctx := e.tab(true)
	e.openSeat(ctx, e.url+c.Seats[0].Join+"&lang=it")
	if got, _ := cdp(ctx, chromedp.Evaluate[string](`document.querySelector('.displaybox .label').innerText`)); got != "display (carte scoperte)" {
		t.Errorf("the Italian display is labelled %q, want the rulebook's \"display\" with what it is", got)
	}
	if tip, _ := cdp(ctx, chromedp.Evaluate[string](`document.querySelector('.displaybox .label').title`)); !strings.HasPrefix(tip, "Le carte scoperte") {
		t.Errorf("the Italian display's tooltip says %q", tip)
	}
	// Nor is it explained by a tooltip alone: a caption under its name says
	// it (r32 #10), no wider than its cards.
	if got, _ := cdp(ctx, chromedp.Evaluate[string](`(() => { const c = document.querySelector('.displaybox #display-what'), d = document.getElementById('display');
		return c && c.getBoundingClientRect().width <= d.getBoundingClientRect().width + 1 ? c.textContent : 'none, or wider than the cards'; })()`)); got != "Chi pesca può prenderne una invece della prima carta del mazzetto." {
		t.Errorf("the Italian display's caption says %q", got)
	}
	// A play named whole, its jokers too, its pronoun of its number.
	said, err := cdp(ctx, chromedp.Evaluate[[]string](`(async () => {
		const { board } = await import('/static/linko.js');
		const base = { display: ['3', '4', '5', '6', '7', '8'], pileSize: 40, discard: [], known: [[], []], handSizes: [5, 5], hand: ['3'], draws: 0, over: false, toMove: 0, players: 2, victim: 0, active: 1 };
		const ui = { seat: 0, pick: null, marks: {}, choices: [], direct: [], short: (i) => (i ? 'Ana' : 'Tu'), tap() {}, move() {}, choose() {} };
		const say = (v) => board({ ...base, ...v }, ui).querySelector('#decision p').textContent;
		return [say({ tableaux: [['7+J'], []], phase: 'take-or-leave' }), say({ tableaux: [['Jx2'], []], phase: 'take-back-or-discard' })];
	})()`, chromedp.EvalAwaitPromise))
	want := []string{"Ana ti sgraffigna il 7 e il Jolly.", "Ana non ha preso i tuoi due Jolly: scegli tu se riprenderli in mano oppure scartarli e pescare."}
	if err != nil || !slices.Equal(said, want) {
		t.Errorf("Italian Linko! names a play with jokers %q (%v), want %q", said, err, want)
	}
}

// checkLatestFolds tells "Since your move" of the page open in ctx (in
// French) a move of Seat 2's in the library's sentences: its turn, a
// play, three draws from the pile, then the reader's turn. The box says
// the play and the draws counted in one sentence, none of Seat 2's turn,
// and ends with the reader's. The reader's move empties it: it says who
// is playing (#38 r24 #4: the moves before, and "It is your turn.", stayed
// while Computer 2 played). Then, at a table of four, two moves whose
// sentences end with whose turn it is (a turn passed, or the same words
// after a play, as the library says a move's last event): each turn is
// said only at the end of the newest line, and only while it lasts.
func (e *browserEnv) checkLatestFolds(ctx context.Context) {
	e.t.Helper()
	got, err := cdp(ctx, chromedp.Evaluate[string](`(async () => {
		const { latestBox } = await import('/static/latest.js');
		const linko = await import('/static/linko.js');
		const box = latestBox(0);
		const draw = { kind: 'card-drawn', seat: 1, from: 'pile', card: '?' };
		const lines = () => [...box.el.querySelectorAll('li')].map((li) => li.textContent).join(' | ');
		box.begin();
		box.add({ index: 1, event: { kind: 'turn-passed', seat: 1 }, text: 'C’est au joueur 2 de jouer.' }, true, linko);
		box.add({ index: 2, event: { kind: 'cards-played', seat: 1, meld: '7' }, text: 'Le joueur 2 a posé un 7.' }, true, linko);
		for (const index of [3, 4, 5]) box.add({ index, event: draw, text: 'Le joueur 2 a pioché une carte.' }, true, linko);
		box.add({ index: 6, event: { kind: 'turn-passed', seat: 0 }, text: 'C’est à vous de jouer.' }, false, linko);
		box.draw(false, true, true, 0, '');
		const told = box.el.querySelector('li.newest').textContent;
		// The reader moves: the box says who plays now, and nothing before.
		box.clear();
		box.draw(false, true, false, 1, 'Joueur 2');
		const waiting = box.el.classList.contains('quiet') && !box.el.querySelector('li') ? box.el.querySelector('.none').textContent : 'kept: ' + lines();
		// Beside a desktop's board, keeping the room of the moves told, it
		// says so at its top (r31 #7: at its foot, under a tall empty box).
		const side = Object.assign(document.createElement('div'), { className: 'side' });
		side.append(box.el);
		document.querySelector('main').append(side);
		box.el.style.minHeight = '200px';
		const low = innerWidth > 760 ? box.el.querySelector('.none').getBoundingClientRect().top - box.el.getBoundingClientRect().top : 0;
		side.remove();
		box.el.style.minHeight = '';
		if (low > 40) return 'the waiting line stands ' + Math.round(low) + ' px under the box\'s top';
		box.begin();
		box.add({ index: 8, event: { kind: 'cards-played', seat: 1, meld: '9' }, text: 'Le joueur 2 a posé un 9.' }, true, linko);
		box.add({ index: 9, event: { kind: 'turn-passed', seat: 2 }, text: 'C’est à Ordinateur 3 de jouer.' }, true, linko);
		box.begin();
		box.draw(false, true, false, 2, 'Ordinateur 3');
		const first = lines();
		box.add({ index: 10, event: { kind: 'cards-played', seat: 2, meld: '10' }, text: 'Ordinateur 3 a posé un 10. C’est à Ordinateur 3 de jouer.' }, true, linko);
		box.draw(false, true, false, 2, 'Ordinateur 3');
		const second = lines();
		box.add({ index: 11, event: { kind: 'cards-played', seat: 2, meld: '10' }, text: 'Ordinateur 3 a posé un 11. C’est à vous de jouer.' }, true, linko);
		box.draw(false, true, true, 0, '');
		const yours = lines();
		box.draw(false, true, false, 3, 'Ordinateur 4');
		const over = lines();
		return [told, waiting, first, second, yours, over].join(' / ');
	})()`, chromedp.EvalAwaitPromise))
	told := "Le joueur 2 a posé un 7. Le joueur 2 a pioché trois cartes. C’est à vous de jouer."
	want := strings.Join([]string{told, "Le joueur 2 joue…", "Le joueur 2 a posé un 9.",
		"Le joueur 2 a posé un 9. | Ordinateur 3 a posé un 10. C’est à Ordinateur 3 de jouer.",
		"Le joueur 2 a posé un 9. | Ordinateur 3 a posé un 10. Ordinateur 3 a posé un 11. C’est à vous de jouer.",
		"Le joueur 2 a posé un 9. | Ordinateur 3 a posé un 10. Ordinateur 3 a posé un 11."}, " / ")
	if err != nil || got != want {
		e.t.Errorf("\"Since your move\" tells a play and three draws, then after the reader's move, then the moves of a table of four, as\n%q (%v), want\n%q", got, err, want)
	}
}

// errFitsChecked ends checkLinkoFits's play: enough turns were looked at.
var errFitsChecked = errors.New("enough turns looked at")

// checkLinkoFits plays some turns of the three-player Linko! table open in
// ctx at a desktop's size (1280×800), and at each of the reader's turns
// looks at the page as it opens, unscrolled: the status, the hand and
// every seat on the screen (the third seat once stood below the fold),
// unless "Since your move" tells more than eight lines;
// "Since your move" no taller than its words (it kept the room of the
// game's longest turn, some 150 px of it empty), the status with no empty
// row under its title (a long instruction put the Hint button on a row
// of its own, and the status kept that height); and the log with no
// sideways scrollbar.
func (e *browserEnv) checkLinkoFits(ctx context.Context) {
	e.t.Helper()
	rests := 0
	_, _, err := playByClicking(ctx, func() error {
		if rests++; rests > 6 {
			return errFitsChecked
		}
		bad, err := cdp(ctx, chromedp.Evaluate[[]string](`(() => {
			window.scrollTo(0, 0);
			const out = [];
			// (The box tells every sentence whole, latest.js: where the others
			// said more than eight lines since the reader's move, the last
			// seat may stand below the fold.)
			const told = document.querySelector('#latest:not([hidden]) ul');
			const long = told && told.getBoundingClientRect().height > 8 * (parseFloat(getComputedStyle(told).lineHeight) || 20);
			for (const el of [document.getElementById('status'), document.getElementById('hand'), ...(long ? [] : document.querySelectorAll('[data-seat-panel]'))]) {
				const r = el.getBoundingClientRect();
				if (r.top < 0 || r.bottom > innerHeight) out.push((el.id || 'seat ' + el.dataset.seatPanel) + ' at ' + Math.round(r.top) + '–' + Math.round(r.bottom) + ' px of ' + innerHeight);
			}
			// The room a box has beyond its words: its height less its
			// children's and its frame's.
			const empty = (el) => {
				const cs = getComputedStyle(el), kids = [...el.children].filter((c) => c.getClientRects().length);
				const inner = el.getBoundingClientRect().height - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom) - parseFloat(cs.borderTopWidth) - parseFloat(cs.borderBottomWidth);
				if (cs.display === 'flex' && cs.flexDirection !== 'column') return inner - Math.max(...kids.map((c) => c.getBoundingClientRect().height));
				return inner - kids.reduce((a, c) => a + c.getBoundingClientRect().height, 0);
			};
			const latest = document.querySelector('#latest:not([hidden])');
			const said = latest && latest.getBoundingClientRect().height - [...latest.querySelectorAll(':scope > b, li, .none')].reduce((a, c) => a + c.getBoundingClientRect().height, 0);
			// (At a decision within another seat's move, the box keeps the
			// room it had at the reader's last turn: latest.js.)
			if (latest && document.querySelector('#hand [data-pick]') && said > 24) out.push('"Since your move" has ' + Math.round(said) + ' px beyond its words');
			// (The status keeps the room of the game's longest instruction,
			// table.js: at most a second line of its words, not a row.)
			const status = document.getElementById('status'), line = parseFloat(getComputedStyle(status.querySelector('.turn')).lineHeight) || 24;
			if (empty(status) >= line) out.push('the status has ' + Math.round(empty(status)) + ' px empty');
			// (A sideways scrollbar takes the room of its height.)
			const log = document.getElementById('log');
			if (log.offsetHeight > log.clientHeight) out.push('the log has a sideways scrollbar');
			return out;
		})()`))
		if err != nil {
			return err
		}
		if len(bad) > 0 {
			e.screenshot(ctx, "linko-fits-failed", false)
			return fmt.Errorf("at the reader's turn %d: %s", rests, strings.Join(bad, "; "))
		}
		return nil
	}, false)
	if !errors.Is(err, errFitsChecked) {
		e.t.Errorf("a three-player Linko! on a desktop: %v", err)
	}
}

// checkDecisionAligned draws Linko!'s attack at the page open in ctx: the
// reader takes another seat's 2, and "Take" and "Leave it", whose
// previews are of different lengths, stand at one height (they once stood
// apart, centred on their previews).
func (e *browserEnv) checkDecisionAligned(ctx context.Context) {
	e.t.Helper()
	tops, err := cdp(ctx, chromedp.Evaluate[[]float64](`(async () => {
		const { board } = await import('/static/linko.js');
		const v = { display: ['3', '4', '5', '6', '7', '8'], pileSize: 40, discard: [], known: [[], [], []], handSizes: [5, 5, 5], hand: ['3'], draws: 0, over: false,
			toMove: 0, players: 3, victim: 2, active: 0, phase: 'take-or-leave', tableaux: [['4'], [], ['2']] };
		const moves = [{ kind: 'take', label: 'Take Computer 2’s 2', preview: 'Computer 2 draws a card.' },
			{ kind: 'leave', label: 'Leave it', preview: 'Computer 2 chooses whether to take it back or to discard it and draw a card.' }];
		const ui = { seat: 0, pick: null, marks: {}, choices: [], direct: moves, short: (i) => 'Computer ' + i, tap() {}, move() {}, choose() {} };
		// Drawn beside the table's board, as wide, and taken away.
		const box = document.createElement('section');
		box.className = 'board';
		document.querySelector('#table .play').append(box);
		box.append(board(v, ui));
		const got = [...box.querySelectorAll('.decision button')].map((b) => [b.getBoundingClientRect().top, b.getBoundingClientRect().height]).flat();
		box.remove();
		return got;
	})()`, chromedp.EvalAwaitPromise))
	if err != nil || len(tops) != 4 {
		e.t.Fatalf("Linko!'s attack drawn: %v (%v)", tops, err)
	}
	if tops[0] != tops[2] || tops[1] != tops[3] {
		e.t.Errorf("Linko!'s \"Take\" and \"Leave it\" stand at %.0f and %.0f px, %.0f and %.0f px high: want one height", tops[0], tops[2], tops[1], tops[3])
	}
}

// checkLatestFits tells a "Since your move" beside the table open in ctx
// (a desktop's) a long turn of the others', then, after the reader's
// move, a short one: at the reader's next turn the box is as tall as its
// words (it kept the room of the long turn, mostly empty, and pushed the
// seats under it below the fold), and while the others replied it did
// not shrink (the seats under it stay put); it hides none of four long
// moves unless the seats under it need the room. So too when the reader comes
// to act inside another seat's move, with no turn told (Linko!'s take
// back or discard, after an attack): it kept the long turn's room.
func (e *browserEnv) checkLatestFits(ctx context.Context) {
	e.t.Helper()
	got, err := cdp(ctx, chromedp.Evaluate[[]float64](`(async () => {
		const { latestBox } = await import('/static/latest.js');
		const linko = await import('/static/linko.js');
		const box = latestBox(0);
		document.querySelector('#table .side').prepend(box.el);
		// Its words: its title, its sentences (its list grows to the box's
		// room: style.css), or what it will tell.
		const words = (el) => [...el.querySelectorAll(':scope > b, li, .none')].reduce((a, c) => a + c.getBoundingClientRect().height, 0);
		const high = () => box.el.getBoundingClientRect().height;
		const empty = () => {
			const cs = getComputedStyle(box.el);
			return high() - words(box.el) - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom) - parseFloat(cs.borderTopWidth) - parseFloat(cs.borderBottomWidth);
		};
		let index = 0;
		const said = (seat, text) => box.add({ index: ++index, event: { kind: 'cards-played', seat, meld: '7' }, text }, true, linko);
		const yourTurn = () => box.add({ index: ++index, event: { kind: 'turn-passed', seat: 0 }, text: 'It is your turn.' }, false, linko);
		const longTurn = () => {
			for (const seat of [1, 2, 1, 2]) {
				box.begin();
				said(seat, 'Computer ' + seat + ' played three 7s, and attacked the 5s that another seat had played, who took them back into their hand and drew two cards.');
			}
			yourTurn();
			box.draw(false, true, true);
		};
		// The reader's move: the box drawn while the reader is not to act.
		const moved = () => { box.clear(); box.draw(false, true, false); };
		longTurn();
		const long = high();
		// Four long moves (r32 #4: the others' three at a table of four
		// scrolled inside a small box, their first lines cut): all shown,
		// unless the seats under the box need the room (r33 #2: then it
		// takes what they leave, its bound, and scrolls inside).
		const list = box.el.querySelector('ul'), bounded = Math.abs(long - parseFloat(getComputedStyle(box.el).maxHeight)) < 1;
		const hidden = bounded ? 0 : list.scrollHeight - list.clientHeight;
		moved();
		box.begin();
		said(1, 'Computer 1 played a 9.');
		box.draw(false, true, false);
		const replying = high();
		yourTurn();
		box.draw(false, true, true);
		const fits = [high(), empty()];
		moved();
		longTurn();
		moved();
		box.begin();
		said(1, 'Computer 1 played a 9 and attacked your 8.');
		box.draw(false, true, true); // the reader decides: no turn told
		const deciding = empty();
		box.el.remove();
		return [long, replying, ...fits, deciding, hidden];
	})()`, chromedp.EvalAwaitPromise))
	if err != nil || len(got) != 6 {
		e.t.Fatalf("\"Since your move\" told a long turn and a short one: %v (%v)", got, err)
	}
	if got[1] < got[0] {
		e.t.Errorf("\"Since your move\" shrank from %.0f to %.0f px while the others replied: the seats under it rose", got[0], got[1])
	}
	if got[3] > 12 {
		e.t.Errorf("\"Since your move\" is %.0f px high at the reader's turn, %.0f px of it empty, after a long turn (%.0f px): want the room of its words", got[2], got[3], got[0])
	}
	if got[4] > 12 {
		e.t.Errorf("\"Since your move\" keeps %.0f px empty when the reader decides inside another seat's move, after a long turn: want the room of its words", got[4])
	}
	if got[5] > 1 {
		e.t.Errorf("\"Since your move\" (%.0f px high) hides %.0f px of four long moves: want them whole, where the screen has room", got[0], got[5])
	}
}
