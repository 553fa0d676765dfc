package lino

import "math/bits"

// While filling, the tiles stay where they are, so the filling phase works
// on the tiles by number instead of on the board. Each direction orders the
// 56 tiles so that every line along it, a maximal stretch of tiles one step
// of the direction apart, takes consecutive places:
//
//   - East by row, then column: grid order, so a tile's place is its rank;
//   - South by column, then row;
//   - SouthEast by diagonal (x-y), then row;
//   - NorthEast by antidiagonal (x+y), then column.
//
// A set of tiles, such as a seat's stones, is then a uint64 per direction,
// bit q for the tile in place q, and every line is a run of bits. Whether
// a stone closed a row, how long a run of stones is, and which stones lie
// around a star come out of a few bit operations, without walking the
// board: a tile's eight neighbours are the places just before and after it
// in the four orders, within the same line.

// lines describes the lines of a built field: where each tile stands in
// each direction's order, and where the lines begin.
type lines struct {
	// place holds, for each tile by rank, its place in the orders of
	// South, SouthEast and NorthEast (East's place is the rank).
	place [NumTiles][numDirections - 1]uint8
	// starts holds, for each direction, the places that begin a line, and
	// bit NumTiles past the last, so that every line has an end.
	starts [numDirections]uint64
}

// allTiles has a bit for each tile's place.
const allTiles = 1<<NumTiles - 1

// linesOf works out the lines of the field tiles, which holds NumTiles
// tiles.
func linesOf(tiles *board) lines {
	var spots [NumTiles]spot
	tiles.spots(spots[:0])
	var l lines
	for d := range numDirections {
		// A counting sort by line, stable, over the tiles in an order
		// that walks each line forwards: grid order does for every
		// direction but NorthEast, whose lines climb, and which therefore
		// takes the tiles in reverse grid order.
		var inLine [2 * gridSize]uint8 // tiles in each line, then the place of its next tile
		lineOf := func(r int) int {
			x, y := spots[r].xy()
			return [...]int{y, x, x - y + gridSize - 1, x + y}[d]
		}
		for r := range NumTiles {
			inLine[lineOf(r)]++
		}
		next := uint8(0)
		for i, n := range inLine {
			inLine[i], next = next, next+n
		}
		var at [NumTiles]spot // the tile in each place
		for i := range NumTiles {
			r := i
			if d == NorthEast {
				r = NumTiles - 1 - i
			}
			q := inLine[lineOf(r)]
			inLine[lineOf(r)]++
			at[q] = spots[r]
			if d != East {
				l.place[r][d-1] = q
			}
		}
		// A place begins a line unless the tile before it is the cell one
		// step back.
		dx, dy := d.step()
		l.starts[d] = 1 | 1<<NumTiles
		for q := 1; q < NumTiles; q++ {
			x, y := at[q].xy()
			if px, py := at[q-1].xy(); px != x-dx || py != y-dy {
				l.starts[d] |= 1 << q
			}
		}
	}
	return l
}

// placeOf returns the place of the tile of rank r in d's order.
func (l *lines) placeOf(d Direction, r int) int {
	if d == East {
		return r
	}
	return int(l.place[r][d-1])
}

// rankAt returns the rank of the tile in place q of d's order.
func (l *lines) rankAt(d Direction, q int) int {
	if d == East {
		return q
	}
	for r := range NumTiles {
		if int(l.place[r][d-1]) == q {
			return r
		}
	}
	panic("lino: no tile in that place")
}

// line returns the places of the line along d through place q: from the
// last start up to q to the place before the next start after q. It is on
// the hot path of Next, so it masks its shift counts with &63: that tells
// the compiler that they are below 64, and saves the instructions that Go's
// semantics of longer shifts cost otherwise (selectBit does the same).
func (l *lines) line(d Direction, q int) uint64 {
	upTo := uint64(2)<<(q&63) - 1 // places 0 to q
	after := l.starts[d] &^ upTo
	next := after & -after                                                // the first start after q
	first := uint64(1) << (63 - bits.LeadingZeros64(l.starts[d]&upTo)&63) // the last start up to q
	return (next - 1) &^ (first - 1)
}

