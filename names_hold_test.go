package tabletop_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/tabletopgo/tabletop"
)

// TestNoNameHoldsASeatsName: a name that holds a seat's default name or
// the computer's among other words, in any of the four languages, or the
// computer's other words ("bot", "AI"), or a seat's number in words, is
// refused (review r30 #2: "Seat 2 (Ana)", "the bot" and "AI" were
// taken); the names people have are kept, those that only begin with the
// same letters too.
func TestNoNameHoldsASeatsName(t *testing.T) {
	for _, name := range []string{
		"Seat 2 (Ana)", "Ana (Seat 2)", "Seat2 Ana", "the bot", "The Bot", "a robot", "AI", "IA", "Ana AI", "l'IA",
		"l'ordi", "L’Ordi 2", "Player One", "Seat two", "Giocatore due", "Joueur deux", "le joueur un",
		"Speler drie", "Speelster vier", "Computer Ana", "Ana the computer", "Ana, de computer", "il computer 2 bis",
		"Bot Ana", "Ana-bot", "B0t Ana", "CPU 3 (easy)", "Joueuse 2 et Ana", "Ѕeat 2 Ana", "Robot 3000",
	} {
		assert.ErrorIs(t, tabletop.CheckName(name), tabletop.ErrReservedName, name)
		assert.Equal(t, "", tabletop.CleanName(name), name)
	}
	for _, name := range []string{
		"Anna", "Aimée", "Botond", "Ai", "Al", "Aiko", "Mai", "Laia", "Robert", "Roboto", "Ordinary Joe",
		"Seat", "Ana 2", "Uno", "Ana Due", "Tre", "Player", "Joueur", "Computerworld", "Ik en Ana",
		"Botticelli", "Jean-Luc", "Anne-Marie 2", "Iain", "Deux Chevaux",
	} {
		assert.NoError(t, tabletop.CheckName(name), name)
		assert.Equal(t, name, tabletop.CleanName(name), name)
	}
}
