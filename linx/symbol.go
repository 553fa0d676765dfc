package linx

import (
	"fmt"
	"strings"

	"github.com/tabletopgo/tabletop/internal/engine"
)

// Symbol is what a tile shows: rock, paper or scissors.
type Symbol uint8

// The symbols. The zero Symbol is none: a tile not shown.
const (
	Rock     Symbol = 1
	Paper    Symbol = 2
	Scissors Symbol = 3
)

// Beats reports whether s beats o: rock beats scissors, scissors beat
// paper, paper beats rock.
func (s Symbol) Beats(o Symbol) bool {
	return (s == Rock && o == Scissors) || (s == Scissors && o == Paper) || (s == Paper && o == Rock)
}

// beater returns the one symbol that beats s.
func (s Symbol) beater() Symbol { return [...]Symbol{0, Paper, Scissors, Rock}[s&3] }

func (s Symbol) valid() bool { return Rock <= s && s <= Scissors }

// String returns "R", "P" or "S", and "?" for none.
func (s Symbol) String() string {
	if s.valid() {
		return "RPS"[s-1 : s]
	}
	return "?"
}

// ParseSymbol parses "R", "P" or "S" (or "rock", "paper", "scissors", in any
// case).
func ParseSymbol(text string) (Symbol, error) {
	if len(text) <= len("scissors") {
		switch strings.ToLower(text) {
		case "r", "rock":
			return Rock, nil
		case "p", "paper":
			return Paper, nil
		case "s", "scissors":
			return Scissors, nil
		}
	}
	return 0, fmt.Errorf("%s is not a symbol: write R, P or S", engine.Quote(text))
}

// MarshalText implements [encoding.TextMarshaler]: "R", "P" or "S", and
// "?" for none (a tile not shown), so that a list of symbols is a JSON
// array of strings. Any other value gives an error.
func (s Symbol) MarshalText() ([]byte, error) {
	if s != 0 && !s.valid() {
		return nil, fmt.Errorf("linx: cannot marshal Symbol(%d)", uint8(s))
	}
	return []byte(s.String()), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler] with [ParseSymbol],
// and reads "?" as none.
func (s *Symbol) UnmarshalText(text []byte) error {
	if len(text) == 1 { // the form MarshalText writes, read without allocating
		if i := strings.IndexByte("?RPS", text[0]); i >= 0 {
			*s = Symbol(i)
			return nil
		}
	}
	parsed, err := ParseSymbol(string(text))
	if err == nil {
		*s = parsed
	}
	return err
}
