package main

import (
	"path/filepath"
	"slices"
	"testing"
)

// TestGoVetParityAcrossPackages: on a module whose defects are decided in
// another package than the one that declares them (an executor and a
// session check wired by the package that serves the Provider, an
// Authorize hook from a policy package, a repository behind an interface),
// go vet -vettool and cetpaudit go report the same findings and notes —
// both carry the analyzers' facts from package to package — and they are
// the ones the facts lead to: at the call that serves the Provider without
// executor or session check, at the wiring of the allow-all policy, and a
// note where the repository's side effects are out of sight; at the
// Provider's literal only notes that the verdict falls at its callers, and
// nothing at the helper its Execute hook dispatches to.
func TestGoVetParityAcrossPackages(t *testing.T) {
	bin := buildBinary(t)
	dir, _ := filepath.Abs("../../testdata/gofacts")

	goOut, _ := goJSONFindings(t, dir, bin)
	want := []string{
		"CETP405 notes.go:23", // the schema's "confirmed" input, declared and reported in notes
		"CETP608 cli.go:14",   // notes.New served without executor
		"CETP608 notes.go:40", // note: the literal leaves through notes.New
		"CETP614 notes.go:80", // note: repo.Notes.Delete is implemented out of sight
		"CETP617 server.go:30",
		"CETP625 cli.go:14",   // served without session check
		"CETP625 notes.go:40", // note: the literal leaves through notes.New
	}
	if !slices.Equal(goOut, want) {
		t.Errorf("cetpaudit go findings = %q, want %q", goOut, want)
	}
	code, _, stderr := command(t, dir, "go", "vet", "-vettool="+bin, "./...")
	if got := vetFindings(stderr); code == 0 || !slices.Equal(got, goOut) {
		t.Errorf("go vet (exit %d) findings = %q, want cetpaudit go's %q\n%s", code, got, goOut, stderr)
	}
}
