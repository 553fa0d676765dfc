// Package rng is the one source of chance in tabletop: a small, seeded,
// deterministic random number generator whose output never changes.
//
// A [Source] is a PCG-DXSM generator: a 128-bit linear congruential generator
// with the "double xorshift multiply" output function, exactly the algorithm
// of math/rand/v2's PCG (a test checks the two agree). The implementation lives
// here rather than behind math/rand/v2 so that no Go release can change the
// cards a seed deals: the golden outputs in this package's tests pin it for
// good. The same seed gives the same stream on every machine and every Go
// version.
//
// A Source is a 16-byte value with no pointers. Copying it copies the stream,
// so it can live inside an immutable game state; methods that draw numbers
// have pointer receivers because they advance it. Streams for parts of a game
// ("round 3", "the faces") come from [Source.Derive], which leaves the
// receiver where it was.
//
// Source is not safe for concurrent use by several goroutines drawing from the
// same value; copies are independent.
package rng

import (
	"encoding/binary"
	"encoding/hex"
	"errors"
	"math/bits"
)

// Source is a PCG-DXSM random number generator. Its zero value is a valid
// generator (the stream of the state 0, 0), but [New] is the usual way to
// make one.
//
// *Source implements math/rand/v2's Source interface, so rand.New(&src)
// gives access to the standard library's distributions; only the methods of
// this package are guaranteed never to change their output.
type Source struct {
	hi, lo uint64
}

// New returns a Source seeded with seed. Every seed gives a different stream;
// the 64-bit seed is spread over the 128-bit state with SplitMix64, so that
// nearby seeds (0, 1, 2...) give unrelated streams.
func New(seed uint64) Source {
	return Source{hi: splitmix64(seed), lo: splitmix64(seed ^ 0x6a09e667f3bcc909)}
}

// splitmix64 is the SplitMix64 finaliser (Steele, Lea and Flood, 2014): a
// bijection on uint64 that scatters every input bit over the output.
func splitmix64(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// Derive returns a new Source for the part of a game named by label (a round
// number, a seat, a constant of the caller's). The derived stream depends on
// the receiver's state and on label only; the receiver does not advance, so
// deriving the same label twice gives the same stream, and different labels
// give unrelated streams.
func (r Source) Derive(label uint64) Source {
	h := splitmix64(r.hi ^ splitmix64(r.lo^splitmix64(label)))
	return Source{hi: h, lo: splitmix64(h ^ label ^ 0xbb67ae8584caa73b)}
}

// Uint64 returns a uniformly distributed 64-bit number and advances r.
func (r *Source) Uint64() uint64 {
	// The 128-bit LCG step: state = state*mul + inc (constants of pcg-cpp
	// and math/rand/v2).
	const (
		mulHi = 2549297995355413924
		mulLo = 4865540595714422341
		incHi = 6364136223846793005
		incLo = 1442695040888963407
	)
	hi, lo := bits.Mul64(r.lo, mulLo)
	hi += r.hi*mulLo + r.lo*mulHi + incHi
	// The carry of lo + incLo, by a comparison rather than bits.Add64:
	// the same code natively (a compare and a conditional move, where
	// Add64 is an add with carry), but bits.Add64 is no intrinsic in
	// WebAssembly, and its Go body makes Uint64 too costly to inline
	// there, into IntN and ShuffleSlice: a call for every number drawn.
	// TestUint64Inlines keeps it inlinable.
	lo += incLo
	if lo < incLo {
		hi++
	}
	r.hi, r.lo = hi, lo

	// DXSM output: double xorshift multiply of the new state.
	const cheapMul = 0xda942042e4dd58b5
	hi ^= hi >> 32
	hi *= cheapMul
	hi ^= hi >> 48
	hi *= lo | 1
	return hi
}

// IntN returns a uniformly distributed number in [0, n) and advances r. It
// has no modulo bias: it uses Lemire's multiply-and-reject method, which
// draws a second number only rarely (with probability below n/2⁶⁴). It
// panics if n <= 0, as math/rand/v2's IntN does: that is a programming error,
// not bad input.
func (r *Source) IntN(n int) int {
	if n <= 0 {
		panic("rng: IntN called with n <= 0")
	}
	bound := uint64(n)
	hi, lo := bits.Mul64(r.Uint64(), bound)
	if lo < bound {
		hi = r.reject(bound, hi, lo)
	}
	return int(hi)
}

// reject finishes a draw below bound whose product hi, lo may have to be
// rejected, because it would make small results likelier: rarely, so it is
// kept out of line.
func (r *Source) reject(bound, hi, lo uint64) uint64 {
	threshold := -bound % bound
	for lo < threshold {
		hi, lo = bits.Mul64(r.Uint64(), bound)
	}
	return hi
}

// Shuffle puts n elements in a uniformly random order (Fisher–Yates: for i
// from n-1 down to 1, swap i with a uniform j in [0, i], drawn as IntN(i+1)
// draws it) and advances r. swap(i, j) exchanges elements i and j. Shuffle
// does nothing for n < 2.
func (r *Source) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.IntN(i+1))
	}
}

