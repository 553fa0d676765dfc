# Sourced by api/update and api/check: the library's packages, their
# baselines, and apidiff, pinned so that a new release cannot change what
# the check finds.
set -euo pipefail
cd "$(dirname "$0")/.."
# The library's module alone, without the workspace's server module.
export GOWORK=off
apidiff_version=v0.0.0-20261113113407-e3970619a1a4
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
GOBIN=$bin go install "golang.org/x/exp/cmd/apidiff@$apidiff_version"
apidiff=$bin/apidiff
# The packages whose API is promised: all but examples/, internal/ and
# programs (wasm/ is one).
packages=$(go list -f '{{if ne .Name "main"}}{{.ImportPath}}{{end}}' ./... | grep -v -e '/examples$' -e '/examples/' -e '/internal/')
module=$(go list -m)

# baseline prints the file of package $1's baseline.
baseline() {
	local rel=${1#"$module"}
	rel=${rel#/}
	echo "api/${rel:-tabletop}.api" | tr / _ | sed 's|^api_|api/|'
}
