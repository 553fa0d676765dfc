package main

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	cdproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// TestBrowserTutorials plays each game's tutorial through by clicking, as
// a newcomer does, from the lobby's "Learn to play", at a desktop's size
// and at a phone's: the coach's words change at every step, a click on
// something other than what the coach asks for gets the coach's hint, and
// the end offers a real game.
func TestBrowserTutorials(t *testing.T) {
	e := newBrowserEnv(t)
	for _, phone := range []bool{false, true} {
		for _, game := range []string{"linko", "lino", "linx"} {
			size := map[bool]string{false: "desktop", true: "phone"}[phone]
			t.Run(game+"-"+size, func(t *testing.T) {
				e := &browserEnv{t: t, ts: e.ts, url: e.url, browser: e.browser}
				ctx := e.tab(false)
				e.phone(ctx, phone)
				e.playTutorial(ctx, game, game+"-tutorial-"+size, phone)
			})
		}
	}
}

// coachNow is what the coach says now: its step and words, and the hint.
const coachNow = `(() => {
	const c = document.getElementById('coach');
	return c ? [c.dataset.step || '', document.getElementById('coach-words').textContent, document.getElementById('coach-hint').textContent,
		document.getElementById('lesson').dataset.done || '', document.body.dataset.busy || ''] : [];
})()`

