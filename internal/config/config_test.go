package config

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/rules"
)

func write(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestDiscover(t *testing.T) {
	repo := t.TempDir()
	write(t, filepath.Join(repo, ".git", "HEAD"), "ref: refs/heads/main\n")
	write(t, filepath.Join(repo, FileName), `{"failOn": "warning"}`)
	deep := filepath.Join(repo, "app", "src", "main")
	if err := os.MkdirAll(deep, 0o755); err != nil {
		t.Fatal(err)
	}

	c, err := Discover(deep)
	if err != nil {
		t.Fatal(err)
	}
	if c.Path != filepath.Join(repo, FileName) || c.FailOn == nil || *c.FailOn != finding.Warning {
		t.Errorf("from a subdirectory: got %q failOn %v", c.Path, c.FailOn)
	}
	if c.Dir != repo {
		t.Errorf("Dir = %q, want %q", c.Dir, repo)
	}

	// A closer file wins.
	write(t, filepath.Join(repo, "app", FileName), `{"failOn": "note"}`)
	c, err = Discover(deep)
	if err != nil {
		t.Fatal(err)
	}
	if c.Path != filepath.Join(repo, "app", FileName) {
		t.Errorf("closer file not preferred: %q", c.Path)
	}

	// The search stops at the repository's top: a file above it belongs
	// to another project.
	outer := t.TempDir()
	write(t, filepath.Join(outer, FileName), `{"failOn": "note"}`)
	inner := filepath.Join(outer, "project")
	write(t, filepath.Join(inner, ".git"), "gitdir: elsewhere\n")
	c, err = Discover(filepath.Join(inner))
	if err != nil {
		t.Fatal(err)
	}
	if c.Path != "" {
		t.Errorf("found %q above the repository top", c.Path)
	}

	// A broken discovered file is an error, not silently the default.
	write(t, filepath.Join(inner, FileName), `{"failon": "note"}`)
	if _, err := Discover(inner); err == nil {
		t.Error("broken discovered configuration accepted")
	}
}

func TestParse(t *testing.T) {
	c, err := Parse("/repo/.cetpaudit.json", []byte(`{
  "$schema": "https://example.invalid/config.schema.json",
  "failOn": "warning",
  "rules": {
    "CETP107": {"enabled": false},
    "cetp109": {"level": "note"},
    "CETP105": {"level": "none"}
  },
  "exclude": ["third_party", "**/build/**"],
  "sourceRoots": [{"to": "app/src/main/java"}, {"from": "com/lib/", "to": "lib/src/main/kotlin/com/lib/"}],
  "suppressions": [
    {"rule": "CETP102", "path": "app/src/debug/**", "reason": "debug build only"},
    {"rule": "CETP101", "fingerprint": "0123456789abcdef0123456789abcdef", "reason": "  "}
  ]
}`))
	if err != nil {
		t.Fatal(err)
	}
	if *c.FailOn != finding.Warning {
		t.Errorf("failOn = %v", *c.FailOn)
	}
	opt := c.Options()
	for _, tt := range []struct {
		id      string
		enabled bool
		level   finding.Level
	}{
		{"CETP107", false, finding.Warning},
		{"CETP109", true, finding.Note},
		{"CETP105", false, finding.None},
		{"CETP101", true, finding.Error},
	} {
		r := rules.Lookup(tt.id)
		if got := opt.Enabled(r); got != tt.enabled {
			t.Errorf("%s enabled = %v, want %v", tt.id, got, tt.enabled)
		}
		if got := opt.Level(r); got != tt.level {
			t.Errorf("%s level = %v, want %v", tt.id, got, tt.level)
		}
	}
	if len(c.Suppressions) != 2 {
		t.Fatalf("suppressions = %+v", c.Suppressions)
	}
	s0, s1 := c.Suppressions[0], c.Suppressions[1]
	if s0.Rule != "CETP102" || s0.Reason != "debug build only" || s0.Line != 12 || s0.Column != 5 {
		t.Errorf("suppression 0 = %+v", s0)
	}
	if s1.Reason != "" || s1.Index != 1 {
		t.Errorf("blank reason should parse to empty (CETP001 reports it): %+v", s1)
	}
	if len(c.SourceRoots) != 2 || c.SourceRoots[1].From != "com/lib/" {
		t.Errorf("sourceRoots = %+v", c.SourceRoots)
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, in string
		want     string // substring of the one-line error, position included
	}{
		{"unknown top-level key", "{\n  \"failon\": \"error\"\n}", `cfg.json:2:3: unknown key "failon" in the configuration`},
		{"unknown rule key", `{"rules": {"CETP101": {"enable": false}}}`, `cfg.json:1:24: unknown key "enable" in rules.CETP101`},
		{"unknown rule id", `{"rules": {"CETP999": {"enabled": false}}}`, `cfg.json:1:12: rules: unknown rule ID "CETP999"`},
		{"unknown rule in suppression", `{"suppressions": [{"rule": "CETP12", "path": "a", "reason": "r"}]}`, `unknown rule ID "CETP12"`},
		{"unknown suppression key", `{"suppressions": [{"rule": "CETP102", "path": "a", "reasons": "r"}]}`, `unknown key "reasons" in suppressions[0]`},
		{"suppression without selector", `{"suppressions": [{"rule": "CETP102", "reason": "r"}]}`, `suppressions[0]: give a "fingerprint" or a "path"`},
		{"suppression without rule", `{"suppressions": [{"path": "a", "reason": "r"}]}`, `suppressions[0]: "rule" is required`},
		{"bad fingerprint", `{"suppressions": [{"rule": "CETP102", "fingerprint": "xyz", "reason": "r"}]}`, `is not a cetpaudit fingerprint`},
		{"bad level", `{"failOn": "fatal"}`, `cfg.json:1:12: failOn: unknown level "fatal"`},
		{"wrong type", `{"exclude": "build"}`, `exclude must be an array, not a string`},
		{"bad glob", `{"exclude": ["a/[b"]}`, `exclude[0]: malformed glob`},
		{"absolute glob", `{"exclude": ["/etc"]}`, `exclude[0]: write a '/'-separated path`},
		{"double star in segment", `{"exclude": ["a**"]}`, `"**" must be a whole path segment`},
		{"duplicate key", `{"failOn": "error", "failOn": "note"}`, `cfg.json:1:21: invalid JSON: duplicate object key "failOn"`},
		{"rule configured twice", `{"rules": {"CETP101": {}, "cetp101": {}}}`, `CETP101 is configured twice`},
		{"syntax", "{\n\"failOn\": \"error\",\n}", `cfg.json:3:1: invalid JSON`},
		{"trailing data", `{} {}`, `unexpected data after the JSON value`},
		{"not an object", `[]`, `the configuration must be an object`},
		{"empty", ``, `invalid JSON`},
		{"sourceRoot without to", `{"sourceRoots": [{"from": "com/"}]}`, `sourceRoots[0]: "to" is required`},
		{"deep", strings.Repeat(`[`, 300) + strings.Repeat(`]`, 300), `nested deeper than`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("cfg.json", []byte(tt.in))
			if err == nil {
				t.Fatal("accepted")
			}
			var ce *Error
			if !errors.As(err, &ce) {
				t.Errorf("error %T is not a *config.Error", err)
			}
			if msg := err.Error(); !strings.Contains(msg, tt.want) || strings.Contains(msg, "\n") {
				t.Errorf("error %q\nwant one line containing %q", msg, tt.want)
			}
		})
	}
}