// full reports whether the line is a row, two tiles or more, and every one
// of its places is in filled: a closed row, when filled holds the stones.
func full(line, filled uint64) bool { return line&(line-1) != 0 && filled&line == line }

// links returns the places of set that continue, along d, a stretch of set
// begun at an earlier place: the place before is in set and in the same
// line.
func (l *lines) links(d Direction, set uint64) uint64 {
	return set & (set << 1) &^ l.starts[d]
}

// stretch returns the length of the stretch of set along d through place
// q, with q counted as in set.
func (l *lines) stretch(d Direction, set uint64, q int) int {
	set |= 1 << q
	linked := l.links(d, set)
	after := bits.TrailingZeros64(^(linked >> (q + 1)))  // the places after q linked to it
	before := bits.LeadingZeros64(^(linked << (63 - q))) // q and the places before it linked back
	return 1 + after + before
}

// runs returns the places of set that begin a stretch along d of at least
// 4, 5, 6 and 7 places.
func (l *lines) runs(d Direction, set uint64) (from4, from5, from6, from7 uint64) {
	linked := l.links(d, set)
	from4 = set &^ linked & (linked >> 1) & (linked >> 2) & (linked >> 3)
	from5 = from4 & (linked >> 4)
	from6 = from5 & (linked >> 5)
	from7 = from6 & (linked >> 6)
	return from4, from5, from6, from7
}

// runPointsOf returns the points of the runs of four stones or more in set
// along d: 10 for 4 stones, 20 for 5, 30 for 6 and 40 for 7 or more.
func (l *lines) runPointsOf(d Direction, set uint64) int {
	from4, from5, from6, from7 := l.runs(d, set)
	return runPoints[4] * (bits.OnesCount64(from4) + bits.OnesCount64(from5) +
		bits.OnesCount64(from6) + bits.OnesCount64(from7))
}

// runLength returns the length of the stretch of set along d that begins
// at place q.
func (l *lines) runLength(d Direction, set uint64, q int) int {
	return 1 + bits.TrailingZeros64(^(l.links(d, set) >> (q + 1)))
}

// around returns the places next to place q along d, in its line.
func (l *lines) around(d Direction, q int) uint64 {
	return (uint64(1)<<q>>1)&^(l.starts[d]>>1) | (uint64(1)<<(q+1))&^l.starts[d]
}

// selectBit returns the place of the k-th set bit of set, from 0; set must
// have more than k bits. It finds the byte that holds the bit with a few
// word operations, without a loop or a branch, and the bit in the byte
// from a table.
func selectBit(set uint64, k int) int {
	// The bits set in each byte, then in each byte and the bytes below.
	c := set - set>>1&0x5555555555555555
	c = c&0x3333333333333333 + c>>2&0x3333333333333333
	c = (c + c>>4) & 0x0f0f0f0f0f0f0f0f
	sums := c * eachByte
	// The bytes whose sums do not pass k lie wholly before the bit.
	before := bytesAtMost(sums, k)
	k -= int(sums << 8 >> (8 * before & 63) & 0xff)
	return 8*before + int(selectInByte[k][byte(set>>(8*before&63))])
}

// eachByte has a 1 in each byte.
const eachByte = 0x0101010101010101

// bytesAtMost returns how many bytes of word are at most k; the bytes and k
// must be below 128.
func bytesAtMost(word uint64, k int) int {
	// Each byte of k+128-word keeps its high bit exactly when the byte of
	// word is at most k, and no byte borrows from the next.
	high := (uint64(k)*eachByte | 0x80*eachByte) - word
	// The multiplication adds up those bits, one a byte, in the top byte.
	return int((high >> 7 & eachByte) * eachByte >> 56)
}

// selectInByte[k][b] is the place of the k-th set bit of the byte b.
var selectInByte = func() (t [8][256]uint8) {
	for b := range 256 {
		k := 0
		for i := range 8 {
			if b>>i&1 != 0 {
				t[k][b] = uint8(i)
				k++
			}
		}
	}
	return t
}()
