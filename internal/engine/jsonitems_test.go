package engine

import "testing"

func TestCountJSONItems(t *testing.T) {
	for text, want := range map[string]int{
		`[]`: 0, ` [ ] `: 0, `{}`: 0, `[1]`: 1, `[1,2,3]`: 3, `["a,b","c]"]`: 2,
		`[[1,2],{"a":[3,4]},"\"]"]`: 3, `{"a":1,"b":[1,2]}`: 2, "[\n1,\n2\n]\n": 2,
	} {
		if n, ok := CountJSONItems([]byte(text)); !ok || n != want {
			t.Errorf("CountJSONItems(%s) = %d, %v; want %d", text, n, ok, want)
		}
	}
	for _, text := range []string{``, `1`, `"[1]"`, `[1`, `["a]`, `[1]x`, `null`} {
		if _, ok := CountJSONItems([]byte(text)); ok {
			t.Errorf("CountJSONItems(%s) is ok", text)
		}
	}
	if n := testing.AllocsPerRun(10, func() { CountJSONItems([]byte(`[1,2,3]`)) }); n != 0 {
		t.Errorf("CountJSONItems allocates %v times", n)
	}
}
