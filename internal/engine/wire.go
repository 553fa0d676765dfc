package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"sync"
	"unicode/utf8"

	"github.com/tabletopgo/tabletop/internal/speech"
)

// MarshalView returns the JSON of a game's View in the wire's
// envelope: the object whose members fields appends (the View's own
// fields, written as encoding/json writes them by their tags, without its
// reflection), with "game" first and "legalMoves", the seat's legal moves
// as choices (see AppendChoicesJSON), last. legalMoves is written as []
// when empty, never null, so a client can always iterate it. The first
// error fields meets (a value that does not marshal) is returned.
func MarshalView[C ChoiceOf[M], M any](game string, fields func(o *Object), choices []C, members func(dst []Member, m M) []Member) ([]byte, error) {
	return MarshalViewWith(game, fields, func(dst []byte) ([]byte, error) { return AppendChoicesJSON(dst, choices, members) })
}

// MarshalViewWith is MarshalView with the value of "legalMoves" appended
// by legal, for a game that writes its choices in a form of its own (Lino's
// building turns). The JSON is written into a buffer kept from the last
// View's, grown as the largest View needs, and returned in one slice of its
// length: a View costs one allocation of its size, not the copies of a
// buffer doubled from nothing to kilobytes (a Lino View weighs 2 to 24 KB).
func MarshalViewWith(game string, fields func(o *Object), legal func(dst []byte) ([]byte, error)) ([]byte, error) {
	o := viewObjects.Get().(*Object)
	o.B = append(o.B[:0], '{')
	o.String("game", game)
	fields(o)
	err := o.Err
	if err == nil {
		o.key("legalMoves")
		o.B, err = legal(o.B)
	}
	var data []byte
	if err == nil {
		data = bytes.Clone(append(o.B, '}'))
	}
	if cap(o.B) <= maxKeptViewBuffer {
		o.B, o.Err = o.B[:0], nil
		viewObjects.Put(o)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", game, err)
	}
	return data, nil
}

// viewObjects holds the Objects MarshalViewWith writes Views into, each
// with a buffer as large as the largest View it wrote.
var viewObjects = sync.Pool{New: func() any { return new(Object) }}

// maxKeptViewBuffer is the largest buffer viewBuffers keeps: more than
// any game's largest View (Lino's, 24 KB), so that only a View of no game
// (built by hand with lists longer than any game's) costs its own.
const maxKeptViewBuffer = 64 << 10

// Object appends the members of a JSON object to B, one after another,
// byte for byte as encoding/json writes a struct's fields (compact, its
// strings escaped for HTML), without reflection: the opening brace is the
// caller's, and so is the closing one. Err keeps the first error met, a
// value whose MarshalText refuses it; the members after it are not
// written.
type Object struct {
	// B is the JSON written so far.
	B []byte
	// Err is the first value that did not marshal.
	Err error
}

// key appends the name of the next member, after a comma unless it is the
// first. Keys are the games' own tags: plain ASCII, written as they are.
func (o *Object) key(key string) {
	if last := o.B[len(o.B)-1]; last != '{' && last != '[' {
		o.B = append(o.B, ',')
	}
	o.B = append(o.B, '"')
	o.B = append(o.B, key...)
	o.B = append(o.B, '"', ':')
}

// Int appends the member key, the number n.
func (o *Object) Int(key string, n int) {
	o.key(key)
	o.B = strconv.AppendInt(o.B, int64(n), 10)
}

// Bool appends the member key, true or false.
func (o *Object) Bool(key string, b bool) {
	o.key(key)
	o.B = strconv.AppendBool(o.B, b)
}

// String appends the member key, the string text.
func (o *Object) String(key, text string) {
	o.key(key)
	o.B = appendJSONString(o.B, text)
}

// Ints appends the member key, the numbers ns: null when ns is nil.
func (o *Object) Ints(key string, ns []int) {
	o.key(key)
	array(o, ns, func(o *Object, n int) { o.B = strconv.AppendInt(o.B, int64(n), 10) })
}

// Outcome appends the members every game's View has about the end of
// the game: "over", "winners" (left out while there are none, as
// omitempty leaves it) and "scores".
func (o *Object) Outcome(over bool, winners, scores []int) {
	o.Bool("over", over)
	if len(winners) > 0 {
		o.Ints("winners", winners)
	}
	o.Ints("scores", scores)
}

// Strings appends the member key, the strings texts: null when texts is
// nil.
func (o *Object) Strings(key string, texts []string) {
	o.key(key)
	array(o, texts, func(o *Object, text string) { o.B = appendJSONString(o.B, text) })
}

// Object appends the member key, the object whose members fields appends.
func (o *Object) Object(key string, fields func(o *Object)) {
	o.key(key)
	o.B = append(o.B, '{')
	fields(o)
	o.B = append(o.B, '}')
}

