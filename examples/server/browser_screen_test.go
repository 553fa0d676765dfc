package main

// What a player meets on a screen: a phone's width, the size of what is
// clicked, the marks, the motion, the keyboard.

import (
	"context"
	"fmt"
	"strings"
	"time"

	cdproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// phone sets the tab's screen to a phone's (390×844 CSS pixels), or to
// the desktop's of the other tests (1280×800).
func (e *browserEnv) phone(ctx context.Context, on bool) {
	e.t.Helper()
	var err error
	if on {
		_, err = cdp(ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2)))
	} else {
		_, err = cdp(ctx, chromedp.EmulateViewport(1280, 800))
	}
	if err != nil {
		e.t.Fatal(err)
	}
	time.Sleep(50 * time.Millisecond) // a frame to lay the page out again
}

// checkNarrow fails the test if the page sticks out sideways.
func (e *browserEnv) checkNarrow(ctx context.Context) {
	e.t.Helper()
	wide, err := cdp(ctx, chromedp.Evaluate[int](`document.documentElement.scrollWidth - window.innerWidth`))
	if err != nil {
		e.t.Fatal(err)
	}
	if wide > 0 {
		e.t.Errorf("on a phone's screen the page is %d px too wide", wide)
	}
}

// checkLobbyOnPhone opens the lobby, its settings too, on a phone's
// screen: nothing may stick out sideways.
func (e *browserEnv) checkLobbyOnPhone(ctx context.Context) {
	e.t.Helper()
	e.phone(ctx, true)
	defer e.phone(ctx, false)
	if err := chromedp.Do(ctx, chromedp.Navigate(e.url+"/")); err != nil {
		e.t.Fatal(err)
	}
	if err := click(ctx, "#custom > summary"); err != nil {
		e.t.Fatal(err)
	}
	if err := setField(ctx, "#opt-players", 4); err != nil {
		e.t.Fatal(err)
	}
	e.checkNarrow(ctx)
	small, err := cdp(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('#app a, #app button, #app select, #app input, #app summary')]
		.map(el => [el, el.getBoundingClientRect()])
		.filter(([el, r]) => r.width > 0 && (r.width < 23.5 || r.height < 23.5))
		.map(([el, r]) => (el.id || el.textContent).slice(0, 40) + ' ' + Math.round(r.width) + '×' + Math.round(r.height))`))
	if err != nil {
		e.t.Fatal(err)
	}
	if len(small) > 0 {
		e.screenshot(ctx, "lobby-small-targets", false)
		e.t.Errorf("on a phone these lobby targets are under 24×24 px: %q", small)
	}
	// The lobby says what the game is, for how many, and how long; the
	// levels by name, not by the bots' ids.
	text, err := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('app').innerText + [...document.querySelectorAll('#app input')].map(i => i.value).join(' ')`))
	if err != nil {
		e.t.Fatal(err)
	}
	for _, want := range []string{"players", "turns each", "computer player"} {
		if !strings.Contains(text, want) {
			e.t.Errorf("the lobby does not say %q: %q", want, text)
		}
	}
	for _, dev := range []string{"(greedy)", "(random)", "(ismcts)", "seat=", "pts"} {
		if strings.Contains(text, dev) {
			e.t.Errorf("the lobby says %q", dev)
		}
	}
}

