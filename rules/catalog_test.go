package rules

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// catalogCopy is testdata/catalog.json: a machine-readable copy of the
// product's rule catalog (revision 2), checked in so that the registry can
// be compared with what was asked for, field by field.
type catalogCopy struct {
	Revision int `json:"revision"`
	Rules    []struct {
		ID               string   `json:"id"`
		Name             string   `json:"name"`
		Level            string   `json:"level"`
		Sources          string   `json:"sources"`
		Sections         string   `json:"sections"`
		SecuritySeverity float64  `json:"security_severity"`
		Silences         []string `json:"silences"`
	} `json:"rules"`
}

// pending are the catalogued sources that no check covers yet, each with
// the issue that adds them: a whole rule when it is not registered, or the
// sources a registered rule does not read yet (its Applies says only what
// is checked, so that the docs never claim more). The test fails when an
// entry is stale or when a registered rule is missing from the catalog.
var pending = map[string]struct{ sources, issue string }{}

// TestCatalogMatchesCopy pins every registered rule's name, level, sources,
// spec sections, security-severity and precedence to the catalog copy.
func TestCatalogMatchesCopy(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "catalog.json"))
	if err != nil {
		t.Fatal(err)
	}
	var c catalogCopy
	if err := json.Unmarshal(data, &c); err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, want := range c.Rules {
		seen[want.ID] = true
		r := Lookup(want.ID)
		p, isPending := pending[want.ID]
		if r == nil {
			switch {
			case !isPending:
				t.Errorf("%s %s is catalogued but not registered (add it, or list it in pending with its issue)", want.ID, want.Name)
			case terms(p.sources) != terms(want.Sources):
				t.Errorf("%s is not registered, but pending lists only %q of %q", want.ID, p.sources, want.Sources)
			}
			continue
		}
		for _, term := range strings.Split(terms(p.sources), ",") {
			if term != "" && strings.Contains(","+terms(r.Applies)+",", ","+term+",") {
				t.Errorf("%s: source %s is both checked (Applies) and pending; drop it from pending", r.ID, term)
			}
		}
		if got := terms(r.Applies + "," + p.sources); got != terms(want.Sources) {
			t.Errorf("%s: checked sources %q and pending %q, catalog %q (update Applies or pending)", r.ID, r.Applies, p.sources, want.Sources)
		}
		if r.Name != want.Name {
			t.Errorf("%s: name %q, catalog %q", r.ID, r.Name, want.Name)
		}
		if r.Level.String() != want.Level {
			t.Errorf("%s: level %s, catalog %s", r.ID, r.Level, want.Level)
		}
		if norm(r.Section) != norm(want.Sections) {
			t.Errorf("%s: sections %q, catalog %q", r.ID, r.Section, want.Sections)
		}
		if got := r.SecuritySeverity(); got != want.SecuritySeverity {
			t.Errorf("%s: security-severity %.1f, catalog %.1f", r.ID, got, want.SecuritySeverity)
		}
		got := slices.Sorted(slices.Values(r.Silences))
		exp := slices.Sorted(slices.Values(want.Silences))
		if !slices.Equal(got, exp) {
			t.Errorf("%s: silences %v, catalog %v", r.ID, got, exp)
		}
	}
	for _, r := range All() {
		if !seen[r.ID] {
			t.Errorf("%s is registered but not in the catalog copy", r.ID)
		}
	}
}

// terms renders a Src value as its sorted set of terms, so that the checked
// and the pending sources together can be compared with the catalog's.
func terms(src string) string {
	var out []string
	for _, t := range splitSources(src) {
		out = append(out, strings.Join(t, "+"))
	}
	slices.Sort(out)
	return strings.Join(slices.Compact(out), ",")
}

// norm drops spaces, so that "T+P, G" and "T + P,G" compare equal.
func norm(s string) string { return strings.ReplaceAll(s, " ", "") }
