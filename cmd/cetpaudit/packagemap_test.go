package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestPackageMap checks that docs/architecture.md's package map and the
// README's short map name every package of the module, and only packages
// that exist.
func TestPackageMap(t *testing.T) {
	root := filepath.Join("..", "..")
	actual := map[string]bool{}
	_ = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() && path != root && (name == "testdata" || strings.HasPrefix(name, ".") || name == "examples") {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(name, ".go") && !strings.HasSuffix(name, "_test.go") {
			rel, _ := filepath.Rel(root, filepath.Dir(path))
			actual[filepath.ToSlash(rel)] = true
		}
		return nil
	})

	page, err := os.ReadFile(filepath.Join(root, "docs", "architecture.md"))
	if err != nil {
		t.Fatal(err)
	}
	// Rows of the package tables: "| `a`, `b` | holds |".
	row := regexp.MustCompile("(?m)^\\| ((?:`[^`]+`(?:, )?)+) \\|")
	name := regexp.MustCompile("`([^`]+)`")
	mapped := map[string]bool{}
	for _, m := range row.FindAllStringSubmatch(string(page), -1) {
		for _, n := range name.FindAllStringSubmatch(m[1], -1) {
			mapped[n[1]] = true
		}
	}
	covered := func(pkg string) bool {
		for m := range mapped {
			base, tree := strings.CutSuffix(m, "/...")
			if m == pkg || tree && (pkg == base || strings.HasPrefix(pkg, base+"/")) {
				return true
			}
		}
		return false
	}
	for pkg := range actual {
		if !covered(pkg) {
			t.Errorf("docs/architecture.md does not map package %s", pkg)
		}
	}
	for m := range mapped {
		if p := strings.TrimSuffix(m, "/..."); !actual[p] {
			t.Errorf("docs/architecture.md maps %s, which is not a package", m)
		}
	}

	// The README's short map: every internal/{a,b} and plain name exists.
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	start := strings.Index(string(readme), "\ncmd/cetpaudit  ")
	if start < 0 {
		t.Fatal("README.md has no package map")
	}
	block := string(readme)[start:]
	block = block[:strings.Index(block, "```")]
	brace := regexp.MustCompile(`internal/\{([a-z,]+)\}(rules)?`)
	named := map[string]bool{}
	for _, m := range brace.FindAllStringSubmatch(block, -1) {
		for _, n := range strings.Split(m[1], ",") {
			p := "internal/" + n + m[2]
			named[p] = true
			if !actual[p] {
				t.Errorf("README.md's package map names %s, which is not a package", p)
			}
		}
	}
	for _, f := range strings.Fields(block) {
		named[strings.TrimSuffix(f, ",")] = true
	}
	// Every top-level internal package is on the README's map too.
	for pkg := range actual {
		if rest, ok := strings.CutPrefix(pkg, "internal/"); ok && !strings.Contains(rest, "/") && !named[pkg] {
			t.Errorf("README.md's package map does not name %s", pkg)
		}
	}
	for _, f := range strings.Fields(block) {
		if strings.ContainsAny(f, "{}→") || !strings.Contains(f, "/") && !actual[f] {
			continue
		}
		if !actual[f] {
			t.Errorf("README.md's package map names %s, which is not a package", f)
		}
	}
}