// Axes appends the member "axes" of a board game's View on the frame f:
// the x of column A and the y of row 1, and the names of the columns and
// of the rows, as the game's Axes (AxesOf's) marshal, written from the
// frame without making those lists of names for each View.
func (o *Object) Axes(f speech.Frame) {
	o.Object("axes", func(o *Object) {
		o.Int("left", f.Left)
		o.Int("top", f.Top)
		o.key("columns")
		o.B = append(o.B, '[')
		for i := range max(f.Width, 0) {
			if i > 0 {
				o.B = append(o.B, ',')
			}
			o.B = append(append(append(o.B, '"'), columnName(i)...), '"') // letters: nothing to escape
		}
		o.B = append(o.B, ']')
		o.key("rows")
		o.B = append(o.B, '[')
		for i := range max(f.Height, 0) {
			if i > 0 {
				o.B = append(o.B, ',')
			}
			o.B = append(strconv.AppendInt(append(o.B, '"'), int64(i+1), 10), '"')
		}
		o.B = append(o.B, ']')
	})
}

// columnName is speech.Column(i), taken from a list made once for the
// columns a board has (Lino's frame, its opening's width and a margin of
// 6 on each side, is a few dozen wide), so that a View's axes cost no
// string each.
func columnName(i int) string {
	if i < len(columnNames) {
		return columnNames[i]
	}
	return speech.Column(i)
}

// columnNames are the names of the first 64 columns.
var columnNames = speech.Frame{Width: 64}.Columns()

// MarshalObject returns the JSON object whose members fields appends, or
// the first error it met.
func MarshalObject(fields func(o *Object)) ([]byte, error) {
	o := Object{B: append(make([]byte, 0, 256), '{')}
	fields(&o)
	if o.Err != nil {
		return nil, o.Err
	}
	return append(o.B, '}'), nil
}

// Texter is a value whose JSON is its text, a string: a card, a cell.
type Texter interface {
	MarshalText() ([]byte, error)
}

// TextValues appends the member key, the array of the texts of vs: null
// when vs is nil.
func TextValues[T Texter](o *Object, key string, vs []T) {
	o.key(key)
	array(o, vs, appendTextValue[T])
}

// TextValueLists appends the member key, the array of the arrays of the
// texts of each list of vs: null when vs, or one of its lists, is nil.
func TextValueLists[T Texter](o *Object, key string, vs [][]T) {
	o.key(key)
	array(o, vs, func(o *Object, list []T) { array(o, list, appendTextValue[T]) })
}

// Pair appends the member key, the cell x,y as a JSON string in the form
// of FormatPair, which a cell's MarshalText writes, without allocating
// its text: a view writes dozens of cells.
func (o *Object) Pair(key string, x, y int8) {
	o.key(key)
	o.B = appendPair(o.B, x, y)
}

// Pairs appends the member key, the array of the cells vs as Pair writes
// them, pair giving a cell's coordinates: null when vs is nil.
func Pairs[T any](o *Object, key string, vs []T, pair func(T) (x, y int8)) {
	o.key(key)
	array(o, vs, pairItem(pair))
}

// PairLists appends the member key, the array of the arrays of the cells
// of each list of vs, as Pairs writes them: null when vs, or one of its
// lists, is nil.
func PairLists[T any](o *Object, key string, vs [][]T, pair func(T) (x, y int8)) {
	o.key(key)
	item := pairItem(pair)
	array(o, vs, func(o *Object, list []T) { array(o, list, item) })
}

// pairItem returns the array item that appends a cell, pair giving its
// coordinates.
func pairItem[T any](pair func(T) (x, y int8)) func(o *Object, v T) {
	return func(o *Object, v T) {
		x, y := pair(v)
		o.B = appendPair(o.B, x, y)
	}
}

// appendPair appends the JSON string of FormatPair(x, y): digits, a
// minus sign and a comma need no escaping.
func appendPair(dst []byte, x, y int8) []byte {
	dst = append(dst, '"')
	dst = strconv.AppendInt(dst, int64(x), 10)
	dst = append(dst, ',')
	dst = strconv.AppendInt(dst, int64(y), 10)
	return append(dst, '"')
}

// TextTable holds the JSON strings of every value of a one-byte type (a
// card, a face, a tile) that has a text, made once, so that a view writes
// its values without allocating their texts; nil where MarshalText
// refuses the value.
type TextTable[T interface {
	~uint8
	Texter
}] [256][]byte

// NewTextTable returns the TextTable of T.
func NewTextTable[T interface {
	~uint8
	Texter
}]() *TextTable[T] {
	var table TextTable[T]
	for i := range table {
		if text, err := T(i).MarshalText(); err == nil {
			table[i] = appendJSONString(nil, text)
		}
	}
	return &table
}

// NamesTable returns the TextTable of T, an enumeration whose MarshalText
// is n's: made from n itself, a package variable it initialises waits for
// n's (NewTextTable's, which calls MarshalText, need not: the package's
// initialisation cannot see that call, and may make the table before the
// names, all nil).
func NamesTable[T interface {
	~uint8
	Texter
}](n Names[T]) *TextTable[T] {
	var table TextTable[T]
	for i, name := range n.Names {
		table[i] = appendJSONString(nil, name)
	}
	return &table
}