// checkTargets measures, on a phone's screen, everything a player clicks
// or taps: each must be at least 24 by 24 CSS pixels (WCAG 2.2, 2.5.8).
func (e *browserEnv) checkTargets(ctx context.Context) error {
	e.phone(ctx, true)
	defer e.phone(ctx, false)
	// A two-step choice shows its targets once its first step is picked.
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`(() => { const p = document.querySelector('[data-pick]'); if (p && !document.querySelector('.picked')) p.dispatchEvent(new MouseEvent('click', {bubbles: true})); })()`)); err != nil {
		return err
	}
	// Lino's cells are 36 wide in 40 apart: on a phone they may be under
	// 24 px if they are 24 px apart (WCAG 2.5.8's spacing exception).
	small, err := cdp(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('#table [data-pick], #table [data-move], #table button, #table a, #table summary')]
		.map(el => [el, el.getBoundingClientRect(), el.closest('svg.field') ? 40 / 36 : 1])
		.filter(([el, r, apart]) => r.width > 0 && (r.width * apart < 23.5 || r.height * apart < 23.5))
		.map(([el, r]) => (el.dataset.move || el.dataset.pick || el.textContent).slice(0, 40) + ' ' + Math.round(r.width) + '×' + Math.round(r.height))`))
	if err != nil {
		return err
	}
	if len(small) > 0 {
		e.screenshot(ctx, "small-targets", false)
		e.t.Errorf("on a phone these targets are under 24×24 px: %q", small)
	}
	e.checkNarrow(ctx)
	return nil
}

// checkMarks checks the marks a player reads the game by: the last move,
// Linko!'s top plays and attacks (their CSS applies), two-digit cards
// whole, LINX's owners besides colour.
func (e *browserEnv) checkMarks(ctx context.Context, game string) error {
	type marks struct {
		Last     int      `json:"last"`
		Top      int      `json:"top"`
		TopStyle bool     `json:"topStyle"`
		Decision bool     `json:"decision"`
		Attacked bool     `json:"attacked"`
		Hidden   []string `json:"hidden"`
		Stacks   int      `json:"stacks"`
		Owned    int      `json:"owned"`
		Moved    bool     `json:"moved"`
	}
	m, err := cdp(ctx, chromedp.Evaluate[marks](`(() => {
		const top = document.querySelector('.tableau .meld.top:not(.attacked)');
		const hidden = [];
		for (const c of document.querySelectorAll('.fan .card, .meld .card')) {
			const next = c.nextElementSibling;
			if (!next) continue;
			const r = document.createRange();
			r.selectNodeContents(c.querySelector('.idx') || c); // (the large value in the middle may lie under the next card)
			if (r.getBoundingClientRect().right > next.getBoundingClientRect().left + 0.5) hidden.push(c.textContent);
		}
		return {
			last: document.querySelectorAll('#board .last, #seats .last, #board .last-ring').length,
			top: document.querySelectorAll('.tableau .meld.top').length,
			topStyle: !!top && getComputedStyle(top).backgroundColor === 'rgb(255, 244, 194)',
			decision: !!document.querySelector('#decision [data-kind="take"]'),
			attacked: !!document.querySelector('.tableau .meld.attacked'),
			hidden,
			stacks: document.querySelectorAll('svg.grid:not(.past) .stack').length,
			owned: document.querySelectorAll('svg.grid:not(.past) .stack [data-owner]').length,
			// Another seat played a piece last, since the round began (one's
			// own move is not marked).
			moved: (() => {
				const lis = [...document.querySelectorAll('#log li')];
				const kinds = lis.map((li) => li.dataset.kind);
				const at = (ks) => Math.max(...ks.map((k) => kinds.lastIndexOf(k)));
				const k = at(['cards-played', 'tile-moved', 'stone-placed', 'tile-placed']);
				return k > at(['round-started', 'round-dealt']) && !lis[k].classList.contains('mine');
			})(),
		};
	})()`))
	if err != nil {
		return err
	}
	if m.Moved && m.Last == 0 {
		return fmt.Errorf("%s: nothing marks the last move", game)
	}
	if len(m.Hidden) > 0 {
		return fmt.Errorf("cards are hidden under the next one: %q", m.Hidden)
	}
	switch game {
	case "linko":
		if m.Top > 0 && !m.TopStyle {
			return fmt.Errorf("a top play is not highlighted")
		}
		if m.Decision && !m.Attacked {
			return fmt.Errorf("an attack is to be decided, and no play is marked attacked")
		}
	case "linx":
		if m.Owned != m.Stacks {
			return fmt.Errorf("%d of %d tiles say whose they are besides their colour", m.Owned, m.Stacks)
		}
	}
	return nil
}

// checkMotion checks that the last move's mark pulses, and that a
// browser asking for reduced motion gets no animation.
func (e *browserEnv) checkMotion(ctx context.Context) error {
	animation := `(() => { const l = document.querySelector('#board .last, #seats .last'); return l ? getComputedStyle(l).animationName : 'no mark'; })()`
	if got, err := cdp(ctx, chromedp.Evaluate[string](animation)); err != nil || got != "pulse" {
		return fmt.Errorf("the last move's mark has the animation %q (%v)", got, err)
	}
	if err := reduceMotion(ctx, true); err != nil {
		return err
	}
	defer reduceMotion(ctx, false)
	if got, err := cdp(ctx, chromedp.Evaluate[string](animation)); err != nil || got != "none" {
		return fmt.Errorf("with reduced motion the last move's mark has the animation %q (%v)", got, err)
	}
	return nil
}

// reduceMotion makes the tab's browser ask for reduced motion, or stop
// asking.
func reduceMotion(ctx context.Context, on bool) error {
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

// checkKeyboard picks and moves by the keyboard alone: the focus must stay
// on the board after each step, not fall back to the page's top; after
// the pick, on a move of the piece picked, where the keys go next.
func (e *browserEnv) checkKeyboard(ctx context.Context) error {
	focusIn := `(() => { const a = document.activeElement; return !!a && a !== document.body && !!document.getElementById('board') && document.getElementById('board').contains(a); })()`
	if _, err := cdp(ctx, chromedp.Focus(chromedp.CSS(`#board [data-pick]:not(.picked)`))); err != nil {
		return err
	}
	if _, err := cdp(ctx, chromedp.KeyEvent("\r")); err != nil {
		return err
	}
	ok, err := cdp(ctx, chromedp.Evaluate[bool](focusIn+` && !!document.activeElement.dataset.move && !!document.querySelector('#board .picked')`))
	if err != nil || !ok {
		return fmt.Errorf("after a pick by the keyboard the focus is not on a place the piece picked may go (%v)", err)
	}
	if _, err := cdp(ctx, chromedp.Focus(chromedp.CSS(`#board [data-move]`))); err != nil {
		return err
	}
	if _, err := cdp(ctx, chromedp.KeyEvent("\r")); err != nil {
		return err
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](`!document.body.dataset.busy`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		return err
	}
	ok, err = cdp(ctx, chromedp.Evaluate[bool](focusIn))
	if err != nil || !ok {
		return fmt.Errorf("after a move by the keyboard the focus left the board (%v)", err)
	}
	return e.checkKeysStay(ctx)
}

