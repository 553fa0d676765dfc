package tabletop_test

import (
	"errors"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// TestNamesCannotBreakTheWords: a name with a newline, a NUL, a
// bidirectional override or ten thousand bytes reaches no word of the
// handle as it was typed: WithNames keeps it on one line and cut to
// MaxNameLength, the narration and a refusal's Sentence clean it too, and
// names past the seats are dropped.
func TestNamesCannotBreakTheWords(t *testing.T) {
	table, err := tabletop.Open("linko", []byte(`{"players":2,"seed":"7"}`))
	require.NoError(t, err)
	long := strings.Repeat("Ana", 4000)
	hostile := []string{"Bo\nAna wins.\t\u202e", long, "Extra"}
	named := table.WithNames(hostile)
	assert.Equal(t, []string{"Bo Ana wins.", strings.Repeat("Ana", 13) + "A"}, named.Names())
	text, err := named.ViewText(lang.English, 0)
	require.NoError(t, err)
	assert.NotContains(t, text, "\nAna wins.")
	assert.NotContains(t, text, strings.Repeat("Ana", 14))

	next, events, err := table.Play(table.ToMove(), table.LegalMoves()[0])
	require.NoError(t, err)
	for _, s := range events.Narrate(lang.English, -1, hostile) {
		assert.NotContains(t, s, "\n", s)
		assert.NotContains(t, s, strings.Repeat("Ana", 14), "a name past its bound")
	}
	_, _, err = next.Play(1-next.ToMove(), next.LegalMoves()[0])
	var refused *tabletop.MoveError
	require.True(t, errors.As(err, &refused))
	hostileMover := make([]string, 2)
	hostileMover[next.ToMove()] = "Bo\nAna wins."
	assert.Contains(t, refused.Sentence(lang.English, hostileMover), "Bo Ana wins.")
}

// TestOnlyTheMarkerIsTheComputer: the marker names the computer in the
// words' names lists, and the same bytes typed by a person and given to
// WithNames, or passed through CleanName, are "computer", the computer's
// word, which is no name (TestNoNameImpersonatesASeat): the seat keeps
// its default name, and only WithComputers makes a seat the computer's.
func TestOnlyTheMarkerIsTheComputer(t *testing.T) {
	typed := "\x00computer"
	assert.Equal(t, "", tabletop.CleanName(typed))
	assert.Equal(t, "Computer", tabletop.NameOf(lang.English, 0, []string{tabletop.Computer}).Label)
	assert.Equal(t, "Seat 1", tabletop.NameOf(lang.English, 0, []string{tabletop.CleanName(typed)}).Label)
	table, err := tabletop.Open("lino", nil)
	require.NoError(t, err)
	assert.Equal(t, []string{"", ""},
		table.WithNames([]string{tabletop.Computer, tabletop.CleanName(typed)}).Names())
	assert.Equal(t, []string{tabletop.Computer, "Bo"},
		table.WithNames([]string{"Ana", "Bo"}).WithComputers(0).Names())
	assert.Equal(t, []string{"Ana", "Bo"},
		table.WithNames([]string{"Ana", "Bo"}).WithComputers(0).WithComputers().Names(), "the name is kept for when the seat is a person's again")
	text, err := table.WithNames([]string{typed}).ViewText(lang.English, -1)
	require.NoError(t, err)
	assert.NotContains(t, text, "Computer", "a person's name is no computer")
}

// TestNameOfNobody: a seat below 0 is nobody, and has no name.
func TestNameOfNobody(t *testing.T) {
	for _, seat := range []int{-1, -5} {
		assert.Equal(t, tabletop.SeatName{}, tabletop.NameOf(lang.French, seat, nil))
	}
	assert.Equal(t, "Seat 1", tabletop.NameOf(lang.English, 0, nil).Label)
}

// TestCleanNameProperties: whatever a person types, its clean name is
// valid UTF-8 on one line, with no control or format character (zero
// width, a byte order mark, a soft hyphen), no space at either end and at
// most MaxNameLength characters, and cleans to itself; a name with a zero
// width character inside cleans to the name without it. The one format
// characters kept are a zero width joiner or non-joiner between two
// characters that are neither spaces nor joiners, where a name needs them.
func TestCleanNameProperties(t *testing.T) {
	assert.Equal(t, "Ana", tabletop.CleanName("A\u200bna\ufeff"))
	rapid.Check(t, func(t *rapid.T) {
		typed := rapid.OneOf(rapid.String(), rapid.StringOf(rapid.RuneFrom([]rune("a \n\t\x00\u2028\u202eé\u200b\u200c\u200d\ufeff\u00ad")))).Draw(t, "typed")
		clean := tabletop.CleanName(typed)
		if !utf8.ValidString(clean) || utf8.RuneCountInString(clean) > tabletop.MaxNameLength ||
			strings.IndexFunc(clean, func(r rune) bool {
				return unicode.IsControl(r) || unicode.Is(unicode.Cf, r) && !joiner(r) || r == '\u2028'
			}) >= 0 ||
			strings.TrimSpace(clean) != clean || tabletop.CleanName(clean) != clean {
			t.Fatalf("CleanName(%q) = %q", typed, clean)
		}
		runes := []rune(clean)
		for i, r := range runes {
			if joiner(r) && (i == 0 || i == len(runes)-1 || unicode.IsSpace(runes[i-1]) || unicode.IsSpace(runes[i+1]) || joiner(runes[i-1]) || joiner(runes[i+1])) {
				t.Fatalf("CleanName(%q) = %q keeps a joiner that joins nothing at %d", typed, clean, i)
			}
		}
	})
}

// joiner reports whether r is a zero width joiner or non-joiner.
func joiner(r rune) bool { return r == '\u200c' || r == '\u200d' }

// TestCleanNameKeepsWhatJoins: a zero width joiner or non-joiner inside a
// name is part of its spelling (a Persian name, an emoji family) and stays;
// one at a word's edge joins nothing and goes, and of a run of them the
// last stays.
func TestCleanNameKeepsWhatJoins(t *testing.T) {
	family := "👨\u200d👩\u200d👧"
	assert.Equal(t, family, tabletop.CleanName(family))
	assert.Equal(t, "می\u200cخواهم", tabletop.CleanName("می\u200cخواهم"), "Persian's non-joiner")
	assert.Equal(t, "Ana Bo", tabletop.CleanName("\u200dAna\u200c \u200cBo\u200d"))
	assert.Equal(t, "a\u200cb", tabletop.CleanName("a\u200d\u200d\u200cb"), "of a run of joiners, the last")
	long := strings.Repeat("👨\u200d👩\u200d👧", 20)
	cut := tabletop.CleanName(long)
	assert.LessOrEqual(t, utf8.RuneCountInString(cut), tabletop.MaxNameLength)
	assert.False(t, strings.HasSuffix(cut, "\u200d"), "a cut name ends on no joiner: %q", cut)
}
