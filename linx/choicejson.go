package linx

import "github.com/tabletopgo/tabletop/internal/engine"

// MarshalJSON writes the choice as the View's "legalMoves" writes each of
// its entries: "pick" and "label" (each left out when ""), the members its
// moves share, and "moves", each move's other members with its "label"
// and "preview".
func (c Choice) MarshalJSON() ([]byte, error) { return engine.MarshalChoice(c, Move.members) }

// UnmarshalJSON reads a choice as MarshalJSON writes it, whole: its pick
// and label, each move with the members its choice shares, and each
// move's label and preview, kept in Labels and Previews (nil when no move
// has either), so that the choice reads back as the one written. JSON
// that is no such choice gives an error that wraps [ErrIllegalMove] and
// says where it is wrong (a move's own error beneath), and leaves c as
// it was.
func (c *Choice) UnmarshalJSON(data []byte) error {
	return engine.UnmarshalChoice(c, data, ErrIllegalMove)
}