func (e *browserEnv) playTutorial(ctx context.Context, game, shot string, phone bool) {
	t := e.t
	fail := func(format string, args ...any) {
		t.Helper()
		e.screenshot(ctx, shot+"-failed", false)
		t.Fatalf(format, args...)
	}
	e.openLobby(ctx, game)
	// Linko!'s lesson at a pace of a second, where the others' replies
	// play out by themselves (the others' moves, at an instant pace
	// elsewhere).
	if game == "linko" {
		if err := setPace(ctx, "1000"); err != nil {
			fail("%v", err)
		}
	}
	if err := setField(ctx, "#game", game); err != nil {
		fail("%v", err)
	}
	e.screenshot(ctx, shot+"-lobby", false)
	if err := click(ctx, "#learn"); err != nil {
		fail("the lobby's Learn to play: %v", err)
	}
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#coach[data-coach]`))); err != nil {
		fail("the tutorial does not draw: %v", err)
	}
	// The page's scrolls once the lesson is done, for checkLessonEnd
	// (again after a reload).
	watchEnd := func() {
		if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`window.endScrolls = [], addEventListener('scroll', () => { if (document.getElementById('lesson')?.dataset.done) endScrolls.push(Math.round(scrollY)); })`)); err != nil {
			fail("%v", err)
		}
	}
	watchEnd()
	// On a desktop the lesson opens at its top, the status straight above
	// the coach and the board (no empty place kept between them).
	if !phone {
		if out, err := cdp(ctx, chromedp.Evaluate[string](`(() => {
			const out = [];
			if (scrollY !== 0) out.push('scrolled down ' + scrollY + ' px');
			const below = (a, b) => document.querySelector(b).getBoundingClientRect().top - document.querySelector(a).getBoundingClientRect().bottom;
			if (below('#status', '#coach') > 24 || below('#coach', '#board') > 24) out.push('a gap above the coach or the board');
			// The pause stands first beside the board, in sight, as at a table.
			const pace = document.querySelector('.pace').getBoundingClientRect(), board = document.querySelector('#board').getBoundingClientRect();
			if (pace.left < board.right || pace.bottom > innerHeight) out.push('"Pause between moves" at ' + Math.round(pace.left) + ',' + Math.round(pace.top) + ', not beside the board in sight');
			return out.join('; ');
		})()`)); err != nil || out != "" {
			fail("the lesson opens %s (%v)", out, err)
		}
	}
	seen := map[string]bool{}
	hinted, reloaded := false, false
	told := "" // the newest of what just happened at the step before
	deadline := time.Now().Add(browserGameTimeout)
	for step := 0; time.Now().Before(deadline); {
		now, err := cdp(ctx, chromedp.Evaluate[[]string](coachNow))
		if err != nil || len(now) < 5 {
			fail("the coach is gone: %v", err)
		}
		if now[4] != "" {
			time.Sleep(15 * time.Millisecond)
			continue
		}
		if now[3] == "true" {
			break
		}
		words := now[1]
		if words == "" || strings.HasPrefix(words, "tutorial.") {
			fail("the coach says %q at step %s", words, now[0])
		}
		if now[0] != fmt.Sprint(step) {
			time.Sleep(15 * time.Millisecond)
			continue
		}
		if seen[words] {
			fail("the coach says the same words at two steps: %q", words)
		}
		// The coach, the panels and the game's words call the other seat
		// alike: the computer, whose moves the script makes.
		if all, _ := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('lesson').innerText`)); strings.Contains(all, "Seat 2") || !strings.Contains(all, "Computer") {
			fail("at step %d the lesson does not call the other seat the computer: %.600s", step, all)
		}
		if !hinted {
			// A click on a legal move other than the one asked for.
			clicked, err := cdp(ctx, chromedp.Evaluate[bool](`(() => {
				const el = [...document.querySelectorAll('#board [data-move], #board [data-pick]')].find((x) => !x.classList.contains('coach-target'));
				if (!el) return false;
				el.setAttribute('data-test-next', '');
				return true;
			})()`))
			if err != nil {
				fail("%v", err)
			}
			if clicked {
				if err := click(ctx, `[data-test-next]`); err != nil {
					fail("the other move: %v", err)
				}
				// A pick needs its target: any of its moves not asked for.
				cdp(ctx, chromedp.Evaluate[bool](`(() => {
					const el = [...document.querySelectorAll('#board [data-move]')].find((x) => !x.classList.contains('coach-target'));
					if (el) el.dispatchEvent(new MouseEvent('click', {bubbles: true}));
					return !!el;
				})()`))
				if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#coach-hint:not([hidden])`))); err != nil {
					fail("a move other than the coach's gets no hint: %v", err)
				}
				hinted = true
				if step == 0 {
					e.screenshot(ctx, shot+"-hint", false)
				}
				continue
			}
		}
		if step == 2 && !reloaded {
			// A reload goes on from the same step.
			reloaded = true
			if _, err := cdp(ctx, chromedp.Reload()); err != nil {
				fail("reload: %v", err)
			}
			if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#coach[data-step="2"]`))); err != nil {
				fail("a reload does not come back to the step: %v", err)
			}
			watchEnd()
			continue
		}
		seen[words] = true
		if bad := moveFirst(ctx, words, phone); bad != "" {
			fail("step %d on a desktop: %s: %q", step+1, bad, words)
		}
		// The rulebook's verb is glossed where the lesson first uses it;
		// Lino's runs come up where the stones begin to count, and its skip
		// ahead is said as the newest of what just happened. Linko!'s move
		// 8 says why two 13s rather than one (r28 #9).
		if want := map[string]string{"linko 0": "To attack, in the rules", "linko 7": "only two jokers together can attack two 13s", "lino 3": "lines of four or more"}[fmt.Sprint(game, " ", step)]; want != "" && !strings.Contains(words, want) {
			fail("step %d: the coach says %q, without %q", step+1, words, want)
		}
		if game == "lino" && (step == 3 || step == 4) {
			if newest, _ := cdp(ctx, chromedp.Evaluate[string](`document.querySelector('#latest li.newest')?.textContent || ''`)); !strings.Contains(newest, "skip ahead") {
				fail("step %d: the lesson skips ahead, and the newest of what just happened is %q", step+1, newest)
			} else if scored := map[int]string{3: "", 4: " The rows those stones closed scored 9 points for you and 13 points for the computer"}[step]; scored != "" && !strings.Contains(newest, scored) || scored == "" && strings.Contains(newest, "scored") {
				// The points scored while skipping are said (r36 #7: the
				// totals jumped by 9 and 13, "What scored" listing none):
				// none at the first skip, from the field built.
				fail("step %d: the lesson skips ahead, and what just happened says %q of its points", step+1, newest)
			}
			e.screenshot(ctx, fmt.Sprintf("%s-skipped-%d", shot, step+1), false)
			// It skips to the middle of the game, where the stone asked
			// for closes a row the computer filled all but one of (r32
			// #9: it went from the empty field to the last stones), then
			// to an ordinary stone, which closes no row: the lesson
			// practises one before the stones that score (r31: it went
			// straight to the last four, each closing rows).
			want := map[int]string{3: " and score 6 points.", 4: ": You score no points."}[step]
			if said, _ := cdp(ctx, chromedp.Evaluate[string](`document.querySelector('#board [data-move].coach-target > title')?.textContent || ''`)); !strings.HasSuffix(said, want) {
				fail("step %d: the stone asked for says %q, not %q", step+1, said, want)
			}
		}
		// The ring of the move asked for hides none of its preview's words
		// (a preview shown under its button at all times).
		if gap, err := cdp(ctx, chromedp.Evaluate[float64](`(() => {
			const p = document.querySelector('#board .coach-target + .preview');
			return p && p.getClientRects().length ? p.getBoundingClientRect().top - p.previousElementSibling.getBoundingClientRect().bottom : 99;
		})()`)); err != nil || gap < 12 {
			fail("the ring of the move asked for reaches 12px below it, and its preview is %.0fpx below (%v)", gap, err)
		}
		// One badge says who acts now: never "turn" beside "deciding".
		if badges, _ := cdp(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('#seats .badge')].map((b) => b.textContent)`)); slices.Contains(badges, "turn") && slices.Contains(badges, "deciding") {
			fail("step %d: the badges %q say two seats act", step+1, badges)
		}
		// The player's draw is said once: by the instruction, not again over the piles.
		if twice, _ := cdp(ctx, chromedp.Evaluate[string](`/^Draw/.test(document.getElementById('status').textContent) && document.querySelector('#decision p')?.textContent || ''`)); twice != "" {
			fail("step %d: the draw is said by the instruction and again: %q", step+1, twice)
		}
		{
			// The coach's sentence and the control it asks for are seen
			// together, and on a desktop the hand too, with no scrolling
			// (LINX's lesson once put "Your hand" at the screen's foot, its
			// rock to pick below it).
			if out, err := cdp(ctx, chromedp.Evaluate[string](`(() => {
				const seen = (el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; };
				const out = [];
				if (!seen(document.getElementById('coach-words'))) out.push('the coach’s words');
				if (!seen(document.querySelector('#board .coach-target'))) out.push('the control asked for');
				const hand = document.querySelector('#hand');
				if (!`+jsValue(phone)+` && hand && !seen(hand)) out.push('the hand (' + Math.round(hand.getBoundingClientRect().top) + '–' + Math.round(hand.getBoundingClientRect().bottom) + ' px of ' + innerHeight + ')');
				// The coach, docked at the screen's top once the page
				// scrolls, covers none of the control it asks for.
				const c = document.getElementById('coach').getBoundingClientRect(), b = document.querySelector('#board .coach-target').getBoundingClientRect();
				if (c.bottom > b.top + 1 && c.top < b.bottom) out.push('the control asked for (under the coach)');
				return out.join(' and ');
			})()`)); err != nil || out != "" {
				fail("step %d on a %s: %s out of view (%v)", step+1, map[bool]string{false: "desktop", true: "phone"}[phone], out, err)
			}
			e.viewShot(ctx, fmt.Sprintf("%s-%d", shot, step))
		}
		if phone && step == 2 {
			// The player scrolls down the page themselves: the coach docked
			// at the top folds to its first line, the board read under the
			// rest (r30 #6: 290 px of it covered the board's top row); a
			// tap on it unfolds it.
			if bad, err := cdp(ctx, chromedp.Evaluate[string](`(() => {
				const coach = document.getElementById('coach'), at = scrollY;
				scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
				dispatchEvent(new Event('touchmove'));
				const c = coach.getBoundingClientRect(), x = c.left + c.width / 2;
				let out = '';
				if (c.top < 1 && c.height > 80 && coach.contains(document.elementFromPoint(x, c.top + 70))) out = 'the coach docked, scrolled, still covers the page 70 px under its top (' + Math.round(c.height) + ' px tall)';
				coach.click();
				if (!out && c.top < 1 && c.height > 80 && !coach.contains(document.elementFromPoint(x, c.top + 70))) out = 'a tap on the folded coach does not unfold it';
				scrollTo({ top: at, behavior: 'instant' });
				return out;
			})()`)); err != nil || bad != "" {
				fail("step %d on a phone: %s (%v)", step+1, bad, err)
			}
		}
		// What just happened, where it changed since the step before: its
		// newest sentence whole on the screen (r23 #3: on a phone a box
		// of two lines cut "scored 6 points.").
		if newest, _ := cdp(ctx, chromedp.Evaluate[string](`document.querySelector('#latest:not([hidden]) li.newest')?.textContent || ''`)); newest != told {
			told = newest
			if bad, _ := cdp(ctx, chromedp.Evaluate[string](lessonNewestWhole)); newest != "" && bad != "" {
				fail("step %d on a %s: the newest of what just happened is not read whole: %s", step+1, map[bool]string{false: "desktop", true: "phone"}[phone], bad)
			}
		}
		if step == 1 {
			e.screenshot(ctx, shot+"-step", false)
			if err := checkCoachMotion(ctx); err != nil {
				fail("%v", err)
			}
		}
		// The move asked for: its pick first if it has one, then the move.
		if _, err := cdp(ctx, chromedp.Evaluate[bool](`(() => {
			const el = document.querySelector('#board [data-pick].coach-target');
			if (el) el.dispatchEvent(new MouseEvent('click', {bubbles: true}));
			return !!el;
		})()`)); err != nil {
			fail("%v", err)
		}
		if err := click(ctx, `#board [data-move].coach-target`); err != nil {
			fail("step %d: no move marked to click: %v", step+1, err)
		}
		step++
		// The lesson goes on by itself, or says why not. While the
		// others' replies play out, the coach says to watch them, and
		// nothing is lit nor offered to press: a "Go on" vanished under a
		// newcomer's finger as the pause ended, the next control lit
		// beside it (r23 #8). Each frame of the wait is looked at.
		if _, err := cdp(ctx, chromedp.Poll[bool](fmt.Sprintf(`(() => {
			const c = document.getElementById('coach');
			if (document.getElementById('coach-words').textContent === %s) {
				window.watched = (window.watched || 0) + 1;
				const lit = [...document.querySelectorAll('#board .coach-target, #coach button')].filter((el) => el.getClientRects().length).map((el) => el.id || el.className);
				if (lit.length) window.litWhileWatching = lit.join(' ');
			}
			// A round just won is held, as at a table, until "Next round".
			document.getElementById('next-round')?.click();
			return c.dataset.step !== '%d' || document.getElementById('lesson').dataset.done === 'true';
		})()`, jsValue("Well done. Now watch the others play."), step-1), chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
			fail("step %d: the lesson does not go on: %v", step, err)
		}
	}
	if watched, _ := cdp(ctx, chromedp.Evaluate[[]any](`[window.watched || 0, window.litWhileWatching || '']`)); len(watched) != 2 || watched[1] != "" || game == "linko" && watched[0] == 0.0 {
		fail("while the others' replies play out (frames seen, what stood lit or to press): %v", watched)
	}
	// On a phone the pause between moves stands in the coach, in reach
	// (the side comes under the board); on a desktop beside the board.
	if in, _ := cdp(ctx, chromedp.Evaluate[bool](`!!document.querySelector('#coach .pace')`)); in != phone {
		fail("the pause between moves in the coach: %v, on a phone: %v", in, phone)
	}
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#lesson[data-done] #tutorial-ready`))); err != nil {
		fail("the tutorial does not reach its end: %v", err)
	}
	if len(seen) < 6 {
		fail("the tutorial ended after %d steps", len(seen))
	}
	e.checkLessonEnd(ctx, game, shot, phone)
	if phone {
		e.checkNarrow(ctx)
		small, err := cdp(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('#lesson button, #lesson a, #lesson [data-move], #lesson [data-pick]')]
			.map(el => [el, el.getBoundingClientRect()])
			.filter(([el, r]) => r.width > 0 && (r.width < 23.5 || r.height < 23.5))
			.map(([el, r]) => (el.id || el.textContent).slice(0, 40) + ' ' + Math.round(r.width) + '×' + Math.round(r.height))`))
		if err != nil || len(small) > 0 {
			fail("on a phone these targets of the lesson are under 24×24 px: %q (%v)", small, err)
		}
	}
	e.screenshot(ctx, shot+"-end", false)
	// The end leads to a real game, the button saying meanwhile that the
	// table is being made (page38A: it went grey with no word).
	if said, err := cdp(ctx, chromedp.Evaluate[string](`(() => { const b = document.getElementById('tutorial-ready'); b.click(); return b.getAttribute('aria-busy') === 'true' ? b.textContent : ''; })()`)); err != nil || said != settingUp["en"] {
		fail("\"Play a real game\" pressed says %q (%v), want %q", said, err, settingUp["en"])
	}
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#table[data-over="false"]`))); err != nil {
		fail("the real game does not open: %v", err)
	}
	// Its computer plays at Medium, the game's own: Lino's searches 700
	// iterations (at 300 it lost to the Hint's moves 169 to 41, r23 #9),
	// the others' 300. The seat as this browser saved it, or as the
	// server tells it.
	options, err := cdp(ctx, chromedp.Evaluate[string](`(() => {
		const id = new URLSearchParams(location.search).get('local');
		if (id) return JSON.stringify(JSON.parse(localStorage.getItem('tabletop.local')).find((g) => g.id === id).seats[1].options);
		const x = new XMLHttpRequest();
		x.open('GET', '/api/tables/' + location.pathname.split('/')[2], false);
		x.send();
		return JSON.stringify(JSON.parse(x.responseText).seats[1].options);
	})()`))
	if want := map[bool]string{true: `{"iterations":700}`, false: `{"iterations":300}`}[game == "lino"]; err != nil || options != want {
		fail("the real game's computer plays with %s, not Medium's %s (%v)", options, want, err)
	}
}

