package engine

// Checked returns f(a), or, when f refuses a, the zero T and f's error
// wrapped in sentinel ([Wrap]): an exported constructor such as each game's
// FromPosition is then one line over the unexported function that says
// what is wrong, with the sentinel errors.Is matches.
func Checked[A, T any](sentinel error, f func(A) (T, error), a A) (T, error) {
	v, err := f(a)
	if err != nil {
		var zero T
		return zero, Wrap(sentinel, err)
	}
	return v, nil
}
