package tabletop

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/tabletopgo/tabletop/internal/speech"
	"github.com/tabletopgo/tabletop/lang"
)

// A NameError is a refused name: [CheckName]'s error, and
// [Table.CheckSeating]'s (and so [Resume]'s) for a name it would not keep,
// found with errors.As, so that a front-end asks for another name in its
// player's language ([NameError.Sentence]) without reading the
// developer's message. It wraps [ErrReservedName].
type NameError struct {
	// Name is the name refused, as [CleanName] tidies it.
	Name string
	// Seat is the seat the name was given, counted from 0 (Seating's
	// Names[Seat]); -1 for CheckName's, which no seat was given.
	Seat int
	// Like is the name of an earlier seat that Name reads as (the same
	// but for spaces, punctuation, case and look-alike letters), "" where
	// Name is refused for itself.
	Like string

	likeSeat int       // the seat named Like
	why      nameFault // why the name is refused
}

// nameFault is why a name is refused, which [NameError.Sentence] says.
type nameFault uint8

const (
	nameReserved  nameFault = iota + 1 // reads as the computer, a seat's default name or the reader
	nameSentence                       // reads as a sentence of its own
	nameToReader                       // reads as words to the reader
	nameLikeOther                      // reads as an earlier seat's name
)

// Error returns the developer's message: which name, and why it is
// refused. The zero NameError says that it is empty.
func (e *NameError) Error() string {
	where := ""
	if e.Seat >= 0 {
		where = fmt.Sprintf("Names[%d]: ", e.Seat)
	}
	switch e.why {
	case nameReserved:
		return fmt.Sprintf("%v: %s%q reads as the computer, a seat's default name or the reader, in one of the languages", ErrReservedName, where, e.Name)
	case nameSentence:
		return fmt.Sprintf("%v: %s%q reads as a sentence of its own, not a name: it holds a colon, or words after a sentence's end", ErrReservedName, where, e.Name)
	case nameToReader:
		return fmt.Sprintf("%v: %s%q reads as words to the reader, not a name: it says \"you\" or \"your\" in one of the languages", ErrReservedName, where, e.Name)
	case nameLikeOther:
		return fmt.Sprintf("%v: Names[%d] %q reads as Names[%d] %q, the same but for spaces, punctuation, case or look-alike letters", ErrReservedName, e.Seat, e.Name, e.likeSeat, e.Like)
	}
	return "tabletop: an empty NameError, which no call returns"
}

// Unwrap returns [ErrReservedName].
func (e *NameError) Unwrap() error { return ErrReservedName }

// Sentence returns the refusal in a sentence for the person who chose the
// name, in language l, with the name quoted as the language quotes:
// why the name cannot be kept, and to choose another. A nil or zero
// NameError says "".
func (e *NameError) Sentence(l lang.Language) string {
	if e == nil || e.why == 0 {
		return ""
	}
	l = l.Spoken()
	w := nameSentences[l]
	text := fmt.Sprintf(w[e.why-1], l.Quote(e.Name), l.Quote(e.Like))
	return speech.Of(l).Sentence(text)
}

// nameSentences are each language's sentences of [NameError], by nameFault
// from nameReserved: %[1]s is the name quoted, %[2]s the earlier seat's.
var nameSentences = map[lang.Language][4]string{
	lang.English: {
		"%[1]s reads as a word the game uses for a seat, the computer or you: choose another name",
		"%[1]s reads as a sentence, not a name: choose a name without a colon, and without words after a full stop",
		"%[1]s reads as words to you, not a name: choose another name",
		"%[1]s reads as %[2]s, another player's name: choose another name",
	},
	lang.French: {
		"%[1]s se confond avec un mot que le jeu emploie pour un joueur, pour l'ordinateur ou pour vous : choisissez un autre nom",
		"%[1]s ressemble à une phrase, pas à un nom : choisissez un nom sans deux-points ni mots après un point",
		"%[1]s ressemble à des mots qui vous sont adressés, pas à un nom : choisissez un autre nom",
		"%[1]s se confond avec %[2]s, le nom d'un autre joueur : choisissez un autre nom",
	},
	lang.Italian: {
		"%[1]s si confonde con una parola che il gioco usa per un giocatore, per il computer o per te: scegli un altro nome",
		"%[1]s sembra una frase, non un nome: scegli un nome senza due punti e senza parole dopo un punto",
		"%[1]s sembra rivolto a te, non un nome: scegli un altro nome",
		"%[1]s si confonde con %[2]s, il nome di un altro giocatore: scegli un altro nome",
	},
	lang.Dutch: {
		"%[1]s lijkt op een woord dat het spel gebruikt voor een speler, de computer of jou: kies een andere naam",
		"%[1]s lijkt op een zin, niet op een naam: kies een naam zonder dubbele punt en zonder woorden na een punt",
		"%[1]s lijkt op woorden die tegen jou gezegd worden, niet op een naam: kies een andere naam",
		"%[1]s lijkt te veel op %[2]s, de naam van een andere speler: kies een andere naam",
	},
}

// nameReasons are the codes of nameFault on the wire, by nameFault from
// nameReserved.
var nameReasons = []string{"reserved", "sentence", "to-reader", "like-other"}

// nameErrorJSON is a NameError on the wire.
type nameErrorJSON struct {
	Name     string `json:"name"`
	Seat     int    `json:"seat"`
	Like     string `json:"like,omitempty"`
	LikeSeat int    `json:"likeSeat,omitempty"`
	// Reason says why: "reserved", "sentence", "to-reader" or
	// "like-other".
	Reason string `json:"reason"`
	Error  string `json:"error"`
}

// MarshalJSON writes the refusal with the wire's names:
// {"name":"Seat 2","seat":1,"reason":"reserved","error":"…"}, the reason
// one of "reserved" (the computer's, a seat's or the reader's words),
// "sentence", "to-reader" and "like-other" (with "like" and "likeSeat").
// The zero NameError, which no call returns, refuses to marshal.
func (e NameError) MarshalJSON() ([]byte, error) {
	if e.why == 0 {
		return nil, errors.New("tabletop: the zero NameError does not marshal; marshal the one CheckName or Table.CheckSeating returned")
	}
	return json.Marshal(nameErrorJSON{e.Name, e.Seat, e.Like, e.likeSeat, nameReasons[e.why-1], e.Error()})
}

// UnmarshalJSON reads a NameError as MarshalJSON writes it, whose Sentence
// and Error say what they said. JSON of no known "reason" refuses to be
// read, and so does a nil *NameError.
func (e *NameError) UnmarshalJSON(data []byte) error {
	if e == nil {
		return errors.New("tabletop: cannot read a NameError into a nil *NameError")
	}
	var wire nameErrorJSON
	if err := json.Unmarshal(data, &wire); err != nil {
		return err
	}
	i := slices.Index(nameReasons, wire.Reason)
	if i < 0 {
		return fmt.Errorf("tabletop: a NameError's \"reason\" %q is none of %q", wire.Reason, nameReasons)
	}
	*e = NameError{Name: wire.Name, Seat: wire.Seat, Like: wire.Like, likeSeat: wire.LikeSeat, why: nameFault(i + 1)}
	return nil
}