// checkLessonEnd checks a lesson's end (r25 #2 and #9): the result first
// and large in the status ("You won 127 to 102"), the coach's last words
// whole (its verdict once stood behind "More"), nothing ringed as a move
// to make; Lino's "What scored", which the coach's words name, framed as
// a thing to look at (not the pulsing "do this" ring) until the player
// opens or closes it. On a phone the page shows from its top the result,
// the coach's words and the board (Lino's field with its points), and
// what just happened is short: Lino's says its last stone and that
// "What scored" lists every score, no box scrolling inside itself (r31
// #10b: twenty lines of rows and runs).
func (e *browserEnv) checkLessonEnd(ctx context.Context, game, shot string, phone bool) {
	t := e.t
	t.Helper()
	// On a desktop the end's words and buttons come where the lesson was,
	// the page unmoved (it scrolled to bring the whole of Lino's "What
	// scored" in, the header out of sight).
	if !phone {
		if ys, err := cdp(ctx, chromedp.Evaluate[[]int](`endScrolls`)); err != nil || len(ys) > 0 {
			e.viewShot(ctx, shot+"-end-scrolled")
			t.Errorf("at the end of the lesson the page scrolled to %v (%v)", ys, err)
		}
	}
	if got, _ := cdp(ctx, chromedp.Evaluate[string](`(document.getElementById('lesson-result') || {}).textContent || ''`)); !regexp.MustCompile(`^You won −?\d+ to −?\d+$`).MatchString(got) {
		e.viewShot(ctx, shot+"-end-result")
		t.Errorf("at the end of the lesson the status says %q: want the result, \"You won 127 to 102\"", got)
	}
	if bad, _ := cdp(ctx, chromedp.Evaluate[string](`(() => {
		const out = [], words = document.getElementById('coach-words');
		if (words.querySelector('.coach-fold, .coach-more')) out.push('the coach’s last words folded behind "More"');
		const ringed = [...document.querySelectorAll('#lesson .coach-target')].map((el) => el.id || el.className);
		if (ringed.length) out.push('ringed as a move to make: ' + ringed.join(', '));
		const size = parseFloat(getComputedStyle(document.getElementById('lesson-result')).fontSize), text = parseFloat(getComputedStyle(words).fontSize);
		if (!(size >= 1.3 * text)) out.push('the result in type of ' + size + ' px beside the coach’s ' + text + ' px');
		return out.join('; ');
	})()`)); bad != "" {
		e.viewShot(ctx, shot+"-end-words")
		t.Errorf("at the end of the lesson: %s", bad)
	}
	if game == "lino" {
		if bad, _ := cdp(ctx, chromedp.Evaluate[string](`(() => {
			const el = document.querySelector('#board #scoring.coach-look'), words = document.getElementById('coach-words').textContent;
			if (!el) return 'no "What scored" marked to look at';
			if (getComputedStyle(el).outlineColor === 'rgb(194, 65, 12)') return '"What scored" framed by the coach’s "do this" orange';
			if (!words.includes(el.querySelector('summary').textContent)) return 'the coach does not name it: ' + words;
			const r = el.getBoundingClientRect();
			if (!`+jsValue(phone)+` && (r.top >= innerHeight || r.bottom <= 0)) return '"What scored" out of sight (' + Math.round(r.top) + '..' + Math.round(r.bottom) + ')';
			return '';
		})()`)); bad != "" {
			e.viewShot(ctx, shot+"-scored")
			t.Errorf("at the end of the lesson: %s", bad)
		}
	}
	if phone {
		// (The page shows its top once the end is drawn.)
		if _, err := cdp(ctx, chromedp.Poll[bool](`scrollY === 0`, chromedp.WithPollingTimeout(5*time.Second))); err != nil {
			t.Errorf("on a phone the lesson's end does not show the page from its top: scrolled %v", err)
		}
		if bad, _ := cdp(ctx, chromedp.Evaluate[string](`(() => {
			const out = [], seen = (el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; };
			if (!seen(document.getElementById('lesson-result'))) out.push('the result');
			if (!seen(document.getElementById('coach-words'))) out.push('the coach’s words');
			const board = document.getElementById('board').getBoundingClientRect();
			if (board.top > innerHeight - 250) out.push('the board (from ' + Math.round(board.top) + ' px)');
			const points = [...document.querySelectorAll('#board svg.field .points text')];
			if (points.length && !points.some(seen)) out.push('any of the field’s points');
			const said = document.getElementById('latest').getBoundingClientRect();
			if (said.height > 200) out.push('what just happened short (' + Math.round(said.height) + ' px high)');
			return out.join(', ');
		})()`)); bad != "" {
			e.viewShot(ctx, shot+"-end-top")
			t.Errorf("on a phone the lesson's end does not show on its first screen %s", bad)
		}
		e.viewShot(ctx, shot+"-end-top")
	}
	if game == "lino" {
		// What just happened says the last stone, and that every score
		// is listed under the field, in a box that does not scroll inside
		// itself (r31 #10b: twenty lines of scores scrolled in it).
		if bad, _ := cdp(ctx, chromedp.Evaluate[string](`(() => {
			const l = document.getElementById('latest'), newest = l.querySelector('li.newest')?.textContent || '';
			const inner = [l, ...l.querySelectorAll('*')].find((el) => el.scrollHeight > el.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(el).overflowY));
			if (inner) return 'it scrolls inside itself, ' + inner.scrollHeight + ' px in ' + inner.clientHeight;
			return /^The computer placed .*under the field, in “What scored”\.$/.test(newest) ? '' : 'it says ' + JSON.stringify(newest);
		})()`)); bad != "" {
			e.viewShot(ctx, shot+"-end-said")
			t.Errorf("at the end of Lino's lesson what just happened: %s", bad)
		}
		if err := click(ctx, `#scoring > summary`); err != nil {
			t.Fatal(err)
		}
		if still, _ := cdp(ctx, chromedp.Evaluate[bool](`!!document.querySelector('#scoring.coach-look')`)); still {
			t.Errorf("at the end of the lesson \"What scored\" stays framed once opened or closed")
		}
	}
}

