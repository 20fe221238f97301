package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/scan"
	"github.com/clawseed/cetpaudit/internal/suppress"
	"github.com/clawseed/cetpaudit/internal/vetdriver"
)

// runGo runs the Go analyzers on packages and reports like scan: the same
// formats, configuration, suppressions, baseline and exit codes.
func runGo(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("go", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var out outputFlags
	out.register(fs)
	tests := fs.Bool("tests", true, "also analyze the packages' test files")
	var ad adoptFlags
	ad.register(fs, true)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: cetpaudit go [flags] [packages]\n\nRuns cetpaudit's analyzers on Go Provider packages (default ./...).\nThe same analyzers run in go vet: go vet -vettool=$(which cetpaudit) ./...\n\nFlags:\n")
		fs.PrintDefaults()
		fmt.Fprintf(stderr, "\nExit status: 0 nothing at or above --fail-on, 1 findings, 2 usage error or packages that do not load.\n")
	}
	patterns, err := parseInterspersed(fs, args)
	if err != nil {
		if err == flag.ErrHelp {
			return exitClean
		}
		return exitError
	}
	if len(patterns) == 0 {
		patterns = []string{"./..."}
	}
	failOn, err := out.check()
	if err != nil {
		fmt.Fprintf(stderr, "cetpaudit go: %v\n", err)
		return exitError
	}
	opt := scan.Options{Root: out.root}
	s, code := ad.prepare(&opt, &out, fs, &failOn, stdout, stderr)
	if code >= 0 {
		return code
	}
	if s.progress != nil {
		s.progress = nil // one step: nothing to show progress of
	}
	wd, err := os.Getwd()
	if err != nil {
		fmt.Fprintf(stderr, "cetpaudit go: %v\n", err)
		return exitError
	}
	found, err := vetdriver.Run(wd, patterns, *tests)
	if err != nil {
		fmt.Fprintf(stderr, "cetpaudit go: %s\n", finding.Sanitize(err.Error()))
		return exitError
	}
	s.stream = nil // findings come all at once: render them in finish
	res := scan.Collect(found.Findings, found.Files, opt)
	// Findings a //cetpaudit:ignore directive suppressed count like those
	// the configuration suppressed, and are listed with their reasons.
	res.Suppressed += len(found.Suppressed)
	if opt.ShowSuppressed {
		for _, sup := range found.Suppressed {
			sup.Finding.Location.Path = scan.Rel(opt.Root, sup.Finding.Location.Path)
			sup.By.Path = scan.Rel(opt.Root, sup.By.Path)
			res.SuppressedFindings = append(res.SuppressedFindings, sup)
		}
		suppress.SortSuppressed(res.SuppressedFindings)
	}
	return finish(res, out, failOn, stdout, stderr, s)
}
