package tabletop_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
)

// TestSeatingSavesTheComputers: a save of the seating gives back the
// names, the computer's seats and the name behind a computer's seat,
// which a save of Names loses (WithNames reads the marker as a name).
func TestSeatingSavesTheComputers(t *testing.T) {
	table := open(t, "linko", `{"players":3,"seed":"1"}`).WithNames([]string{"Ana", "Bo"}).WithComputers(1)
	saved, err := json.Marshal(table.Seating())
	require.NoError(t, err)
	assert.JSONEq(t, `{"names":["Ana","Bo"],"computers":[1]}`, string(saved))

	var seating tabletop.Seating
	require.NoError(t, json.Unmarshal(saved, &seating))
	back := open(t, "linko", `{"players":3,"seed":"1"}`).WithSeating(seating)
	assert.Equal(t, table.Names(), back.Names())
	assert.Equal(t, []string{"Ana", tabletop.Computer}, back.Names())
	// Bo takes his seat again.
	assert.Equal(t, []string{"Ana", "Bo"}, back.WithComputers().Names())

	// Names alone lose the computer, whose marker is no name: the recipe
	// Seating replaces.
	assert.Equal(t, []string{"Ana", ""}, open(t, "linko", `{"players":3,"seed":"1"}`).WithNames(table.Names()).Names())
	// No one named, no computer: the zero Seating, which marshals empty.
	plain := open(t, "linko", `{"players":3,"seed":"1"}`)
	assert.Equal(t, tabletop.Seating{}, plain.Seating())
	assert.Nil(t, plain.WithSeating(tabletop.Seating{}).Names())
}

// TestComputersAreTheMarkedSeats: Computers gives the seats WithComputers
// marked, as a front-end that asks a bot to play them needs, without
// going through the Seating.
func TestComputersAreTheMarkedSeats(t *testing.T) {
	table := open(t, "linko", `{"players":4,"seed":"1"}`)
	assert.Nil(t, table.Computers())
	table = table.WithNames([]string{"Ana"}).WithComputers(3, 1, 9)
	assert.Equal(t, []int{1, 3}, table.Computers())
	next, _, err := table.Play(table.ToMove(), table.LegalMoves()[0])
	require.NoError(t, err)
	assert.Equal(t, []int{1, 3}, next.Computers(), "a played table keeps its computers")
	assert.Nil(t, table.WithComputers().Computers())
	assert.Nil(t, tabletop.Table{}.Computers())
}

// TestCheckSeatingNamesWhatWithSeatingDrops: the seating the Go builder
// gave a table of 2 seats (go-r23 9), which WithSeating took without a
// word, keeping some names and computers and dropping others, is refused
// by CheckSeating naming its first bad entry; so is each kind of entry
// WithSeating would drop or change, and a seating it keeps whole is
// taken.
func TestCheckSeatingNamesWhatWithSeatingDrops(t *testing.T) {
	table := open(t, "linko", `{"players":2,"seed":"1"}`)
	for _, c := range []struct {
		seating  tabletop.Seating
		sentinel error
		says     string
	}{
		{tabletop.Seating{Names: []string{tabletop.Computer, "b", "c", "d"}, Computers: []int{5, -1, 0}}, tabletop.ErrReservedName, `Names[0]: "computer" reads as the computer`},
		{tabletop.Seating{Names: []string{"a", "b", "c", "d"}, Computers: []int{5, -1, 0}}, tabletop.ErrNoSeat, `Names[2] "c" is past the table's 2 seats`},
		{tabletop.Seating{Names: []string{"a", "b"}, Computers: []int{0, 5, -1}}, tabletop.ErrNoSeat, "Computers[1] is 5, not a seat of the table's 2 (0 to 1)"},
		{tabletop.Seating{Computers: []int{-1}}, tabletop.ErrNoSeat, "Computers[0] is -1"},
		{tabletop.Seating{Names: []string{"Ana", "Ѕeat 2"}}, tabletop.ErrReservedName, `Names[1]: "Ѕeat 2" reads as the computer, a seat's default name or the reader`},
		{tabletop.Seating{Names: []string{"Ana: It is your turn"}}, tabletop.ErrReservedName, "Names[0]: \"Ana: It is your turn\" reads as a sentence"},
		{tabletop.Seating{Names: []string{"Ana", " a-NA "}}, tabletop.ErrReservedName, `Names[1] "a-NA" reads as Names[0] "Ana"`},
	} {
		err := table.CheckSeating(c.seating)
		assert.ErrorIs(t, err, c.sentinel, "%+v", c.seating)
		assert.ErrorContains(t, err, c.says, "%+v", c.seating)
		// What the error names is what WithSeating does not keep.
		assert.NotEqual(t, c.seating, table.WithSeating(c.seating).Seating(), "%+v is kept whole", c.seating)
	}
	for _, whole := range []tabletop.Seating{
		{}, {Names: []string{"Ana", "Bo"}, Computers: []int{1}}, {Computers: []int{0, 1}},
	} {
		assert.NoError(t, table.CheckSeating(whole), "%+v", whole)
		assert.Equal(t, whole, table.WithSeating(whole).Seating(), "%+v", whole)
	}
	// Empty names past the seats are no names: nothing is dropped.
	assert.NoError(t, table.CheckSeating(tabletop.Seating{Names: []string{"", "Bo", "", ""}}))
	assert.True(t, errors.Is(tabletop.Table{}.CheckSeating(tabletop.Seating{}), tabletop.ErrNoGame))
}
