//go:build !tabletop_nolinko

package jsbridge

import "github.com/tabletopgo/tabletop/linko"

// linko's moves are described unless a build leaves the game out (see the
// root package's catalog_linko.go).
func init() { describers["linko"] = describeWith[linko.View, linko.Move] }