// TestBrowserTutorialShowsRepliesOneAtATime: the other seats' scripted
// replies come one at a time, with the pause a person chose (here a
// second: the default, two, would only make the test longer) between them, each newest sentence beside the board
// (the second draw counting both), while the coach, the move it asked
// for made, says to watch them; no other seat's turn is told.
func TestBrowserTutorialShowsRepliesOneAtATime(t *testing.T) {
	e := newBrowserEnv(t)
	ctx := e.tab(false)
	if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/")); err != nil {
		t.Fatal(err)
	}
	if err := setPace(ctx, "1000"); err != nil {
		t.Fatal(err)
	}
	// Linko!'s second step: taking the 2s, after which the computer draws twice,
	// plays and leaves.
	if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/learn/linko?step=1")); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.WaitVisible(chromedp.CSS(`#board [data-move].coach-target`))); err != nil {
		t.Fatal(err)
	}
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`(() => {
		window.shown = [];
		const l = document.getElementById('latest');
		new MutationObserver(() => {
			const newest = l.querySelector('li.newest');
			const text = newest ? newest.textContent : '';
			const last = window.shown[window.shown.length - 1];
			if (text && (!last || last.text !== text)) window.shown.push({ seat: newest.dataset.seat, text, at: performance.now(), coach: document.getElementById('coach-words').textContent });
		}).observe(l, { childList: true, subtree: true });
	})()`)); err != nil {
		t.Fatal(err)
	}
	if err := click(ctx, `#board [data-move].coach-target`); err != nil {
		t.Fatal(err)
	}
	// The coach while the replies play out: to watch, nothing to press.
	if _, err := cdp(ctx, chromedp.Poll[bool](`document.getElementById('coach-words').textContent === 'Well done. Now watch the others play.'`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		t.Fatal(err)
	}
	e.screenshot(ctx, "tutorial-watching", false)
	if _, err := cdp(ctx, chromedp.Poll[bool](`document.getElementById('coach').dataset.step === '2'`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		t.Fatal(err)
	}
	type shown struct {
		Seat, Text, Coach string
		At                float64
	}
	got, err := cdp(ctx, chromedp.Evaluate[[]shown](`window.shown`))
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 5 || got[0].Seat != "0" {
		t.Fatalf("shown: %+v; want the player's move, then the computer's four", got)
	}
	for k := 1; k < len(got); k++ {
		if gap := got[k].At - got[k-1].At; got[k].Seat != "1" || gap < 900 {
			t.Errorf("reply %d (%q) came %.0f ms after the one before: want a second's pause", k, got[k].Text, gap)
		}
		if k < len(got)-1 && got[k].Coach != "Well done. Now watch the others play." {
			t.Errorf("while reply %d shows, the coach says %q: want it to watch, the move asked for made", k, got[k].Coach)
		}
	}
	for _, s := range got {
		if strings.Contains(s.Text, "computer’s turn") || strings.Contains(s.Text, "computer's turn") {
			t.Errorf("beside the board: %q, another seat's turn, over once it is said", s.Text)
		}
	}
	if len(got) > 2 && got[2].Text != "The computer drew 2 cards from the pile." {
		t.Errorf("the computer's second draw is told %q: want both counted in one line", got[2].Text)
	}
}

// checkCoachMotion checks that the mark of the move asked for pulses, and
// stands still for a person who prefers reduced motion.
func checkCoachMotion(ctx context.Context) error {
	animation := `(() => {
		const el = document.querySelector('#board .coach-target');
		if (!el) return 'no mark';
		const r = el.matches('svg *') && el.tagName.toLowerCase() !== 'rect' ? el.querySelector('rect') : el;
		return getComputedStyle(r).animationName;
	})()`
	if got, err := cdp(ctx, chromedp.Evaluate[string](animation)); err != nil || !strings.HasPrefix(got, "coach-") {
		return fmt.Errorf("the coach's mark has the animation %q (%v)", got, err)
	}
	reduce := func(on bool) error {
		var features []*emulation.MediaFeature
		if on {
			features = []*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}}
		}
		_, err := cdp(ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := cdproto.Call(ctx, t, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Features: features})
			return err
		}))
		return err
	}
	if err := reduce(true); err != nil {
		return err
	}
	defer reduce(false)
	if got, err := cdp(ctx, chromedp.Evaluate[string](animation)); err != nil || got != "none" {
		return fmt.Errorf("with reduced motion the coach's mark has the animation %q (%v)", got, err)
	}
	return nil
}
