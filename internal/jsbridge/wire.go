package jsbridge

import "strconv"

// The answers of the calls a game driven from JavaScript makes at every
// move (open, play, think, choose) are written by hand rather than by
// marshal: encoding/json's reflection over a tableResult and the answer
// that holds it took about an eighth of such a game's time. A test
// compares each with marshal's bytes.

// appendJSON appends r as marshal writes it.
func (r tableResult) appendJSON(out []byte) []byte {
	out = strconv.AppendInt(append(out, `{"handle":`...), int64(r.Handle), 10)
	out = appendQuoted(append(out, `,"game":`...), r.Game)
	out = strconv.AppendInt(append(out, `,"players":`...), int64(r.Players), 10)
	out = strconv.AppendInt(append(out, `,"toMove":`...), int64(r.ToMove), 10)
	out = strconv.AppendBool(append(out, `,"over":`...), r.Over)
	out = appendInts(append(out, `,"scores":`...), r.Scores)
	if len(r.Winners) > 0 {
		out = appendInts(append(out, `,"winners":`...), r.Winners)
	}
	out = strconv.AppendBool(append(out, `,"fromPosition":`...), r.FromPosition)
	return append(out, '}')
}

// A playResult is what play and playJSON answer: the new table, and the
// handle and length of the move's events.
type playResult struct {
	Table  tableResult `json:"table"`
	Events int         `json:"events"`
	Length int         `json:"length"`
}

// appendJSON appends p as marshal writes it.
func (p playResult) appendJSON(out []byte) []byte {
	out = p.Table.appendJSON(append(out, `{"table":`...))
	out = strconv.AppendInt(append(out, `,"events":`...), int64(p.Events), 10)
	out = strconv.AppendInt(append(out, `,"length":`...), int64(p.Length), 10)
	return append(out, '}')
}

// appendInts appends s as a JSON array; null for nil, as marshal writes it.
func appendInts(out []byte, s []int) []byte {
	if s == nil {
		return append(out, "null"...)
	}
	out = append(out, '[')
	for i, n := range s {
		if i > 0 {
			out = append(out, ',')
		}
		out = strconv.AppendInt(out, int64(n), 10)
	}
	return append(out, ']')
}

// appendQuoted appends s as a JSON string, as marshal writes it: a string
// of printable ASCII without a quote or a backslash (a game's name, a
// move's notation) as it is, and any other through marshal.
func appendQuoted(out []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' {
			quoted, _ := marshal(s) // a string: it cannot fail
			return append(out, quoted...)
		}
	}
	out = append(out, '"')
	out = append(out, s...)
	return append(out, '"')
}