// checkKeysStay checks the keys on the page: Tab goes through the whole
// page (checkTabsThrough); an arrow key on the language menu, closed,
// changes nothing (it once switched the whole page to French).
func (e *browserEnv) checkKeysStay(ctx context.Context) error {
	if err := e.checkTabsThrough(ctx); err != nil {
		return err
	}
	if _, err := cdp(ctx, chromedp.Focus(chromedp.CSS(`#lang`))); err != nil {
		return err
	}
	for _, key := range []string{kb.ArrowDown, kb.ArrowUp, "f"} {
		if _, err := cdp(ctx, chromedp.KeyEvent(key)); err != nil {
			return err
		}
	}
	if l, err := cdp(ctx, chromedp.Evaluate[string](`document.getElementById('lang').value + ' ' + document.documentElement.lang`)); err != nil || l != "en en" {
		return fmt.Errorf("keys on the closed language menu changed the language to %q (%v)", l, err)
	}
	return nil
}

// checkTabsThrough presses Tab 30 times from the language menu at the
// player's turn: the focus goes through the page in its order, past the
// board to the pause between moves and "How to play" (#38: it went round
// the Hint and the hand only), each control once.
func (e *browserEnv) checkTabsThrough(ctx context.Context) error {
	if _, err := cdp(ctx, chromedp.Poll[bool](`document.getElementById('table').dataset.toMove === '0' && !document.body.dataset.busy && !!document.querySelector('#board [data-pick], #board [data-move]')`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		return fmt.Errorf("no turn to try the Tab key on: %v", err)
	}
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`(() => {
		window.tabbed = [];
		addEventListener('focusin', (e) => tabbed.push(e.target), true);
		document.getElementById('lang').focus();
	})()`)); err != nil {
		return err
	}
	for range 30 {
		if _, err := cdp(ctx, chromedp.KeyEvent(kb.Tab)); err != nil {
			return err
		}
	}
	got, err := cdp(ctx, chromedp.Evaluate[string](`(() => {
		const name = (el) => el.id || el.dataset.cell || el.dataset.pick || el.textContent.trim().slice(0, 12) || el.tagName;
		const upTo = tabbed.slice(0, 1 + tabbed.findIndex((el) => el.matches('#rules > summary')));
		const pace = upTo.some((el) => el.matches('.pace select'));
		const again = upTo.find((el, i) => upTo.indexOf(el) !== i);
		return upTo.length && pace && !again ? '' : tabbed.map(name).join(' → ');
	})()`))
	if err != nil || got != "" {
		return fmt.Errorf("Tab from the language menu does not go once through the page to the pause and the rules: %s (%v)", got, err)
	}
	return nil
}

