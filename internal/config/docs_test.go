package config

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// TestDocsExample: the .cetpaudit.json that docs/config.md shows parses
// and means what its table says, so the page cannot drift from the
// reader.
func TestDocsExample(t *testing.T) {
	page, err := os.ReadFile(filepath.Join("..", "..", "docs", "config.md"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)## The configuration file.*?```json\n(.*?)```").FindSubmatch(page)
	if m == nil {
		t.Fatal("docs/config.md shows no .cetpaudit.json example")
	}
	dir := t.TempDir()
	c, err := Parse(filepath.Join(dir, ".cetpaudit.json"), m[1])
	if err != nil {
		t.Fatalf("the documented example does not parse: %v", err)
	}
	if c.FailOn == nil || c.FailOn.String() != "error" {
		t.Errorf("failOn = %v, want error", c.FailOn)
	}
	if s := c.Rules["CETP107"]; s.Enabled == nil || *s.Enabled {
		t.Errorf("CETP107 is not disabled: %+v", s)
	}
	if s := c.Rules["CETP309"]; s.Level == nil || s.Level.String() != "warning" {
		t.Errorf("CETP309's level is not warning: %+v", s)
	}
	if s := c.Rules["CETP407"]; s.Level == nil || s.Level.String() != "none" {
		t.Errorf("CETP407's level is not none: %+v", s)
	}
	if len(c.Exclude) != 3 || len(c.SourceRoots) != 3 || len(c.Suppressions) != 2 {
		t.Errorf("exclude %d, sourceRoots %d, suppressions %d; want 3, 3 and 2", len(c.Exclude), len(c.SourceRoots), len(c.Suppressions))
	}
	for _, s := range c.Suppressions {
		if s.Reason == "" {
			t.Errorf("a documented suppression has no reason: %+v", s)
		}
	}
}
