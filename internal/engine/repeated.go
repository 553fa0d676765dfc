package engine

// RepeatedKey returns a key that the top-level JSON object data gives
// twice, if any, as Decode's Strict.RefuseRepeats finds it: so that a
// refusal of options can name the option given twice.
func RepeatedKey(data []byte) (string, bool) { return repeatedKey(data, false) }