// checkArrows plays Lino's field from the keyboard: the field is one stop
// of the Tab key (one cell with tabindex 0), the arrow keys move the focus
// from cell to cell, and Enter picks the cell reached.
func (e *browserEnv) checkArrows(ctx context.Context) error {
	// No tile picked (Escape puts one back): the cells are tiles to pick.
	if _, err := cdp(ctx, chromedp.KeyEvent(kb.Escape)); err != nil {
		return err
	}
	stops, err := cdp(ctx, chromedp.Evaluate[int](`document.querySelectorAll('svg.field [data-cell][tabindex="0"]').length`))
	if err != nil || stops != 1 {
		return fmt.Errorf("the field has %d cells in the Tab order, not 1 (%v)", stops, err)
	}
	if _, err := cdp(ctx, chromedp.Focus(chromedp.CSS(`svg.field [data-cell][tabindex="0"]`))); err != nil {
		return err
	}
	focused := `(document.activeElement && document.activeElement.dataset.cell) || ''`
	start, _ := cdp(ctx, chromedp.Evaluate[string](focused))
	reached := start
	for _, key := range []string{kb.ArrowRight, kb.ArrowDown, kb.ArrowLeft, kb.ArrowUp} {
		if _, err := cdp(ctx, chromedp.KeyEvent(key)); err != nil {
			return err
		}
		if reached, _ = cdp(ctx, chromedp.Evaluate[string](focused)); reached != start && reached != "" {
			break
		}
	}
	if reached == start || reached == "" {
		return fmt.Errorf("the arrow keys do not move the focus from the cell %q", start)
	}
	if _, err := cdp(ctx, chromedp.KeyEvent("\r")); err != nil {
		return err
	}
	picked, err := cdp(ctx, chromedp.Evaluate[string](`(document.querySelector('svg.field .picked') || {dataset: {}}).dataset.cell || ''`))
	if err != nil || picked != reached {
		return fmt.Errorf("Enter on the cell %q reached by the arrows picked %q (%v)", reached, picked, err)
	}
	return nil
}