// ShuffleSlice puts the elements of s in the order r.Shuffle(len(s), ...)
// would, and advances r as Shuffle does. It swaps them itself, with no
// function call for each element: about a third faster.
func ShuffleSlice[S ~[]E, E any](r *Source, s S) {
	for i := len(s) - 1; i > 0; i-- {
		// IntN(i+1), with Uint64 inlined here.
		bound := uint64(i + 1)
		j, lo := bits.Mul64(r.Uint64(), bound)
		if lo < bound {
			j = r.reject(bound, j, lo)
		}
		s[i], s[j] = s[j], s[i]
	}
}

// binaryPrefix starts the binary form, so that the state of another
// generator is never mistaken for a Source's.
const binaryPrefix = "pcg-dxsm:"

// binaryLen is the length of the binary form: the prefix, then hi and lo as
// big-endian 64-bit words.
const binaryLen = len(binaryPrefix) + 16

// errEncoding reports a binary or text form that is not a Source's.
var errEncoding = errors.New("rng: invalid Source encoding")

// AppendBinary implements [encoding.BinaryAppender]: it appends the state of
// r to b, as "pcg-dxsm:" followed by the two 64-bit halves of the state,
// big-endian.
func (r Source) AppendBinary(b []byte) ([]byte, error) {
	b = append(b, binaryPrefix...)
	b = binary.BigEndian.AppendUint64(b, r.hi)
	return binary.BigEndian.AppendUint64(b, r.lo), nil
}

// MarshalBinary implements [encoding.BinaryMarshaler].
func (r Source) MarshalBinary() ([]byte, error) {
	return r.AppendBinary(make([]byte, 0, binaryLen))
}

// UnmarshalBinary implements [encoding.BinaryUnmarshaler]: it restores a
// state saved by [Source.MarshalBinary], after which r continues the saved
// stream.
func (r *Source) UnmarshalBinary(data []byte) error {
	if len(data) != binaryLen || string(data[:len(binaryPrefix)]) != binaryPrefix {
		return errEncoding
	}
	data = data[len(binaryPrefix):]
	r.hi = binary.BigEndian.Uint64(data)
	r.lo = binary.BigEndian.Uint64(data[8:])
	return nil
}

// MarshalText implements [encoding.TextMarshaler]: "pcg-dxsm:" followed by
// the 128-bit state in 32 hexadecimal digits. encoding/json uses it, so a
// Source is a JSON string.
func (r Source) MarshalText() ([]byte, error) {
	var state [16]byte
	binary.BigEndian.PutUint64(state[:8], r.hi)
	binary.BigEndian.PutUint64(state[8:], r.lo)
	return hex.AppendEncode([]byte(binaryPrefix), state[:]), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler], the inverse of
// [Source.MarshalText].
func (r *Source) UnmarshalText(text []byte) error {
	if len(text) != len(binaryPrefix)+32 || string(text[:len(binaryPrefix)]) != binaryPrefix {
		return errEncoding
	}
	var state [16]byte
	if _, err := hex.Decode(state[:], text[len(binaryPrefix):]); err != nil {
		return errEncoding
	}
	r.hi = binary.BigEndian.Uint64(state[:8])
	r.lo = binary.BigEndian.Uint64(state[8:])
	return nil
}
