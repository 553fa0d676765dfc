package engine

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"pgregory.net/rapid"
)

func TestMarshalViewWrapsTheFieldsInTheEnvelope(t *testing.T) {
	take := func(dst []Member, n int) []Member { return append(dst, String("kind", "take"), Number("stones", n)) }
	got, err := MarshalView("nim", func(o *Object) { o.Int("seat", 1) }, []Choice[int]{{Moves: []int{2}}}, take)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"game":"nim","seat":1,"legalMoves":[{"kind":"take","stones":2,"moves":[{}]}]}`; string(got) != want {
		t.Errorf("MarshalView = %s, want %s", got, want)
	}
	got, err = MarshalView[Choice[int]]("nim", func(*Object) {}, nil, take)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"game":"nim","legalMoves":[]}`; string(got) != want {
		t.Errorf("MarshalView of no fields and no moves = %s, want %s", got, want)
	}
	refused := func(o *Object) { TextValue(o, "stone", badText{}) }
	if _, err := MarshalView[Choice[int]]("nim", refused, nil, take); err == nil || !strings.HasPrefix(err.Error(), "nim: ") {
		t.Errorf("MarshalView of a value that does not marshal: %v", err)
	}
}

// badText is a value whose text does not marshal.
type badText struct{}

func (badText) MarshalText() ([]byte, error) { return nil, errors.New("no text") }

// plainText is a value whose text is itself.
type plainText string

func (p plainText) MarshalText() ([]byte, error) { return []byte(p), nil }

// An Object writes the bytes encoding/json writes of a struct of the same
// members, whatever their values: null for nil lists, escapes in texts.
func TestObjectWritesWhatEncodingJSONWrites(t *testing.T) {
	type item struct {
		N int `json:"n"`
	}
	type fields struct {
		N     int           `json:"n"`
		B     bool          `json:"b"`
		S     string        `json:"s"`
		Ns    []int         `json:"ns"`
		T     plainText     `json:"t"`
		Ts    []plainText   `json:"ts"`
		Lists [][]plainText `json:"lists"`
		Items []item        `json:"items"`
		Inner item          `json:"inner"`
	}
	rapid.Check(t, func(t *rapid.T) {
		text := rapid.Custom(func(t *rapid.T) plainText { return plainText(anyText().Draw(t, "text")) })
		nilOr := func(t *rapid.T, label string, make func() any) any {
			if rapid.Bool().Draw(t, label+" nil") {
				return nil
			}
			return make()
		}
		var f fields
		f.N = rapid.Int().Draw(t, "n")
		f.B = rapid.Bool().Draw(t, "b")
		f.S = anyText().Draw(t, "s")
		if ns := nilOr(t, "ns", func() any { return rapid.SliceOf(rapid.Int()).Draw(t, "ns") }); ns != nil {
			f.Ns = ns.([]int)
		}
		f.T = text.Draw(t, "t")
		if ts := nilOr(t, "ts", func() any { return rapid.SliceOf(text).Draw(t, "ts") }); ts != nil {
			f.Ts = ts.([]plainText)
		}
		if lists := nilOr(t, "lists", func() any { return rapid.SliceOf(rapid.SliceOf(text)).Draw(t, "lists") }); lists != nil {
			f.Lists = lists.([][]plainText)
		}
		if items := nilOr(t, "items", func() any {
			return rapid.SliceOf(rapid.Custom(func(t *rapid.T) item { return item{rapid.Int().Draw(t, "item")} })).Draw(t, "items")
		}); items != nil {
			f.Items = items.([]item)
		}
		f.Inner.N = rapid.Int().Draw(t, "inner")
		want, err := json.Marshal(f)
		if err != nil {
			t.Fatal(err)
		}
		o := Object{B: []byte{'{'}}
		o.Int("n", f.N)
		o.Bool("b", f.B)
		o.String("s", f.S)
		o.Ints("ns", f.Ns)
		TextValue(&o, "t", f.T)
		TextValues(&o, "ts", f.Ts)
		TextValueLists(&o, "lists", f.Lists)
		List(&o, "items", f.Items, func(o *Object, it item) { o.Int("n", it.N) })
		o.Object("inner", func(o *Object) { o.Int("n", f.Inner.N) })
		got := append(o.B, '}')
		if o.Err != nil || string(got) != string(want) {
			t.Fatalf("Object wrote %s (%v), encoding/json %s", got, o.Err, want)
		}
	})
}

func TestCheckViewGameRefusesAnotherGame(t *testing.T) {
	for data, ok := range map[string]bool{
		`{"game":"nim","seat":0}`: true,
		`{"seat":0}`:              true,
		`{"game":"chess"}`:        false,
		`[1]`:                     false,
	} {
		if err := CheckViewGame("nim", []byte(data)); (err == nil) != ok {
			t.Errorf("CheckViewGame(%s) = %v", data, err)
		}
	}
}

func TestUnmarshalSeedReadsStringsAndNumbers(t *testing.T) {
	for data, want := range map[string]uint64{
		`"42"`:                   42,
		`42`:                     42,
		` 7 `:                    7,
		`"18446744073709551615"`: 1<<64 - 1,
		`0`:                      0,
	} {
		got, err := UnmarshalSeed([]byte(data))
		if err != nil || got != want {
			t.Errorf("UnmarshalSeed(%s) = %d, %v; want %d", data, got, err, want)
		}
	}
	for _, data := range []string{`-1`, `1.5`, `"x"`, `"18446744073709551616"`, `null`, `true`, `""`, `"4`} {
		if got, err := UnmarshalSeed([]byte(data)); err == nil {
			t.Errorf("UnmarshalSeed(%s) = %d, no error", data, got)
		}
	}
}

