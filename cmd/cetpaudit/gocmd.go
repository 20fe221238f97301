package main

import (
	"fmt"
	"os"

	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/scan"
	"github.com/clawseed/cetpaudit/internal/suppress"
	"github.com/clawseed/cetpaudit/internal/vetdriver"
	"github.com/clawseed/cetpaudit/rules"
)

const goIntro = `Runs cetpaudit's analyzers on Go Provider packages (default ./...).
The same analyzers run in go vet: go vet -vettool=$(which cetpaudit) ./...
`

// runGo runs the Go analyzers on packages and reports like scan: the same
// formats, configuration, suppressions, baseline and exit codes.
func runGo(args []string, s *stdio) int {
	fs := newCmdFlags("go", "go [flags] [packages]", goIntro,
		"Exit status: 0 nothing at or above --fail-on, 1 findings, 2 usage error or packages that do not load.\n")
	var out outputFlags
	out.register(fs)
	tests := fs.Bool("tests", true, "also analyze the packages' test files")
	var ad adoptFlags
	ad.register(fs, true)
	var sel selectFlags
	sel.register(fs)
	patterns, code := fs.parse(args, s)
	if code >= 0 {
		return code
	}
	if len(patterns) == 0 {
		patterns = []string{"./..."}
	}
	if err := out.check(); err != nil {
		fmt.Fprintf(s.stderr, "cetpaudit go: %v\n", err)
		return exitError
	}
	if ad.newFromRev != "" {
		fmt.Fprintln(s.stderr, "cetpaudit go: --new-from-rev is for scan; record a baseline with 'cetpaudit baseline --go' instead")
		return exitError
	}
	opt := scan.Options{Root: out.root}
	sess, code := ad.prepare(&opt, &out, &sel, fs.FlagSet, s)
	if code >= 0 {
		return code
	}
	sess.progress = nil // one step: nothing to show progress of
	wd, err := os.Getwd()
	if err != nil {
		fmt.Fprintf(s.stderr, "cetpaudit go: %v\n", err)
		return exitError
	}
	found, err := vetdriver.Run(wd, patterns, *tests)
	if err != nil {
		fmt.Fprintf(s.stderr, "cetpaudit go: %s\n", finding.Sanitize(err.Error()))
		return exitError
	}
	sess.stream = nil // findings come all at once: render them in finish
	res := scan.Collect(found.Findings, found.Files, opt)
	texts, at := limitNotes(found.Notes, opt)
	for i, loc := range at {
		if res.NotesAt == nil {
			res.NotesAt = map[int]finding.Location{}
		}
		res.NotesAt[len(res.Notes)+i] = loc
	}
	res.Notes = append(res.Notes, texts...)
	// Findings a //cetpaudit:ignore directive suppressed count like those
	// the configuration suppressed, and are listed with their reasons —
	// only those of the rules and paths the run selects: a rule turned off
	// reports nothing, suppressed or not.
	for _, sup := range found.Suppressed {
		if r := rules.Lookup(sup.Finding.RuleID); r != nil && opt.Rules.Enabled != nil && !opt.Rules.Enabled(r) {
			continue
		}
		sup.Finding.Location.Path = scan.Rel(opt.Root, sup.Finding.Location.Path)
		if opt.Exclude != nil && opt.Exclude(sup.Finding.Location.Path) {
			continue
		}
		res.Suppressed++
		if opt.ShowSuppressed {
			sup.Finding.Input = sup.Finding.Location.Path
			sup.By.Path = scan.Rel(opt.Root, sup.By.Path)
			res.SuppressedFindings = append(res.SuppressedFindings, sup)
		}
	}
	suppress.SortSuppressed(res.SuppressedFindings)
	return finish(res, out, s, sess)
}

// limitNotes renders the places where the analysis stopped short, each
// kept while one of the rules it concerns is selected and its file is not
// excluded: they are the run's notes, not findings of a rule.
func limitNotes(notes []vetdriver.LimitNote, opt scan.Options) ([]string, []finding.Location) {
	var out []string
	var at []finding.Location
	for _, n := range notes {
		rel := scan.Rel(opt.Root, n.Path)
		if opt.Exclude != nil && opt.Exclude(rel) {
			continue
		}
		for _, id := range n.Rules {
			if r := rules.Lookup(id); r != nil && opt.Rules.Runs(r) {
				out = append(out, fmt.Sprintf("%s:%d:%d: %s", rel, n.Line, n.Column, n.Message))
				at = append(at, finding.Location{Path: rel, Line: n.Line, Column: n.Column})
				break
			}
		}
	}
	return out, at
}
