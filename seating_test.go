package tabletop_test

import (
	"encoding/json"
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
