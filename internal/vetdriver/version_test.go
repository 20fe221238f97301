package vetdriver

import (
	"crypto/sha256"
	"os"
	"path/filepath"
	"testing"
)

// TestHashConfigs: the version line's configuration part changes exactly
// when a file a package can read changes, and never stays the same when the
// tree is too large to read.
func TestHashConfigs(t *testing.T) {
	root := t.TempDir()
	mkdir := func(rel string) {
		if err := os.MkdirAll(filepath.Join(root, rel), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write := func(rel, data string) {
		mkdir(filepath.Dir(rel))
		if err := os.WriteFile(filepath.Join(root, rel), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	mkdir(".git")
	mkdir("mod/pkg")
	sum := func() string {
		h := sha256.New()
		hashConfigs(h, filepath.Join(root, "mod"))
		return string(h.Sum(nil))
	}
	base := sum()
	if sum() != base {
		t.Fatal("the same tree hashes differently")
	}
	for _, tt := range []struct {
		what, rel string
		changes   bool
	}{
		{"a file above the working directory, below the repository's top", ".cetpaudit.json", true},
		{"a file in a package's directory", "mod/pkg/.cetpaudit.json", true},
		{"a file under testdata, which no pattern enters", "mod/testdata/.cetpaudit.json", false},
		{"a file under a dot directory", "mod/.cache/.cetpaudit.json", false},
		{"another file name", "mod/pkg/cetpaudit.json", false},
	} {
		before := sum()
		write(tt.rel, `{"rules": {"CETP607": {"enabled": false}}}`)
		if got := sum() != before; got != tt.changes {
			t.Errorf("%s: hash changed = %v, want %v", tt.what, got, tt.changes)
		}
	}
	// Above the repository's top nothing is read.
	outer := t.TempDir()
	if err := os.Rename(root, filepath.Join(outer, "repo")); err != nil {
		t.Fatal(err)
	}
	root = filepath.Join(outer, "repo")
	before := sum()
	if err := os.WriteFile(filepath.Join(outer, ".cetpaudit.json"), []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	if sum() != before {
		t.Error("a file above the repository's top changed the hash")
	}

	defer func(n int) { maxVersionWalk = n }(maxVersionWalk)
	maxVersionWalk = 2
	if first, second := sum(), sum(); first == second {
		t.Error("a tree cut short hashes the same twice: go vet would replay results it cannot know are current")
	}
}
