package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Field is one field of an event's text and JSON forms: in text
// key=value, in JSON "key": value, the text itself when Bare is set (a
// number, or true or false) and a string otherwise; a List field's text is
// comma-separated items, and its JSON an array of them.
//
// A field with Omit is optional: it is left out of the text and JSON of
// an event for which Omit reports true, and an event read without it is
// zero there, so that a field added to a kind keeps the older logs
// readable and the wire compatible. Omit reads the fields before it.
type Field[E any] struct {
	Key  string
	Bare bool
	List bool
	Get  func(e *E) string
	Set  func(e *E, text string) error
	Omit func(e *E) bool
}

// Optional returns f left out of an event for which omit reports true
// (see [Field]).
func Optional[E any](f Field[E], omit func(e *E) bool) Field[E] {
	f.Omit = omit
	return f
}

// omitted reports whether f is left out of e.
func (f *Field[E]) omitted(e *E) bool { return f.Omit != nil && f.Omit(e) }

// Int is a numeric field from lo to hi.
func Int[E any](key string, n func(e *E) *int, lo, hi int) Field[E] {
	return Field[E]{Key: key, Bare: true,
		Get: func(e *E) string { return strconv.Itoa(*n(e)) },
		Set: func(e *E, text string) error {
			v, err := strconv.Atoi(text)
			if err != nil || v < lo || v > hi {
				return fmt.Errorf("%s is not a number from %d to %d", Quote(text), lo, hi)
			}
			*n(e) = v
			return nil
		}}
}

// Text is a field with a text form of its own: format and parse, such as a
// cell's String and its parser.
func Text[E any, V any](key string, v func(e *E) *V, format func(V) string, parse func(string) (V, error)) Field[E] {
	return Field[E]{Key: key,
		Get: func(e *E) string { return format(*v(e)) },
		Set: func(e *E, text string) (err error) { *v(e), err = parse(text); return err }}
}

// Bool is a field of true or false: JSON's booleans, which a JavaScript
// client tests as such (the string "false" would be true there).
func Bool[E any](key string, b func(e *E) *bool) Field[E] {
	return Field[E]{Key: key, Bare: true,
		Get: func(e *E) string { return strconv.FormatBool(*b(e)) },
		Set: func(e *E, text string) error {
			v, err := strconv.ParseBool(text)
			if err != nil || (text != "true" && text != "false") {
				return fmt.Errorf("%s is not true or false", Quote(text))
			}
			*b(e) = v
			return nil
		}}
}

// Codec writes and reads the events of one game. E is the event type and K
// its kind, a small integer whose name is Names[K]; Fields[K] lists the
// fields of a kind, in the order of its text (a field whose parsing needs
// another comes after it).
type Codec[E comparable, K ~uint8] struct {
	Game    string // the game's name, which begins the errors of EncodeText and EncodeJSON
	Names   []string
	Fields  [][]Field[E]
	Kind    func(e *E) *K
	Invalid error // the game's sentinel for malformed events
	// MaxBytes bounds the text and JSON that DecodeText and DecodeJSON
	// read: longer input, longer than any event's, is refused before it
	// is read, so that its cost does not grow with it. 0 is no bound.
	MaxBytes int
}

// String returns the event's text: the kind, then key=value for each of
// its fields. An unknown kind gives false.
func (c *Codec[E, K]) String(e *E) (string, bool) {
	k := int(*c.Kind(e))
	if k <= 0 || k >= len(c.Names) {
		return "", false
	}
	var b strings.Builder
	b.WriteString(c.Names[k])
	for _, f := range c.Fields[k] {
		if !f.omitted(e) {
			b.WriteString(" " + f.Key + "=" + f.Get(e))
		}
	}
	return b.String(), true
}

// EncodeText returns the event's text, or an error if the event would not
// read back as itself: an unknown kind, a value out of range, or a field its
// kind does not use. The error begins with the game's name.
func (c *Codec[E, K]) EncodeText(e *E) ([]byte, error) {
	k, fields, err := c.encodable(e)
	if err != nil {
		return nil, err
	}
	text := append(make([]byte, 0, 64), c.Names[k]...)
	for _, f := range fields.texts[:fields.n] {
		text = append(append(append(append(text, ' '), f.key...), '='), f.value...)
	}
	return text, nil
}

// encodedFields are the fields an event has, in its kind's order, and
// their text.
type encodedFields[E any] struct {
	fields [maxFields]*Field[E]
	texts  [maxFields]fieldText
	n      int
}

