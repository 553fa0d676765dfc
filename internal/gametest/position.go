package gametest

import (
	"errors"
	"strings"
)

// RefusedOrPlaysOn checks p, a Position that a test has changed at random:
// fromPosition (the package's FromPosition) either refuses it with an
// error that wraps errInvalid, names the package pkg once (the sentinel's
// "pkg:" prefix, not repeated by the wrapping) and is shorter than maxLen
// bytes, or gives a State that playsOn accepts.
func RefusedOrPlaysOn[S, P any](t TB, p P, fromPosition func(P) (S, error), errInvalid error, pkg string, maxLen int, playsOn func(S)) {
	t.Helper()
	s, err := fromPosition(p)
	if err == nil {
		playsOn(s)
		return
	}
	msg := err.Error()
	switch {
	case !errors.Is(err, errInvalid):
		t.Fatalf("a changed position is refused with %v, not %v", err, errInvalid)
	case strings.Count(msg, pkg+":") != 1:
		t.Fatalf("a changed position's error names %q other than once: %v", pkg+":", err)
	case len(msg) >= maxLen:
		t.Fatalf("a changed position's error is %d bytes long: %.*s", len(msg), maxLen, msg)
	}
}
