package main

// The server reads a request's JSON with encoding/json alone, as any
// program that copies it can: strictly, and with errors that stay short
// whatever the body holds.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// quoteLimit is how many bytes of what a client sent an error quotes.
const quoteLimit = 40

// truncate shortens what a client sent to quote it in an error: its
// first 40 bytes at most, cut where a character starts, and "..." when
// it was longer, so that a huge input never makes a huge message.
func truncate(s string) string {
	if len(s) <= quoteLimit {
		return s
	}
	cut := 0
	for i := range s { // i runs over where each character starts
		if i > quoteLimit {
			break
		}
		cut = i
	}
	return s[:cut] + "..."
}

// decodeBody reads body, one JSON value, into v strictly: a field that v
// has not, a key that the top-level object gives twice (encoding/json
// would keep the last silently) and anything after the value are
// refused with a 400 that says which.
func decodeBody(body []byte, v any) error {
	if err := strictJSON(body, v); err != nil {
		return errorf(http.StatusBadRequest, "the body is not the JSON expected: %v", err)
	}
	return nil
}

// strictJSON is decodeBody's reading, its error without the status.
func strictJSON(body []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return shortJSONError(err, len(body))
	}
	if rest := bytes.TrimLeft(body[dec.InputOffset():], " \t\r\n"); len(rest) > 0 {
		// As json.Unmarshal says it, and where.
		return fmt.Errorf("not valid JSON at byte %d: invalid character %q after top-level value", len(body)-len(rest)+1, rest[0])
	}
	if key, ok := repeatedKey(body); ok {
		return fmt.Errorf("the key %q is given twice", truncate(key))
	}
	return nil
}

// shortJSONError returns an error of encoding/json that quotes at most
// quoteLimit bytes of the body, n bytes long, without the "json: "
// prefix; an error of a type's own UnmarshalJSON is returned as it is.
func shortJSONError(err error, n int) error {
	var syntax *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syntax):
		return fmt.Errorf("not valid JSON at byte %d: %v", syntax.Offset, syntax)
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF): // a decoder's word for a body cut off
		return fmt.Errorf("not valid JSON at byte %d: unexpected end of JSON input", n)
	case errors.As(err, &typ) && typ.Field != "":
		return fmt.Errorf("%s cannot be a JSON %s", typ.Field, truncate(typ.Value))
	case errors.As(err, &typ):
		return fmt.Errorf("the body cannot be a JSON %s", truncate(typ.Value))
	}
	if field, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		return errors.New("unknown field " + truncate(field))
	}
	return err
}

// repeatedKey returns a key that the top-level object of body, which is
// valid JSON, gives twice, if any.
func repeatedKey(body []byte) (string, bool) {
	dec := json.NewDecoder(bytes.NewReader(body))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return "", false
	}
	seen := map[string]bool{}
	for dec.More() {
		t, err := dec.Token()
		key, _ := t.(string)
		if err != nil || seen[key] {
			return key, err == nil
		}
		seen[key] = true
		var value json.RawMessage
		if dec.Decode(&value) != nil {
			return "", false
		}
	}
	return "", false
}
