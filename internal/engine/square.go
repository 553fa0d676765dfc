package engine

// SquareIndex returns the index of the cell x,y in a square of side span
// whose cells lie from -offset to span-offset-1 on both axes, row after
// row, and whether the square holds the cell: how Lino's grid and LINX's
// window number their cells. It inlines, and so costs the hot paths that
// call it nothing.
func SquareIndex(x, y int8, offset, span int) (int, bool) {
	i, j := int(x)+offset, int(y)+offset
	if i < 0 || i >= span || j < 0 || j >= span {
		return 0, false
	}
	return j*span + i, true
}
