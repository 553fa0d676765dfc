package jsbridge

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// A manifest is what the tests read of js/package.json.
type manifest struct {
	Version string         `json:"version"`
	Private bool           `json:"private"`
	License string         `json:"license"`
	Files   []string       `json:"files"`
	Exports map[string]any `json:"exports"`
	Engines map[string]any `json:"engines"`
}

func readManifest(t *testing.T) manifest {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(jsDir, "package.json"))
	if err != nil {
		t.Fatal(err)
	}
	var m manifest
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

// TestPackageIsPublishable checks what npm pack needs for a package a web
// developer installs: not private, the root's license beside it, the
// build in its files (each game's alone too), and exports and engines
// declared.
func TestPackageIsPublishable(t *testing.T) {
	m := readManifest(t)
	if m.Private || m.License != "MIT" || m.Exports["."] == nil || m.Engines["node"] == nil {
		t.Errorf("package.json: private %v, license %q, exports %v, engines %v", m.Private, m.License, m.Exports, m.Engines)
	}
	files := []string{"index.js", "index.d.ts", "dist/tabletop.wasm", "dist/wasm_exec.js", "LICENSE", "one-game.js"}
	for _, game := range []string{"linko", "lino", "linx"} {
		files = append(files, game+".js", game+".node.js", "dist/"+game+".wasm")
		if m.Exports["./"+game] == nil {
			t.Errorf("package.json exports no ./%s, the entry of %s's build alone", game, game)
		}
	}
	for _, f := range files {
		if !strings.Contains(strings.Join(m.Files, " "), f) {
			t.Errorf("package.json's files leave out %s", f)
		}
	}
	root, err := os.ReadFile(filepath.Join("..", "..", "LICENSE"))
	if err != nil {
		t.Fatal(err)
	}
	copied, err := os.ReadFile(filepath.Join(jsDir, "LICENSE"))
	if err != nil || !bytes.Equal(root, copied) {
		t.Errorf("js/LICENSE is not the repository's LICENSE (%v)", err)
	}
}

// semver is a release's version, as npm and the module's tags (without
// their v) write it.
var semver = regexp.MustCompile(`^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(-[0-9A-Za-z.-]+)?$`)

// TestPackageVersionFollowsTheModule checks js/package.json's version
// against the module's releases: a commit tagged vX.Y.Z (a release of the
// Go module) has the version X.Y.Z; any commit has a version of the
// module's v0 series until the module reaches v1.
func TestPackageVersionFollowsTheModule(t *testing.T) {
	m := readManifest(t)
	if !semver.MatchString(m.Version) || !strings.HasPrefix(m.Version, "0.") {
		t.Errorf("version %q is not a 0.x.y version", m.Version)
	}
	out, err := exec.Command("git", "tag", "--points-at", "HEAD", "--list", "v*").Output()
	if err != nil {
		t.Skipf("git tag: %v", err)
	}
	for _, tag := range strings.Fields(string(out)) {
		if semver.MatchString(strings.TrimPrefix(tag, "v")) && strings.TrimPrefix(tag, "v") != m.Version {
			t.Errorf("HEAD is tagged %s, but js/package.json's version is %s", tag, m.Version)
		}
	}
}
