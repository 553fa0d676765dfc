package tabletop_test

import (
	"go/ast"
	"go/doc"
	"go/token"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGoDocShowsWhatAFrontEndHandles: go doc of the root package shows
// MoveError's fields and methods and Reason's values, for they are
// defined here, not aliases of an internal package's types.
func TestGoDocShowsWhatAFrontEndHandles(t *testing.T) {
	fset := token.NewFileSet()
	p, err := doc.NewFromFiles(fset, sourceFiles(t, fset, "."), "github.com/tabletopgo/tabletop")
	require.NoError(t, err)
	types := map[string]*doc.Type{}
	for _, typ := range p.Types {
		types[typ.Name] = typ
	}
	moveError := types["MoveError"]
	require.NotNil(t, moveError)
	spec := moveError.Decl.Specs[0].(*ast.TypeSpec)
	assert.False(t, spec.Assign.IsValid(), "MoveError is an alias: go doc shows none of its fields")
	fields := map[string]bool{}
	if st, ok := spec.Type.(*ast.StructType); ok {
		for _, f := range st.Fields.List {
			for _, n := range f.Names {
				fields[n.Name] = true
			}
		}
	}
	for _, want := range []string{"Game", "Seat", "Move", "Reason", "ToMove", "Other", "Detail", "Phrase"} {
		assert.True(t, fields[want], "go doc tabletop.MoveError shows no field %s", want)
	}
	methods := map[string]bool{}
	for _, m := range moveError.Methods {
		methods[m.Name] = true
	}
	for _, want := range []string{"Error", "Unwrap", "Sentence", "MarshalJSON", "UnmarshalJSON"} {
		assert.True(t, methods[want], "go doc tabletop.MoveError shows no method %s", want)
	}
	reason := types["Reason"]
	require.NotNil(t, reason)
	assert.False(t, reason.Decl.Specs[0].(*ast.TypeSpec).Assign.IsValid(), "Reason is an alias")
	assert.NotEmpty(t, reason.Consts, "go doc tabletop.Reason lists no reasons")
}

// TestDocLinksNameWhatExists: every doc link [T.Name] of the root
// package, where T is one of its types, names a method or field T has.
func TestDocLinksNameWhatExists(t *testing.T) {
	fset := token.NewFileSet()
	files := sourceFiles(t, fset, ".")
	var comments []*ast.CommentGroup // read before go/doc, which edits the files
	for _, f := range files {
		comments = append(comments, f.Comments...)
	}
	p, err := doc.NewFromFiles(fset, files, "github.com/tabletopgo/tabletop")
	require.NoError(t, err)
	names := map[string]map[string]bool{}
	for _, typ := range p.Types {
		has := map[string]bool{}
		for _, m := range typ.Methods {
			has[m.Name] = true
		}
		if st, ok := typ.Decl.Specs[0].(*ast.TypeSpec).Type.(*ast.StructType); ok {
			for _, f := range st.Fields.List {
				for _, n := range f.Names {
					has[n.Name] = true
				}
			}
		}
		names[typ.Name] = has
	}
	link := regexp.MustCompile(`\[([A-Z]\w*)\.([A-Z]\w*)\]`)
	for _, group := range comments {
		for _, m := range link.FindAllStringSubmatch(group.Text(), -1) {
			if has, ok := names[m[1]]; ok {
				assert.True(t, has[m[2]], "%s: the doc link %s names nothing", fset.Position(group.Pos()), m[0])
			}
		}
	}
}
