package speech

// Category is a CLDR plural category of a cardinal count: the form of the
// noun a count asks for. The four languages use one, many (French and
// Italian, for a multiple of a million) and other; the games count in
// integers, so the rules below are CLDR's for integers (v = 0), of the
// count's absolute value.
type Category uint8

// The plural categories the languages use.
const (
	Other Category = iota // every count the others leave: "2 points"
	One                   // "1 point"; in French also 0: "0 point"
	Many                  // French and Italian: a multiple of a million
)

// String returns the category's name in CLDR: "one", "many", "other".
func (c Category) String() string {
	switch c {
	case One:
		return "one"
	case Many:
		return "many"
	}
	return "other"
}

// abs returns the absolute value of n, CLDR's operand i for an integer.
func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// pluralOne is the rule of English, Dutch (and Italian below a million):
// one is i = 1 and v = 0.
func pluralOne(n int) Category {
	if abs(n) == 1 {
		return One
	}
	return Other
}

// millions is CLDR's many of French and Italian for integers:
// e = 0 and i != 0 and i % 1000000 = 0 and v = 0.
func millions(n int) bool { return n != 0 && abs(n)%1000000 == 0 }

// pluralFrench is French: one is i = 0,1; many a multiple of a million.
func pluralFrench(n int) Category {
	switch {
	case abs(n) <= 1:
		return One
	case millions(n):
		return Many
	}
	return Other
}

// pluralItalian is Italian: one is i = 1 and v = 0; many a multiple of a
// million.
func pluralItalian(n int) Category {
	if millions(n) {
		return Many
	}
	return pluralOne(n)
}
