package gametest

import (
	"context"
	"reflect"

	"github.com/tabletopgo/tabletop/rng"
)

// CallEveryMethod calls every exported method of the zero value of the
// type of each of values (a value or a pointer to one), value and pointer
// receivers alike, each on a fresh zero value, since a pointer method may
// change it: once with zero arguments and once with simple ones (see
// args). A call that panics fails t, naming the method: a zero value a
// caller may hold answers every call, so a method added later is tried
// too. It returns the number of methods called, for the caller to check
// that its list of types was read.
func CallEveryMethod(t TB, values ...any) int {
	t.Helper()
	calls := 0
	for _, v := range values {
		typ := reflect.TypeOf(v)
		if typ.Kind() == reflect.Pointer {
			typ = typ.Elem()
		}
		methods := reflect.PointerTo(typ)
		for i := range methods.NumMethod() {
			name := typ.String() + "." + methods.Method(i).Name
			for _, simple := range []bool{false, true} {
				if p := callPanics(reflect.New(typ).Method(i), simple); p != nil {
					t.Fatalf("%s (simple arguments: %v) panics: %v", name, simple, p)
				}
			}
			calls++
		}
	}
	return calls
}

// callPanics calls method with args(simple), and returns what it panicked
// with, or nil.
func callPanics(method reflect.Value, simple bool) (panicked any) {
	defer func() { panicked = recover() }()
	method.Call(args(method.Type(), simple))
	return nil
}

// args returns arguments for a call of a function of type fn: zero values,
// or with simple small values (-1 and 1 by turns for an int, "{}" for a
// string or []byte) when simple is set; a live context, a live stream of
// chance and a pointer to a zero value where the function takes one.
func args(fn reflect.Type, simple bool) []reflect.Value {
	out := make([]reflect.Value, fn.NumIn())
	for i := range out {
		switch in := fn.In(i); {
		case in == reflect.TypeFor[context.Context]():
			out[i] = reflect.ValueOf(context.Background())
		case in == reflect.TypeFor[*rng.Source]():
			r := rng.New(1)
			out[i] = reflect.ValueOf(&r)
		case in.Kind() == reflect.Pointer:
			out[i] = reflect.New(in.Elem())
		case simple && in.Kind() == reflect.Int:
			out[i] = reflect.ValueOf(-1 + 2*(i%2)).Convert(in)
		case simple && in.Kind() == reflect.String:
			out[i] = reflect.ValueOf("{}").Convert(in)
		case simple && in == reflect.TypeFor[[]byte]():
			out[i] = reflect.ValueOf([]byte("{}"))
		default:
			out[i] = reflect.Zero(in)
		}
	}
	return out
}
