package engine

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// A toy game's events, with each kind of field a game's codec has: a
// number, a text with a parser of its own, a boolean and a list.
type (
	toyKind  uint8
	toyEvent struct {
		Kind  toyKind
		Seat  int
		From  string
		Last  bool
		Cards [3]int
	}
)

var errToy = errors.New("toy: invalid event")

func toyCodec() *Codec[toyEvent, toyKind] {
	seat := Int("seat", func(e *toyEvent) *int { return &e.Seat }, 0, 4)
	from := Text("from", func(e *toyEvent) *string { return &e.From }, func(s string) string { return s },
		func(s string) (string, error) {
			if s != "pile" && s != "display" {
				return "", fmt.Errorf("%s is neither pile nor display", Quote(s))
			}
			return s, nil
		})
	last := Bool("last", func(e *toyEvent) *bool { return &e.Last })
	cards := Field[toyEvent]{Key: "cards", Bare: true, List: true,
		Get: func(e *toyEvent) string { return Join(e.Cards[:], strconv.Itoa, ",") },
		Set: func(e *toyEvent, text string) error { return ParseList(e.Cards[:], text, strconv.Atoi) }}
	return &Codec[toyEvent, toyKind]{
		Names:   []string{"", "turn-passed", "card-drawn", "round-dealt"},
		Fields:  [][]Field[toyEvent]{nil, {seat}, {seat, from, last}, {seat, cards}},
		Kind:    func(e *toyEvent) *toyKind { return &e.Kind },
		Invalid: errToy,
	}
}

// TestPlainTextAgreesWithTheGenericPath: the fast path of DecodeJSON reads
// what its generic path reads, or leaves the input to it, over the JSON of
// events and mutations of it.
func TestPlainTextAgreesWithTheGenericPath(t *testing.T) {
	c := toyCodec()
	var samples []string
	for _, e := range []toyEvent{{Kind: 1, Seat: 2}, {Kind: 2, Seat: 1, From: "pile", Last: true},
		{Kind: 2, Seat: 4, From: "display"}, {Kind: 3, Seat: 0, Cards: [3]int{7, -2, 13}}} {
		data, err := c.EncodeJSON(&e)
		if err != nil {
			t.Fatal(err)
		}
		var back toyEvent
		if _, _, ok := plainFields(data, new([maxFields]fieldText)); !ok || c.DecodeJSON(data, &back) != nil || back != e {
			t.Fatalf("%s: read plainly %v, as %v", data, ok, back)
		}
		samples = append(samples, string(data))
	}
	samples = append(samples, `{"kind":"turn-passed","seat":1}`, ` { "seat" : 1 , "kind" : "turn-passed" } `,
		`{"kind":"turn-passed","seat":1,}`, `{"kind":"turn-passed","seat":01}`, `{"kind":"turn-passed","seat":"1"}`,
		`{"kind":"turn-passed","seat":1,"seat":1}`, `{"kind":"turn-passed","seat":[1]}`, `{"kind":["turn-passed"],"seat":1}`,
		`{"kind":"turn-passed","seat":1}x`, `{"kind":"turn-passed","seat":-0}`, `{"kind":"turn-passed","seat":1e0}`,
		`{"kind":"round-dealt","seat":0,"cards":[]}`, `{"kind":"card-drawn","seat":1,"from":"pile seat=2","last":false}`,
		`{"kind":"card-drawn","seat":1,"from":"pile,x","last":false}`, `{"kind":"card-drawn","seat":1,"from":"pile\u00a0last=true"}`,
		`{"kind":"card-drawn","seat":1,"from":"pile","last":true,"last":true}`, `{"kind":"card-drawn","seat":1,"from":"pile","last":truex}`,
		`{"kind":"round-dealt","seat":0,"cards":["1,2",3]}`, `{"kind":"round-dealt","seat":0,"cards":[1,2,3,4]}`,
		"{\"kind\":\"card-drawn\",\"seat\":1,\"from\":\"pile\u00a0last=true\"}")
	rapid.Check(t, func(t *rapid.T) {
		data := rapid.SampledFrom(samples).Draw(t, "sample")
		for range rapid.IntRange(0, 3).Draw(t, "edits") {
			i := rapid.IntRange(0, len(data)).Draw(t, "at")
			switch rapid.IntRange(0, 2).Draw(t, "edit") {
			case 0:
				data = data[:i] + rapid.SampledFrom([]string{`"`, ",", ":", "[", "]", "{", "}", " ", "=", "-", "0", "7", `\`, "J", "x"}).Draw(t, "insert") + data[i:]
			case 1:
				if i < len(data) {
					data = data[:i] + data[i+1:]
				}
			case 2:
				data = strings.Replace(data, `"`, ``, 1)
			}
		}
		var fast, slow toyEvent
		input := []byte(data)
		errFast := c.DecodeJSON(input, &fast)
		if string(input) != data {
			t.Fatalf("decoding changed its input %s into %s", data, input)
		}
		errSlow := c.decodeJSON([]byte(data), &slow)
		if (errFast == nil) != (errSlow == nil) || fast != slow {
			t.Fatalf("%s: fast %v (%v), generic %v (%v)", data, fast, errFast, slow, errSlow)
		}
	})
}

// TestCodecReadsEachFieldOnce: a key given twice is refused in JSON, plain
// or not, as in text; text splits its words where strings.Fields does.
func TestCodecReadsEachFieldOnce(t *testing.T) {
	c := toyCodec()
	var e toyEvent
	for _, data := range []string{`{"kind":"turn-passed","seat":1,"seat":1}`, `{"kind":"turn-passed","seat":1,"seat":"1"}`,
		`{"kind":"turn-passed","kind":"turn-passed","seat":1}`} {
		if err := c.DecodeJSON([]byte(data), &e); !errors.Is(err, errToy) {
			t.Errorf("%s: %v", data, err)
		}
	}
	if err := c.DecodeText([]byte("turn-passed seat=1 seat=1"), &e); !errors.Is(err, errToy) {
		t.Errorf("text with a field twice: %v", err)
	}
	if err := c.DecodeText([]byte("\u00a0turn-passed\u2003seat=3\n"), &e); err != nil || e != (toyEvent{Kind: 1, Seat: 3}) {
		t.Errorf("text spaced by Unicode: %v, %v", e, err)
	}
	// A field that does not parse leaves the event as it was.
	before := toyEvent{Kind: 2, Seat: 4, From: "display"}
	e = before
	for _, text := range []string{"card-drawn seat=1 from=nowhere last=true", "card-drawn seat=1 from=pile last=maybe", "card-drawn seat=1"} {
		if err := c.DecodeText([]byte(text), &e); err == nil || e != before {
			t.Errorf("%s: %v, %v", text, e, err)
		}
	}
}