// encodable returns e's kind and its fields, after checking that its text
// would read back as itself (DecodeText's words, each key=value with no
// space in the value, decoded to e), or an error that begins with the
// game's name. Each field's Get runs once, for the text and the JSON forms
// alike.
func (c *Codec[E, K]) encodable(e *E) (k int, out encodedFields[E], err error) {
	k = int(*c.Kind(e))
	ok := k > 0 && k < len(c.Names) && len(c.Fields[k]) <= maxFields
	if ok {
		for i := range c.Fields[k] {
			f := &c.Fields[k][i]
			if f.omitted(e) {
				continue
			}
			value := f.Get(e)
			word, _ := nextWord(value) // the whole value, unless it holds a space
			ok = ok && word == value
			out.fields[out.n], out.texts[out.n] = f, fieldText{f.Key, value}
			out.n++
		}
		var back E
		ok = ok && c.decode(c.Names[k], out.texts[:out.n], out.n, &back) == nil && back == *e
	}
	if !ok {
		return 0, out, fmt.Errorf("%s: cannot marshal an event with an unknown kind, fields out of range, or fields its kind does not use", c.Game)
	}
	return k, out, nil
}

// DecodeText reads an event's text into e, which it leaves alone on an
// error wrapping Invalid, such as text longer than MaxBytes.
func (c *Codec[E, K]) DecodeText(text []byte, e *E) error {
	if err := c.checkLength(text, "text"); err != nil {
		return err
	}
	name, rest := nextWord(string(text))
	return c.decodeWords(name, rest, e)
}

// checkLength refuses input longer than MaxBytes, in words that name the
// bound; form is "text" or "JSON".
func (c *Codec[E, K]) checkLength(input []byte, form string) error {
	if c.MaxBytes > 0 && len(input) > c.MaxBytes {
		return fmt.Errorf("%w: %d bytes of %s; an event takes at most %d", c.Invalid, len(input), form, c.MaxBytes)
	}
	return nil
}

// maxFields is how many fields of an event's text decodeWords keeps, in an
// array rather than a map; no game's event has so many, so that more is an
// error whatever they are.
const maxFields = 16

// fieldText is one field of an event as read, before its Set.
type fieldText struct{ key, value string }

// decodeWords sets e from a kind's name and the rest of its text: words of
// key=value, each key once.
func (c *Codec[E, K]) decodeWords(name, rest string, e *E) error {
	var fields [maxFields]fieldText
	n := 0
	for w, rest := nextWord(rest); w != ""; w, rest = nextWord(rest) {
		key, value, ok := strings.Cut(w, "=")
		for _, f := range fields[:min(n, maxFields)] {
			ok = ok && f.key != key
		}
		if !ok {
			return fmt.Errorf("%w: %s: write each field once, as key=value", c.Invalid, Quote(w))
		}
		if n < maxFields {
			fields[n] = fieldText{key, value}
		}
		n++
	}
	return c.decode(name, fields[:min(n, maxFields)], n, e)
}

// nextWord returns the first word of text, as strings.Fields splits it,
// and the text after it.
func nextWord(text string) (word, rest string) {
	start := 0
	for start < len(text) {
		size, space := char(text[start:])
		if !space {
			break
		}
		start += size
	}
	end := start
	for end < len(text) {
		size, space := char(text[end:])
		if space {
			break
		}
		end += size
	}
	return text[start:end], text[end:]
}

// char returns the length of the character text begins with, and whether
// it is white space, as unicode.IsSpace says.
func char(text string) (size int, space bool) {
	if c := text[0]; c < utf8.RuneSelf {
		return 1, c == ' ' || '\t' <= c && c <= '\r'
	}
	r, size := utf8.DecodeRuneInString(text)
	return size, unicode.IsSpace(r)
}

// decode sets e from a kind's name and its fields' text, n of them (the
// first of which are fields, with distinct keys), which must be exactly the
// kind's fields but the optional ones its event omits. It decodes into e
// itself, which it restores on an error, so that an event read from a log
// is not allocated on its own.
func (c *Codec[E, K]) decode(name string, fields []fieldText, n int, e *E) error {
	k := 0
	for i := 1; i < len(c.Names); i++ {
		if c.Names[i] == name && name != "" {
			k = i
		}
	}
	if k == 0 {
		return fmt.Errorf("%w: %s is not a kind of event", c.Invalid, Quote(name))
	}
	if n > len(c.Fields[k]) {
		return c.fieldsError(k)
	}
	saved := *e
	*e = *new(E)
	*c.Kind(e) = K(k)
	found := 0
	for _, f := range c.Fields[k] {
		i := slices.IndexFunc(fields, func(t fieldText) bool { return t.key == f.Key })
		if i >= 0 {
			found++
			if err := f.Set(e, fields[i].value); err != nil {
				*e = saved
				return fmt.Errorf("%w: %s: %v", c.Invalid, f.Key, err)
			}
		}
		// An optional field is there exactly when its event has it.
		if (i < 0) != f.omitted(e) {
			*e = saved
			return c.fieldsError(k)
		}
	}
	if found != n {
		*e = saved
		return c.fieldsError(k)
	}
	return nil
}

