package rules

import (
	"flag"
	"os"
	"path/filepath"
	"testing"
)

var update = flag.Bool("update", false, "rewrite docs/rules from the registry")

// TestRuleDocs fails when docs/rules/<ID>.md drifts from the registry; run
// with -update to regenerate.
func TestRuleDocs(t *testing.T) {
	dir := filepath.Join("..", "docs", "rules")
	want := map[string]bool{}
	for _, r := range All() {
		name := r.ID + ".md"
		want[name] = true
		path := filepath.Join(dir, name)
		page := r.Page()
		if *update {
			if err := os.MkdirAll(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, []byte(page), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(path)
		if err != nil || string(got) != page {
			t.Errorf("%s is out of date; run: go test ./rules -run TestRuleDocs -update", path)
		}
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if !want[e.Name()] && e.Name() != "README.md" {
			t.Errorf("%s documents no registered rule", filepath.Join(dir, e.Name()))
		}
	}
	index := filepath.Join(dir, "README.md")
	if *update {
		if err := os.WriteFile(index, []byte(Index()), 0o644); err != nil {
			t.Fatal(err)
		}
	} else if got, err := os.ReadFile(index); err != nil || string(got) != Index() {
		t.Errorf("%s is out of date; run: go test ./rules -run TestRuleDocs -update", index)
	}
}
