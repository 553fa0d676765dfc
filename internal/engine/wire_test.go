package engine

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestMarshalViewWrapsTheFieldsInTheEnvelope(t *testing.T) {
	type fields struct {
		Seat int `json:"seat"`
	}
	take := func(dst []Member, n int) []Member { return append(dst, String("kind", "take"), Number("stones", n)) }
	got, err := MarshalView("nim", fields{Seat: 1}, []Choice[int]{{Moves: []int{2}}}, take)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"game":"nim","seat":1,"legalMoves":[{"kind":"take","stones":2,"moves":[{}]}]}`; string(got) != want {
		t.Errorf("MarshalView = %s, want %s", got, want)
	}
	got, err = MarshalView[int]("nim", struct{}{}, nil, take)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"game":"nim","legalMoves":[]}`; string(got) != want {
		t.Errorf("MarshalView of no fields and no moves = %s, want %s", got, want)
	}
	if _, err := MarshalView[int]("nim", []int{1}, nil, take); err == nil {
		t.Error("MarshalView of a list: no error")
	}
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
