//go:build !tabletop_nolinx

package jsbridge

import "github.com/tabletopgo/tabletop/linx"

// linx's moves are described unless a build leaves the game out (see the
// root package's catalog_linx.go).
func init() { describers["linx"] = describeWith[linx.View, linx.Move] }