// checkStrayKeys presses keys while the computer plays, the board
// focused, as a player waiting at the keyboard does (#38: a stray Enter
// drew a card): Enter and Space held down and an arrow, then, once the
// turn comes back and the focus moves to its first control, Enter's
// repeats and the release of both. None may make a move: no move is sent,
// nothing is picked or selected. It returns false when the keys came too
// late (the turn had come back already), which proves nothing.
func (e *browserEnv) checkStrayKeys(ctx context.Context) (bool, error) {
	if _, err := cdp(ctx, chromedp.Evaluate[chromedp.Void](`(() => {
		const f = window.fetch;
		window.movesSent = 0;
		window.fetch = (u, o) => { if (o && o.method === 'POST' && String(u).includes('/moves')) window.movesSent++; return f(u, o); };
		window.keyedAt = [];
		addEventListener('keydown', () => keyedAt.push(document.getElementById('table').dataset.toMove), true);
		document.getElementById('board').focus();
	})()`)); err != nil {
		return false, err
	}
	enter := input.DispatchKeyEventParams{Key: "Enter", Code: "Enter", WindowsVirtualKeyCode: 13, Text: "\r"}
	space := input.DispatchKeyEventParams{Key: " ", Code: "Space", WindowsVirtualKeyCode: 32, Text: " "}
	arrow := input.DispatchKeyEventParams{Key: "ArrowDown", Code: "ArrowDown", WindowsVirtualKeyCode: 40}
	// keys sends each key of ps as the type of the same index in kinds
	// (a repeat for a keyDown of autoRepeat).
	held := true
	keys := func(kinds []input.DispatchKeyEventType, ps ...input.DispatchKeyEventParams) error {
		for i, p := range ps {
			p.Type = kinds[i]
			if p.Type == autoRepeat {
				p.Type, p.AutoRepeat = input.DispatchKeyEventTypeKeyDown, &held
			}
			if p.Type == input.DispatchKeyEventTypeKeyUp {
				p.Text = ""
			} else if p.Text == "" {
				p.Type = input.DispatchKeyEventTypeRawKeyDown
			}
			if _, err := cdp(ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
				_, err := cdproto.Call(ctx, t, input.DispatchKeyEvent, p)
				return err
			})); err != nil {
				return err
			}
		}
		return nil
	}
	down, up := input.DispatchKeyEventTypeKeyDown, input.DispatchKeyEventTypeKeyUp
	if err := keys([]input.DispatchKeyEventType{down, down, down, up}, enter, space, arrow, arrow); err != nil {
		return false, err
	}
	if late, _ := cdp(ctx, chromedp.Evaluate[bool](`keyedAt.includes('0')`)); late {
		return false, nil
	}
	if _, err := cdp(ctx, chromedp.Poll[bool](`document.getElementById('table').dataset.toMove === '0' && !document.body.dataset.busy && !!document.querySelector('#board [data-move], #board [data-pick]')`, chromedp.WithPollingTimeout(browserStepTimeout))); err != nil {
		return true, fmt.Errorf("the player's turn does not come back: %v", err)
	}
	if on, _ := cdp(ctx, chromedp.Evaluate[bool](`!!document.activeElement.closest('#board [data-move], #board [data-pick]')`)); !on {
		return true, fmt.Errorf("at the turn's start the focus is not on the board's first control: the stray keys are not tried")
	}
	if err := keys([]input.DispatchKeyEventType{autoRepeat, autoRepeat, autoRepeat, up, up}, enter, enter, enter, enter, space); err != nil {
		return true, err
	}
	got, err := cdp(ctx, chromedp.Evaluate[string](`movesSent ? movesSent + ' moves sent' : document.querySelector('#board .picked, #board .armed') ? 'a piece picked' : document.body.dataset.busy ? 'a move made' : ''`))
	if err != nil || got != "" {
		return true, fmt.Errorf("keys pressed while the computer played: %s (%v)", got, err)
	}
	return true, nil
}

// autoRepeat stands, in checkStrayKeys, for a key's repeat while held.
const autoRepeat input.DispatchKeyEventType = "autoRepeat"