func TestLoadErrors(t *testing.T) {
	dir := t.TempDir()
	if _, err := Load(filepath.Join(dir, "missing.json")); err == nil || !strings.Contains(err.Error(), "missing.json: cannot read configuration") {
		t.Errorf("missing file: %v", err)
	}
	big := filepath.Join(dir, "big.json")
	write(t, big, `{"$schema": "`+strings.Repeat("x", MaxSize)+`"}`)
	if _, err := Load(big); err == nil || !strings.Contains(err.Error(), "larger than") {
		t.Errorf("oversized file: %v", err)
	}
}

func TestMatchGlob(t *testing.T) {
	tests := []struct {
		glob, name string
		want       bool
	}{
		{"build", "build/outputs/app.apk", true},
		{"build/**", "build/outputs/app.apk", true},
		{"build", "app/build/outputs/app.apk", false},
		{"**/build", "app/build/outputs/app.apk", true},
		{"**/build/**", "build/x", true},
		{"*.apk", "app.apk", true},
		{"*.apk", "dir/app.apk", false},
		{"**/*.apk", "dir/sub/app.apk", true},
		{"captures/*/list.json", "captures/v2/list.json", true},
		{"captures/*/list.json", "captures/v2/x/list.json", false},
		{"app/src/debug/**", "app/src/main/AndroidManifest.xml", false},
		{"a/**/b", "a/b", true},
		{"a/**/b", "a/x/y/b", true},
		{"a/**/b", "a/x/y/c", false},
	}
	for _, tt := range tests {
		if got := MatchGlob(tt.glob, tt.name); got != tt.want {
			t.Errorf("MatchGlob(%q, %q) = %v, want %v", tt.glob, tt.name, got, tt.want)
		}
	}
	// Many "**" segments against a deep path stay fast (no backtracking).
	glob := strings.Repeat("**/", 50) + "z"
	name := strings.Repeat("a/", 200) + "b"
	if MatchGlob(glob, name) {
		t.Error("matched a path without z")
	}
}

func TestExcludedRelativeToConfigDir(t *testing.T) {
	root := t.TempDir()
	c, err := Parse(filepath.Join(root, "app", FileName), []byte(`{"exclude": ["build"]}`))
	if err != nil {
		t.Fatal(err)
	}
	if !c.Excluded(root, "app/build/x.apk") {
		t.Error("app/build/x.apk not excluded by app/.cetpaudit.json's \"build\"")
	}
	if c.Excluded(root, "build/x.apk") {
		t.Error("a path outside the configuration's directory was excluded")
	}
}

func TestSourcePath(t *testing.T) {
	root := t.TempDir()
	write(t, filepath.Join(root, "app/src/main/kotlin/com/example/Tool.kt"), "package com.example\n")
	write(t, filepath.Join(root, "lib/src/com/lib/Helper.java"), "package com.lib;\n")
	c, err := Parse(filepath.Join(root, FileName), []byte(`{"sourceRoots": [
		{"to": "app/src/main/java"}, {"to": "app/src/main/kotlin"}, {"from": "com/lib/", "to": "lib/src/com/lib/"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	for in, want := range map[string]string{
		"com/example/Tool.kt":    "app/src/main/kotlin/com/example/Tool.kt",
		"com/lib/Helper.java":    "lib/src/com/lib/Helper.java",
		"com/example/Missing.kt": "com/example/Missing.kt",
		"app.apk":                "app.apk",
	} {
		if got := c.SourcePath(root, in); got != want {
			t.Errorf("SourcePath(%q) = %q, want %q", in, got, want)
		}
	}
}
