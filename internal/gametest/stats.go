package gametest

import "math"

// Wilson returns the 95% Wilson score interval of a rate of wins out of n
// games, as the games' strength tests report it: unlike the normal
// approximation, it stays within [0, 1] and is sound for rates near 0 or
// 1 and for small n. Wins is a float so that a tie may count a fraction.
func Wilson(wins float64, n int) (lo, hi float64) {
	const z = 1.959963984540054 // the 97.5th percentile of the normal law
	p, nf := wins/float64(n), float64(n)
	centre := (p + z*z/(2*nf)) / (1 + z*z/nf)
	half := z / (1 + z*z/nf) * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf))
	return max(0, centre-half), min(1, centre+half) // within [0, 1] despite rounding
}