// fieldsError says which fields the kind k has.
func (c *Codec[E, K]) fieldsError(k int) error {
	var keys, optional []string
	for _, f := range c.Fields[k] {
		if f.Omit == nil {
			keys = append(keys, f.Key)
		} else {
			optional = append(optional, f.Key)
		}
	}
	text := strings.Join(keys, ", ")
	if len(optional) > 0 {
		text += " and, where they apply, " + strings.Join(optional, ", ")
	}
	return fmt.Errorf("%w: a %s event has the fields %s", c.Invalid, c.Names[k], text)
}

// EncodeJSON returns the event as a JSON object: the kind and its fields,
// as in the text form, numbers as numbers. It is refused as EncodeText is.
func (c *Codec[E, K]) EncodeJSON(e *E) ([]byte, error) {
	k, fields, err := c.encodable(e)
	if err != nil {
		return nil, err
	}
	b := append(make([]byte, 0, 128), `{"kind":`...)
	b = appendQuoted(b, c.Names[k])
	for i, text := range fields.texts[:fields.n] {
		f := fields.fields[i]
		b = append(b, ',')
		b = appendQuoted(b, text.key)
		b = append(b, ':')
		if !f.List {
			b = appendJSONValue(b, text.value, f.Bare)
			continue
		}
		b = append(b, '[')
		comma := false
		for item := range strings.SplitSeq(text.value, ",") {
			if comma {
				b = append(b, ',')
			}
			b, comma = appendJSONValue(b, item, f.Bare), true
		}
		b = append(b, ']')
	}
	return append(b, '}'), nil
}

// DecodeJSON reads an event's JSON object into e, which it leaves alone
// on an error wrapping Invalid. Plain JSON, such as EncodeJSON writes, is
// read as its text is (see plainFields). JSON longer than MaxBytes is an
// error, before it is read.
func (c *Codec[E, K]) DecodeJSON(data []byte, e *E) error {
	if err := c.checkLength(data, "JSON"); err != nil {
		return err
	}
	var fields [maxFields]fieldText
	if kind, n, ok := plainFields(data, &fields); ok {
		return c.decode(kind, fields[:n], n, e)
	}
	return c.decodeJSON(data, e)
}

// decodeJSON is DecodeJSON's generic path, for any JSON.
func (c *Codec[E, K]) decodeJSON(data []byte, e *E) error {
	var raw map[string]json.RawMessage
	if err := Decode(data, &raw, Strict{AllowUnknown: true, RefuseRepeats: true}); err != nil {
		return fmt.Errorf("%w: %v", c.Invalid, err)
	}
	var fields []fieldText
	var name string
	for key, value := range raw {
		text, err := FieldText(value)
		if err != nil {
			return fmt.Errorf("%w: %s is %v", c.Invalid, Shorten(key, quoteLimit), err)
		}
		if key == "kind" {
			name = text
			continue
		}
		fields = append(fields, fieldText{key, text})
	}
	return c.decode(name, fields, len(fields), e)
}

// FieldText returns the text form of a field's JSON: a string, a number or
// a boolean as itself, a list as its items, which must not hold commas,
// joined by commas.
func FieldText(value json.RawMessage) (string, error) {
	if text, ok := scalarText(value); ok {
		return text, nil
	}
	var items []json.RawMessage
	if json.Unmarshal(value, &items) != nil {
		return "", errors.New("not a string, a number or a list of them")
	}
	parts := make([]string, len(items))
	for i, item := range items {
		text, ok := scalarText(item)
		if !ok || strings.Contains(text, ",") {
			return "", errors.New("not a list of strings or numbers")
		}
		parts[i] = text
	}
	return strings.Join(parts, ","), nil
}

// scalarText returns a JSON string, number or boolean as text, and false
// for any other JSON value.
func scalarText(raw json.RawMessage) (string, bool) {
	var text string
	if json.Unmarshal(raw, &text) == nil {
		return text, true
	}
	var b bool
	if json.Unmarshal(raw, &b) == nil {
		return strconv.FormatBool(b), true
	}
	var n json.Number
	if json.Unmarshal(raw, &n) == nil {
		return n.String(), true
	}
	return "", false
}

// Join formats items and joins them with sep: lists of cards or tiles in
// events, in pictures of the table and in error messages.
func Join[T any](items []T, format func(T) string, sep string) string {
	parts := make([]string, len(items))
	for i, item := range items {
		parts[i] = format(item)
	}
	return strings.Join(parts, sep)
}

// ParseList parses exactly len(dst) comma-separated items into dst.
func ParseList[T any](dst []T, text string, parse func(string) (T, error)) error {
	items := strings.Split(text, ",")
	if len(items) != len(dst) {
		return fmt.Errorf("%d items, not %d", len(items), len(dst))
	}
	for i, item := range items {
		v, err := parse(item)
		if err != nil {
			return err
		}
		dst[i] = v
	}
	return nil
}
