package main

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// This file holds the screen: the table and the move list fitted to 80×24,
// paged with numbered entries, and text wrapped to its width.

// The screen the table and the prompt fit on together.
const (
	screenLines = 24
	screenCols  = 80
)

// print writes text wrapped to the screen's width, its first line
// indented by indent, the others by hang.
func (p *player) print(indent, hang, text string) {
	for i, line := range wrap(text, screenCols-1-max(len(indent), len(hang))) {
		if i > 0 {
			indent = hang
		}
		fmt.Fprintln(p.out, indent+line)
	}
}

// wrap cuts text at spaces into lines of at most width runes.
func wrap(text string, width int) []string {
	var lines []string
	line := ""
	// A no-break space (French ": ", "; ") is no place to break.
	breakable := func(r rune) bool { return r == ' ' || r == '\t' || r == '\n' }
	for _, word := range keepNumbers(strings.FieldsFunc(text, breakable)) {
		if line != "" && len([]rune(line))+1+len([]rune(word)) > width {
			lines = append(lines, line)
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += word
	}
	return append(lines, line)
}

// keepNumbers joins each number to the word before it, when that word
// ends in a letter, so that no line ends on "giocatore" with its 1 on the
// next: a seat, a card, a round and a cell keep their numbers and names
// ("giocatore 1", "un 7", "manche 2", "en D4"); and a number to the word after it, when that word
// begins with a letter, so that a count keeps its unit as a no-break
// space would keep it ("19 points", "(−7 points)", "des 48 pierres":
// words-round15 fr), the number opening a bracket or already joined to
// the word before it too. A list of numbers ("1 2 4 6") still breaks
// between them.
func keepNumbers(words []string) []string {
	var out []string
	for _, word := range words {
		n := len(out)
		if n > 0 && ((startsWithDigit(word) || isCell(word)) && endsWithLetter(out[n-1]) || endsWithNumber(out[n-1]) && startsWithLetter(word)) {
			out[n-1] += " " + word
			continue
		}
		out = append(out, word)
	}
	return out
}

// isNumber reports whether word is a whole number, with its sign if any:
// "19", "−9", "+1".
func isNumber(word string) bool {
	digits := strings.TrimLeft(word, "+-\u2212")
	return digits != "" && strings.TrimFunc(digits, unicode.IsDigit) == ""
}

// isCell reports whether word is a cell's name, a capital and a number,
// its punctuation after it: "D4", "K15.", "C3,".
func isCell(word string) bool {
	r, size := utf8.DecodeRuneInString(word)
	return r >= 'A' && r <= 'Z' && startsWithDigit(word[size:])
}

// endsWithNumber reports whether text ends on a whole number, after a
// space or an opening bracket or quotation mark if any: "19", "(−7",
// "des 48".
func endsWithNumber(text string) bool {
	last := text[strings.LastIndexAny(text, " \u00a0")+1:]
	return isNumber(strings.TrimLeft(last, "([«“\u00a0"))
}

// startsWithLetter reports whether word begins with a letter.
func startsWithLetter(word string) bool {
	r, _ := utf8.DecodeRuneInString(word)
	return unicode.IsLetter(r)
}

// startsWithDigit reports whether word begins with a digit.
func startsWithDigit(word string) bool {
	r, _ := utf8.DecodeRuneInString(word)
	return unicode.IsDigit(r)
}

// endsWithLetter reports whether word ends in a letter.
func endsWithLetter(word string) bool {
	r, _ := utf8.DecodeLastRuneInString(word)
	return unicode.IsLetter(r)
}

// An entry is a numbered item of the move list: a move, or a choice to
// open.
type entry struct {
	label string
	move  *option
	group int
}

// entries is what the move list offers now: the moves of the open choice;
// else every move if they fit in room lines; else the choices, where a
// choice without a pick lists its moves one by one.
func (p *player) entries(cs []choice, room int) []entry {
	moves := func(i int) []entry {
		var out []entry
		for j := range cs[i].moves {
			out = append(out, entry{label: cs[i].moves[j].line(), move: &cs[i].moves[j]})
		}
		return out
	}
	if p.group >= 0 && p.group < len(cs) {
		return moves(p.group)
	}
	var all, groups []entry
	for i, c := range cs {
		all = append(all, moves(i)...)
		if c.pick == "" {
			groups = append(groups, moves(i)...)
		} else {
			groups = append(groups, entry{label: fmt.Sprintf("%s… (%s)", c.label, p.w.moveCount(p.game, len(c.moves))), group: i})
		}
	}
	if _, next := layout(all, 0, room); next == len(all) {
		return all
	}
	return groups
}

// layout numbers the entries from the first on and flows them into lines
// of the screen's width, room lines at most; it returns the lines and the
// first entry left out.
func layout(es []entry, first, room int) ([]string, int) {
	var lines []string
	line := ""
	for i := first; i < len(es); i++ {
		item := fmt.Sprintf("%3d %s", i+1, es[i].label)
		if line != "" && len(line)+2+len(item) > screenCols-1 {
			lines = append(lines, line)
			line = ""
			if len(lines) == room {
				return lines, i
			}
		}
		if utf8.RuneCountInString(item) > screenCols-1 {
			// A label with its preview wider than the screen takes lines
			// of its own, the preview under the label.
			text := strings.TrimLeft(item, " ")
			wrapped := wrap(text, screenCols-5)
			if len(lines)+len(wrapped) > room {
				return lines, i
			}
			lines = append(lines, item[:len(item)-len(text)]+wrapped[0])
			for _, l := range wrapped[1:] {
				lines = append(lines, "    "+l)
			}
			if len(lines) == room {
				return lines, i + 1
			}
			continue
		}
		if line != "" {
			line += "  "
		}
		line += item
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines, len(es)
}

// show draws the table as the human's seat sees it and, below it, as much
// of the move list as fits on the screen with the prompt; it returns the
// entries the numbers stand for.
func (p *player) show(table tabletop.Table) []entry {
	cs, shared := choices(p.lang, table)
	board := boardLines(p.lang, table)
	if head := p.openedChoice(cs); head != "" {
		// The choice opened and where its moves go stand for the
		// picture's last line, whose turn it is, which said less.
		board = append(withoutLastLine(p.lang, table), wrap(head, screenCols-1)...)
	}
	fmt.Fprintln(p.out, strings.Join(board, "\n"))
	room := screenLines - len(board) - 2 // the prompt, and a line saying more
	if shared != "" {
		shared = p.w.shared(shared)
	}
	if shared != "" {
		p.print("", "", shared)
		room -= len(wrap(shared, screenCols-1))
	}
	room = max(1, room)
	es := p.entries(cs, room)
	lines, next := layout(es, p.from, room)
	for _, l := range lines {
		fmt.Fprintln(p.out, l)
	}
	var hints []string
	p.next = 0
	switch {
	case next < len(es):
		hints = append(hints, p.w.more(len(es)-next))
		p.next = next
	case p.from > 0:
		hints = append(hints, p.w.lastOnes)
	}
	if p.group >= 0 {
		hints = append(hints, p.w.back)
	}
	if len(hints) > 0 {
		fmt.Fprintf(p.out, "    (%s)\n", strings.Join(hints, p.w.semicolon))
	}
	return es
}

// openedChoice heads the moves of the choice opened, when they are named
// by their targets alone (Lino's cells, "K6 L6 …"): the choice, which the
// list no longer shows, and where its moves go, "Sposta la tessera da K7
// in:" (words-round15 it, nl: the tile picked was named nowhere). It is ""
// when no choice is open or its moves have labels of their own.
func (p *player) openedChoice(cs []choice) string {
	if p.group < 0 || p.group >= len(cs) || len(cs[p.group].moves) == 0 || cs[p.group].moves[0].label != "" {
		return ""
	}
	return strings.TrimRight(p.goesTo(cs[p.group].label), " ")
}

// goesTo introduces the places a choice's moves go to, after the choice's
// label: "Sposta la tessera da K7 in: ".
func (p *player) goesTo(label string) string { return label + " " + p.w.to + p.w.colon }

// boardLines is the table as the human's seat sees it, in language l,
// each line within the screen's width.
func boardLines(l lang.Language, table tabletop.Table) []string {
	text, _ := table.ViewText(l, you)
	return tableLines(text)
}

// tableLines are the lines of a table's text as the screen shows them:
// a row of the table's columns cut where the screen ends, a sentence
// wrapped.
func tableLines(text string) []string {
	var board []string
	for _, line := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		if len([]rune(line)) < screenCols {
			board = append(board, line)
			continue
		}
		if strings.HasPrefix(line, " ") || strings.HasPrefix(line, ">") {
			board = append(board, cutRow(line, screenCols-1)...) // a row of the table's columns
			continue
		}
		board = append(board, wrap(line, screenCols-1)...) // a sentence under the table
	}
	return board
}

// cutRow cuts a row of the table's columns that is wider than width
// runes: its columns stay where they are, aligned with the rows above and
// below, up to the last space that fits; the rest follows on lines
// indented to the row's last column, wrapped.
func cutRow(row string, width int) []string {
	r := []rune(row)
	if len(r) <= width {
		return []string{row}
	}
	cut := width
	for cut > 0 && r[cut] != ' ' {
		cut--
	}
	head := strings.TrimRight(string(r[:cut]), " ")
	last := strings.LastIndex(head, "  ") // the last column starts after the last run of two spaces
	if strings.TrimSpace(head) == "" || last < 0 {
		return wrap(row, width)
	}
	column := len([]rune(head[:last+2]))
	if column > width-16 { // too little room left: a short indent
		column = 8
	}
	lines := []string{head}
	for _, line := range wrap(strings.TrimSpace(string(r[cut:])), width-column) {
		lines = append(lines, strings.Repeat(" ", column)+line)
	}
	return lines
}

// say writes paragraphs, each wrapped to the screen.
func (p *player) say(paragraphs []string) {
	for _, para := range paragraphs {
		if strings.HasPrefix(para, " ") {
			fmt.Fprintln(p.out, para) // a line of a table, short
			continue
		}
		p.print("", "", para)
	}
}

// withoutLastLine are the table's lines without the picture's last line,
// which says whose turn it is or who won: at the game's end, the game's
// last sentences say it, with the scores, right below; with a choice
// open, the choice says more.
func withoutLastLine(l lang.Language, table tabletop.Table) []string {
	text, _ := table.ViewText(l, you)
	text = strings.TrimRight(text, "\n")
	if cut := strings.LastIndexByte(text, '\n'); cut >= 0 {
		text = text[:cut]
	}
	return tableLines(text)
}

// afterDash writes a preview, a sentence of the library, as the rest of a
// line after a dash: its first letter in lower case ("Leg een 5 uit – je
// pakt de 3 van speler 3 af."), unless it begins with a player's name
// ("Ana draws two cards.").
func afterDash(preview string, names []string) string {
	if preview == "" {
		return ""
	}
	for _, name := range names {
		if name != "" && strings.HasPrefix(preview, name) {
			return preview
		}
	}
	r, size := utf8.DecodeRuneInString(preview)
	return string(unicode.ToLower(r)) + preview[size:]
}
