package tabletop_test

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/tabletopgo/tabletop/deck"
	"github.com/tabletopgo/tabletop/lang"
	"github.com/tabletopgo/tabletop/rng"
)

// sourceFiles parses the non-test Go files of the package in dir into
// fset.
func sourceFiles(t *testing.T, fset *token.FileSet, dir string) []*ast.File {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(dir, "*.go"))
	require.NoError(t, err)
	var files []*ast.File
	for _, path := range paths {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
		require.NoError(t, err)
		files = append(files, f)
	}
	return files
}

// declaredTypes returns the exported types that the non-test source of
// the package in dir declares, read with go/parser, so that a type added
// tomorrow is in the list without anyone writing it there.
func declaredTypes(t *testing.T, dir string) []string {
	t.Helper()
	var names []string
	for _, file := range sourceFiles(t, token.NewFileSet(), dir) {
		for _, decl := range file.Decls {
			if gen, ok := decl.(*ast.GenDecl); ok && gen.Tok == token.TYPE {
				for _, spec := range gen.Specs {
					if ts := spec.(*ast.TypeSpec); ts.Name.IsExported() {
						names = append(names, ts.Name.Name)
					}
				}
			}
		}
	}
	slices.Sort(names)
	return names
}

// jsonSample is a value of an exported type and what its JSON must be.
type jsonSample struct {
	value any
	// kind: the value marshals as its String, a JSON string, reads it
	// back, and refuses a name it does not have. refuses: it refuses,
	// saying what to marshal instead. none: it is an interface or a
	// constraint, which holds no value of its own.
	// Otherwise it marshals to JSON whose object keys are lower camel case
	// and which is no empty object; a type that reads JSON reads its own
	// back to the value it was.
	kind, refuses, none bool
}

// jsonSamples returns a sample of every exported type of every package of
// the library but the root's (TestNoRootTypeMarshalsSilently walks those),
// by "package.Type".
func jsonSamples(t *testing.T) map[string]jsonSample {
	t.Helper()
	ks := linkoSamples(t)
	ls := linoSamples(t)
	xs := linxSamples(t)
	samples := map[string]jsonSample{
		"deck.Pile":     {value: deck.Of[uint8](1, 2), refuses: true},
		"rng.Source":    {value: rng.New(1)},
		"lang.Language": {value: lang.French},
		"lang.Plural":   {value: lang.Many, kind: true},
	}
	for name, sample := range ks {
		samples["linko."+name] = sample
	}
	for name, sample := range ls {
		samples["lino."+name] = sample
	}
	for name, sample := range xs {
		samples["linx."+name] = sample
	}
	return samples
}

// TestJSONIsNeverSilent walks every exported type of every package but
// the root's (TestNoRootTypeMarshalsSilently walks those): each
// marshals to JSON in the wire's style (lower camel case keys, and no
// empty object), a kind or an enumeration to its name and back (never to
// a number: go-r23 and issue 40), or refuses, saying what to marshal
// instead.
func TestJSONIsNeverSilent(t *testing.T) {
	samples := jsonSamples(t)
	for _, pkg := range []string{"linko", "lino", "linx", "deck", "rng", "lang"} {
		prefix := pkg
		for _, name := range declaredTypes(t, pkg) {
			sample, ok := samples[prefix+"."+name]
			if !assert.True(t, ok, "%s.%s has no JSON sample: add one to jsonSamples", prefix, name) || sample.none {
				continue
			}
			checkJSON(t, prefix+"."+name, sample)
		}
	}
}

// checkJSON checks one sample's JSON.
func checkJSON(t *testing.T, name string, sample jsonSample) {
	data, err := json.Marshal(sample.value)
	switch {
	case sample.refuses:
		if assert.Error(t, err, "%s marshals, though it holds secrets", name) {
			assert.Contains(t, err.Error(), "instead", "%s: its error says not what to marshal instead", name)
		}
		return
	case !assert.NoError(t, err, name):
		return
	case reflect.TypeOf(sample.value).Kind() >= reflect.Int && reflect.TypeOf(sample.value).Kind() <= reflect.Uint64 &&
		len(data) > 0 && data[0] != '"':
		// An integer type is an enumeration or a count with a notation
		// (a Card): a number on the wire says nothing to its reader.
		assert.Fail(t, "an enumeration marshals as a number", "%s marshals as %s, not as its name", name, data)
		return
	case sample.kind:
		assert.Equal(t, `"`+sample.value.(interface{ String() string }).String()+`"`, string(data), "%s marshals not as its name", name)
		back := reflect.New(reflect.TypeOf(sample.value))
		if assert.NoError(t, json.Unmarshal(data, back.Interface()), "%s does not read its name back", name) {
			assert.Equal(t, sample.value, back.Elem().Interface(), name)
		}
		unknown := reflect.New(reflect.TypeOf(sample.value))
		assert.Error(t, json.Unmarshal([]byte(`"no-such-name"`), unknown.Interface()), "%s reads a name it does not have", name)
		return
	}
	assert.NotEqual(t, "{}", string(data), "%s marshals to an empty object", name)
	back := reflect.New(reflect.TypeOf(sample.value))
	if _, reads := back.Interface().(json.Unmarshaler); reads && assert.NoError(t, json.Unmarshal(data, back.Interface()), "%s does not read its own JSON", name) {
		again, err := json.Marshal(back.Elem().Interface())
		require.NoError(t, err, name)
		assert.JSONEq(t, string(data), string(again), "%s reads its JSON back to another value", name)
	}
	var decoded any
	require.NoError(t, json.Unmarshal(data, &decoded))
	for _, key := range objectKeys(decoded) {
		assert.True(t, key != "" && unicode.IsLower(rune(key[0])), "%s's JSON has a key %q, not in lower camel case: %s", name, key, data)
	}
}

// objectKeys returns every key of every object in v, however deep.
func objectKeys(v any) []string {
	var keys []string
	switch v := v.(type) {
	case map[string]any:
		for key, member := range v {
			keys = append(append(keys, key), objectKeys(member)...)
		}
	case []any:
		for _, item := range v {
			keys = append(keys, objectKeys(item)...)
		}
	}
	return keys
}
