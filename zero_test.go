package tabletop_test

import (
	"context"
	"errors"
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop"
	"github.com/tabletopgo/tabletop/lang"
)

// reporter is the part of a *testing.T the helpers below use, so that a
// test can check them.
type reporter interface {
	Helper()
	Errorf(format string, args ...any)
	Fatalf(format string, args ...any)
}

// failures is a reporter that counts failures and goes on.
type failures struct{ n int }

func (*failures) Helper()                 {}
func (f *failures) Errorf(string, ...any) { f.n++ }
func (f *failures) Fatalf(string, ...any) { f.n++ }

// arguments returns values of type t worth calling a method with: the
// edges of each kind, and a real table beside the zero one.
func arguments(t reporter, typ reflect.Type) []reflect.Value {
	t.Helper()
	var values []any
	switch typ {
	case reflect.TypeFor[int]():
		values = []any{-2, -1, 0, 1, 7}
	case reflect.TypeFor[string]():
		values = []any{"", " ", "take", "0:play 7"}
	case reflect.TypeFor[[]byte]():
		values = []any{[]byte(nil), []byte(`""`), []byte(`{}`), []byte(`"take"`)}
	case reflect.TypeFor[[]string]():
		values = []any{[]string(nil), []string{"Ana"}}
	case reflect.TypeFor[[]int](): // a variadic ...int, given whole
		values = []any{[]int(nil), []int{-1, 0, 9}}
	case reflect.TypeFor[context.Context]():
		values = []any{context.Background()}
	case reflect.TypeFor[lang.Language]():
		values = []any{lang.English, lang.Dutch, lang.Language(200)}
	case reflect.TypeFor[[]lang.Language]():
		values = []any{[]lang.Language(nil), []lang.Language{lang.French, lang.Language(200), lang.Dutch, lang.Italian, lang.English, lang.French}}
	case reflect.TypeFor[tabletop.Seating]():
		values = []any{tabletop.Seating{}, tabletop.Seating{Names: []string{"Ana"}, Computers: []int{-1, 1, 9}}}
	case reflect.TypeFor[tabletop.Table]():
		table, _ := tabletop.Open("linko", []byte(`{"seed":"1"}`))
		values = []any{tabletop.Table{}, table}
	case reflect.TypeFor[*tabletop.Bot](): // ChooseOr's fallback
		greedy, _ := tabletop.NewBot("linko", "greedy", nil)
		values = []any{(*tabletop.Bot)(nil), greedy}
	default:
		t.Fatalf("no arguments of type %v: add them", typ)
	}
	out := make([]reflect.Value, len(values))
	for i, v := range values {
		out[i] = reflect.ValueOf(v)
	}
	return out
}

// callEvery calls every exported method of v with every combination of
// arguments, and returns the errors they returned; a panic fails the test.
// UnmarshalJSON is called too, for its panics, but its errors (of the
// junk it is given) are not returned. Of a nil pointer, only the methods
// of the pointer are called: Go itself panics at a method of the value
// (Bot's MarshalJSON, which encoding/json never calls on nil).
func callEvery(t reporter, v any) (calls int, errs []error) {
	t.Helper()
	value := reflect.ValueOf(v)
	for i := range value.NumMethod() {
		method, name := value.Method(i), value.Type().Method(i).Name
		if value.Kind() == reflect.Pointer && value.IsNil() {
			if _, ofValue := value.Type().Elem().MethodByName(name); ofValue {
				continue
			}
		}
		var combos [][]reflect.Value
		combos = append(combos, nil)
		for j := range method.Type().NumIn() {
			var next [][]reflect.Value
			for _, c := range combos {
				for _, a := range arguments(t, method.Type().In(j)) {
					next = append(next, append(append([]reflect.Value(nil), c...), a))
				}
			}
			combos = next
		}
		for _, args := range combos {
			func() {
				defer func() {
					if r := recover(); r != nil {
						t.Errorf("%T.%s%v panics: %v", v, name, args, r)
					}
				}()
				calls++
				call := method.Call
				if method.Type().IsVariadic() {
					call = method.CallSlice
				}
				for _, out := range call(args) {
					if err, ok := out.Interface().(error); ok && err != nil && name != "UnmarshalJSON" {
						errs = append(errs, err)
					}
				}
			}()
		}
	}
	return calls, errs
}

func TestEveryMethodOfTheZeroValuesAnswersNoGame(t *testing.T) {
	var table tabletop.Table
	calls, errs := callEvery(t, table)
	assert.Greater(t, calls, 20)
	require.NotEmpty(t, errs)
	for _, err := range errs {
		assert.ErrorIs(t, err, tabletop.ErrNoGame)
		assert.NotContains(t, err.Error(), "-1", "no seats 0 to -1")
	}
	assert.Equal(t, "", table.Game())
	assert.Equal(t, 0, table.Players())
	assert.Equal(t, -1, table.ToMove())
	assert.True(t, table.Over())
	assert.Empty(t, table.LegalMoves())
	assert.Nil(t, table.Scores())

	for bot, want := range map[*tabletop.Bot]int{{}: 7, nil: 6} {
		_, errs := callEvery(t, bot)
		require.Len(t, errs, want, "Choose of each table, ChooseOr of each table and fallback, and the zero Bot's MarshalJSON (nil's is not called)")
		for _, err := range errs {
			assert.ErrorIs(t, err, tabletop.ErrNoGame)
		}
		assert.Equal(t, "", bot.Name())
		assert.Nil(t, bot.Options())
	}

	greedy, err := tabletop.NewBot("linko", "greedy", nil)
	require.NoError(t, err)
	_, err = greedy.Choose(context.Background(), table)
	assert.ErrorIs(t, err, tabletop.ErrNoGame, "a bot at the zero Table")

	// The zero Events and Event answer without an error, but that they
	// refuse to marshal, as every Events does.
	for _, v := range []any{tabletop.Events{}, tabletop.Event{}} {
		_, errs = callEvery(t, v)
		require.Len(t, errs, 1, "%T", v)
		assert.ErrorContains(t, errs[0], "not marshal to JSON", "%T", v)
	}
	assert.Equal(t, 0, tabletop.Events{}.Len())
}

// The helper above calls what it says: a method that panics fails it.
func TestCallEveryCatchesAPanic(t *testing.T) {
	var inner failures
	calls, _ := callEvery(&inner, panicky{})
	assert.Equal(t, 5, calls)
	assert.Equal(t, 5, inner.n)
}

type panicky struct{}

func (panicky) Seat(seat int) error { panic(errors.New("boom")) }