func TestPlainNameIsAShortLowerCaseWord(t *testing.T) {
	for name, want := range map[string]bool{
		"lino": true, "linx": true, "go-2": true, "a": true, "abcdefghijklmnop": true,
		"": false, "abcdefghijklmnopq": false, "Go": false, "2go": false, "-go": false,
		"go!": false, "chess game": false, `"x"`: false, "été": false,
	} {
		if got := PlainName(name); got != want {
			t.Errorf("PlainName(%q) = %v", name, got)
		}
	}
}

func TestQuoteCutsLongInput(t *testing.T) {
	if got := Quote("play 7"); got != `"play 7"` {
		t.Errorf("Quote of a short text = %s", got)
	}
	long := strings.Repeat("é", 1000)
	got := Quote(long)
	if len(got) > quoteLimit+8 || !strings.HasSuffix(got, `"...`) || !strings.HasPrefix(got, `"é`) {
		t.Errorf("Quote of 2000 bytes = %s (%d bytes)", got, len(got))
	}
	var back string
	if err := json.Unmarshal([]byte(strings.TrimSuffix(got, "...")), &back); err != nil || !strings.HasPrefix(long, back) {
		t.Errorf("Quote cut inside a character: %s", got)
	}
}

func TestShortenCutsOnACharacterBoundary(t *testing.T) {
	if got := Shorten("short", 10); got != "short" {
		t.Errorf("Shorten of a short text = %q", got)
	}
	long := strings.Repeat("é", 100) // two bytes each
	// The 41st byte is inside a character: the cut comes before it.
	if got, want := Shorten(long, 41), strings.Repeat("é", 20)+"..."; got != want || !utf8.ValidString(got) {
		t.Errorf("Shorten(%d bytes of é, 41) = %q, want %q", len(long), got, want)
	}
}

// pairText is a cell whose text is FormatPair's, as the games' cells are.
type pairText struct{ X, Y int8 }

func (c pairText) MarshalText() ([]byte, error) { return []byte(FormatPair(c.X, c.Y)), nil }

func (c pairText) pair() (x, y int8) { return c.X, c.Y }

// Pair, Pairs and PairLists write a cell as encoding/json writes its
// MarshalText, FormatPair's form, nil lists as null.
func TestPairsWriteWhatEncodingJSONWrites(t *testing.T) {
	type fields struct {
		C     pairText     `json:"c"`
		Cs    []pairText   `json:"cs"`
		Lists [][]pairText `json:"lists"`
	}
	rapid.Check(t, func(t *rapid.T) {
		cell := rapid.Custom(func(t *rapid.T) pairText {
			return pairText{rapid.Int8().Draw(t, "x"), rapid.Int8().Draw(t, "y")}
		})
		var f fields
		f.C = cell.Draw(t, "c")
		if !rapid.Bool().Draw(t, "cs nil") {
			f.Cs = rapid.SliceOf(cell).Draw(t, "cs")
		}
		if !rapid.Bool().Draw(t, "lists nil") {
			f.Lists = rapid.SliceOf(rapid.SliceOfN(cell, -1, 3)).Draw(t, "lists")
			if len(f.Lists) > 0 && rapid.Bool().Draw(t, "a nil list") {
				f.Lists[0] = nil
			}
		}
		want, err := json.Marshal(f)
		if err != nil {
			t.Fatal(err)
		}
		o := Object{B: []byte{'{'}}
		o.Pair("c", f.C.X, f.C.Y)
		Pairs(&o, "cs", f.Cs, pairText.pair)
		PairLists(&o, "lists", f.Lists, pairText.pair)
		if got := append(o.B, '}'); string(got) != string(want) {
			t.Fatalf("Pairs wrote %s, encoding/json %s", got, want)
		}
	})
}

// byteText is a one-byte value whose text is its character, refused from
// 200 on: some characters need escaping in JSON.
type byteText uint8

func (b byteText) MarshalText() ([]byte, error) {
	if b >= 200 {
		return nil, errors.New("no text")
	}
	return []byte(string(rune(b))), nil
}

// A TextTable writes what TextValue, TextValues and TextValueLists write,
// the same error included.
func TestTextTableWritesWhatTextValueWrites(t *testing.T) {
	table := NewTextTable[byteText]()
	rapid.Check(t, func(t *rapid.T) {
		value := rapid.Custom(func(t *rapid.T) byteText { return byteText(rapid.Uint8().Draw(t, "b")) })
		v := value.Draw(t, "v")
		vs := rapid.SliceOf(value).Draw(t, "vs")
		lists := rapid.SliceOf(rapid.SliceOfN(value, -1, 3)).Draw(t, "lists")
		want := Object{B: []byte{'{'}}
		TextValue(&want, "v", v)
		TextValues(&want, "vs", vs)
		TextValueLists(&want, "lists", lists)
		got := Object{B: []byte{'{'}}
		table.Value(&got, "v", v)
		table.Values(&got, "vs", vs)
		table.Lists(&got, "lists", lists)
		if string(got.B) != string(want.B) || (got.Err == nil) != (want.Err == nil) {
			t.Fatalf("TextTable wrote %s (%v), TextValue %s (%v)", got.B, got.Err, want.B, want.Err)
		}
	})
}

// TextValue appends the member key, the text of v from its MarshalText,
// as the games' Views wrote a value before their TextTables did: the
// reference a TextTable matches.
func TextValue[T Texter](o *Object, key string, v T) {
	o.key(key)
	appendTextValue(o, v)
}
