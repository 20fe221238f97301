package main

import (
	"path/filepath"
	"slices"
	"strings"
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
// note where the repository's side effects are out of sight, and one where
// a read tool calls quotes.Show, whose Fetch (a func variable main
// assigns) quotes cannot see — carried by the effects fact; at the
// Provider's literal only notes that the verdict falls at its callers, and
// nothing at the helper its Execute hook dispatches to. An exported handler
// (archive) that the Execute hook calls is only noted in its package and
// reported where a caller handles the request itself (notesctl's replay);
// hub, which imports no plugin, notes that the registry it serves is read
// as empty, and its hook returning policy.Deny's always-nil answer is
// reported; its exported Provider variable without Session hook is noted
// there and reported in notesctl, the main package that serves it (at its
// call of hub.Serve), since the program's only read of the token logs it;
// catalog, which only lists hub's tools (through listing.Names, whose
// *cetp.Provider parameter it only reads), and hello, whose test alone
// serves hub, get nothing; nor does notesd, which serves notes.New's
// Provider after wire.Setup (another package's helper, through a nested
// one) set its executor and Session hook.
func TestGoVetParityAcrossPackages(t *testing.T) {
	t.Parallel() // go vet in its own module directory: no shared state but the built binary
	bin := buildBinary(t)
	dir, _ := filepath.Abs("../../testdata/gofacts")

	goOut, stderr := goJSONFindings(t, dir, bin)
	want := []string{
		"CETP405 notes.go:25",   // the schema's "confirmed" input, declared and reported in notes
		"CETP608 cli.go:14",     // notes.New served without executor
		"CETP608 notes.go:51",   // note: the literal leaves through notes.New
		"CETP614 notes.go:97",   // note: repo.Notes.Delete is implemented out of sight
		"CETP617 hub.go:21",     // returns policy.Deny, nil on every path
		"CETP617 server.go:30",  // policy.Open
		"CETP619 archive.go:24", // note: exported, no caller in its package
		"CETP619 attach.go:57",  // note: Touch is exported, called only through attachd's route table
		"CETP619 main.go:21",    // replay serves the request itself, reaching archive's write
		"CETP619 main.go:22",    // attachd's transport calls routes[req.ToolName], reaching attach.Store.Touch's write
		"CETP621 notes.go:68",   // note: read tool show_note calls quotes.Show, which calls quotes.Fetch, wired out of quotes' sight
		"CETP622 attach.go:51",  // Drop joins the name unchecked; Remove goes through safejoin.Join (no cetp import), a near miss
		"CETP625 cli.go:14",     // served without session check
		"CETP625 hub.go:17",     // note: hub.Provider is an exported variable, for main to decide
		"CETP625 main.go:32",    // notesctl serves hub through hub.Serve, whose only read of the token logs it
		"CETP625 notes.go:51",   // note: the literal leaves through notes.New
	}
	if !slices.Equal(goOut, want) {
		t.Errorf("cetpaudit go findings = %q, want %q", goOut, want)
	}
	const empty = "hub/hub.go:20:9: note: the tool list \"toolreg.All()\" reads the registry toolreg.tools"
	if !strings.Contains(stderr, "cetpaudit: note: ") || !strings.Contains(stderr, strings.Replace(empty, "note: ", "", 1)) ||
		!strings.Contains(stderr, "the list is read as empty here") {
		t.Errorf("cetpaudit go does not note the registry it reads as empty:\n%s", stderr)
	}
	code, _, stderr := command(t, dir, "go", "vet", "-vettool="+bin, "./...")
	if got := vetFindings(stderr); code == 0 || !slices.Equal(got, goOut) {
		t.Errorf("go vet (exit %d) findings = %q, want cetpaudit go's %q\n%s", code, got, goOut, stderr)
	}
	if !strings.Contains(stderr, empty) {
		t.Errorf("go vet does not note the registry it reads as empty:\n%s", stderr)
	}
}