// Value appends the member key, the text of v, as its MarshalText gives
// it (the same error included).
func (t *TextTable[T]) Value(o *Object, key string, v T) {
	o.key(key)
	t.item(o, v)
}

// Values appends the member key, the array of the texts of vs, as
// TextValues does.
func (t *TextTable[T]) Values(o *Object, key string, vs []T) {
	o.key(key)
	array(o, vs, t.item)
}

// Lists appends the member key, the array of the arrays of the texts of
// each list of vs, as TextValueLists does.
func (t *TextTable[T]) Lists(o *Object, key string, vs [][]T) {
	o.key(key)
	array(o, vs, func(o *Object, list []T) { array(o, list, t.item) })
}

// item appends the text of v from the table, or, for a value without
// one, the error appendTextValue leaves.
func (t *TextTable[T]) item(o *Object, v T) { appendKnownText(o, t[v], v) }

// TextValueListsFrom appends the member key as TextValueLists does, each
// value's JSON string taken from known (the texts of a type's values,
// made once, as a TextTable holds those of a one-byte type) when it gives
// one, and from MarshalText when it gives nil.
func TextValueListsFrom[T Texter](o *Object, key string, vs [][]T, known func(T) []byte) {
	o.key(key)
	item := func(o *Object, v T) { appendKnownText(o, known(v), v) }
	array(o, vs, func(o *Object, list []T) { array(o, list, item) })
}

// appendKnownText appends text, the JSON string of v made beforehand, or,
// when it is nil, the text of v as appendTextValue does.
func appendKnownText[T Texter](o *Object, text []byte, v T) {
	if text != nil && o.Err == nil {
		o.B = append(o.B, text...)
		return
	}
	appendTextValue(o, v)
}

// List appends the member key, the array of the objects whose members
// item appends for each element of vs: null when vs is nil.
func List[T any](o *Object, key string, vs []T, item func(o *Object, v T)) {
	o.key(key)
	array(o, vs, func(o *Object, v T) {
		o.B = append(o.B, '{')
		item(o, v)
		o.B = append(o.B, '}')
	})
}

// array appends the JSON array of vs, each element written by item, or
// null when vs is nil, as encoding/json writes a nil slice.
func array[T any](o *Object, vs []T, item func(o *Object, v T)) {
	if vs == nil {
		o.B = append(o.B, "null"...)
		return
	}
	o.B = append(o.B, '[')
	for i, v := range vs {
		if i > 0 {
			o.B = append(o.B, ',')
		}
		item(o, v)
	}
	o.B = append(o.B, ']')
}

// appendTextValue appends the text of v as a JSON string; a v that refuses
// leaves its error in o.Err, and null in its place.
func appendTextValue[T Texter](o *Object, v T) {
	if o.Err != nil {
		return
	}
	text, err := v.MarshalText()
	if err != nil {
		o.Err = err
		o.B = append(o.B, "null"...)
		return
	}
	o.B = appendJSONString(o.B, text)
}

// appendJSONString appends text as encoding/json writes a string: as it
// is when it holds no character that needs escaping (the games' texts:
// cards, cells, a column's letters), and through encoding/json otherwise.
func appendJSONString[T string | []byte](dst []byte, text T) []byte {
	for i := 0; i < len(text); i++ {
		if c := text[i]; c < ' ' || c >= utf8.RuneSelf || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			quoted, _ := json.Marshal(string(text)) // a string always marshals
			return append(dst, quoted...)
		}
	}
	dst = append(dst, '"')
	dst = append(dst, text...)
	return append(dst, '"')
}

// CheckViewGame reports an error unless the JSON object data, a View's,
// names game (or names none): a View of one game does not decode as
// another's.
func CheckViewGame(game string, data []byte) error {
	var head struct {
		Game *string `json:"game"`
	}
	if err := Decode(data, &head, Strict{AllowUnknown: true}); err != nil {
		return err
	}
	if head.Game != nil && *head.Game != game {
		return fmt.Errorf("a view of %s, not of %s", Quote(*head.Game), game)
	}
	return nil
}

// UnmarshalSeed reads a seed from JSON: a string of decimal digits, as the
// games write it (JavaScript's numbers stop at 2^53), or a plain number, as
// a person writes it.
func UnmarshalSeed(data []byte) (uint64, error) {
	data = bytes.TrimSpace(data)
	if len(data) > 0 && data[0] == '"' {
		var text string
		if err := json.Unmarshal(data, &text); err != nil {
			return 0, err
		}
		data = []byte(text)
	}
	seed, err := strconv.ParseUint(string(data), 10, 64)
	if err != nil {
		return 0, fmt.Errorf("seed %s is not a whole number from 0 to %d", Quote(string(data)), uint64(1<<64-1))
	}
	return seed, nil
}
