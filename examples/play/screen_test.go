package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestAWideRowKeepsItsColumns: a row of the table too wide for the
// screen keeps its columns where the other rows have them (the wrap of a
// sentence squeezed the headings' spaces, so that the heading of the
// Italian Linko! table no longer stood above its columns); what does not
// fit goes on under the last column.
func TestAWideRowKeepsItsColumns(t *testing.T) {
	row := "    giocatore  carte punti  carte note       calate (l’ultima è la fila superiore)"
	got := cutRow(row, 79)
	column := strings.Index(row, "calate")
	assert.Equal(t, []string{
		"    giocatore  carte punti  carte note       calate (l’ultima è la fila",
		strings.Repeat(" ", column) + "superiore)",
	}, got)
	assert.Equal(t, []string{"  short row"}, cutRow("  short row", 79))
	for _, line := range cutRow(">   1 Ana (tu)    13   −13  -  "+strings.Repeat("13+13+X ", 12), 79) {
		assert.LessOrEqual(t, len([]rune(line)), 79, line)
	}
}
