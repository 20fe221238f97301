package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/report"
	"github.com/clawseed/cetpaudit/internal/scan"
	"github.com/clawseed/cetpaudit/sarif"
)

// outputFlags are the flags every command that reports findings shares.
type outputFlags struct {
	format  string
	output  string
	failOn  string
	root    string
	verbose bool
}

func (o *outputFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&o.format, "format", "text", "output format: text, json, jsonl, sarif, github or html (docs/output.md)")
	fs.StringVar(&o.output, "o", "", "write the report to `FILE` (atomically) instead of standard output")
	fs.StringVar(&o.failOn, "fail-on", "error", "exit 1 when a finding is at or above this `level`: error, warning, note or none")
	fs.StringVar(&o.root, "root", "", "report paths relative to `DIR` (default: the git top level, else the working directory)")
	fs.BoolVar(&o.verbose, "v", false, "say what was scanned and skipped on standard error")
}

// check validates the shared flags and resolves the root.
func (o *outputFlags) check() (finding.Level, error) {
	switch o.format {
	case "text", "json", "jsonl", "sarif", "github", "html":
	default:
		return 0, fmt.Errorf("unknown --format %q (want text, json, jsonl, sarif, github or html)", o.format)
	}
	failOn, err := finding.ParseLevel(o.failOn)
	if err != nil {
		return 0, fmt.Errorf("--fail-on: %v", err)
	}
	if o.root == "" {
		if o.root, err = scan.DefaultRoot(); err != nil {
			return 0, err
		}
	}
	if o.root, err = filepath.Abs(o.root); err != nil {
		return 0, err
	}
	return failOn, nil
}

func runScan(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("scan", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var out outputFlags
	out.register(fs)
	pkg := fs.String("package", "", "application id for source manifests that have no package attribute")
	allCode := fs.Bool("all-code", false, "run the dex rules even on apps that declare no TOOL_PROVIDER service")
	manifestSource := fs.String("manifest-source", "", "map an APK's manifest findings onto the lines of this source `AndroidManifest.xml`")
	baseline := fs.String("baseline-tools", "", "compare captures with this reviewed baseline `SET`: a v2 list_tools capture, or a bundle or directory with provider info and tool lists (CETP702/703/706)")
	captureKind := fs.String("capture-kind", "", "read single-response JSON captures as this `kind` instead of recognising their shape: "+capture.KindNames)
	var ad adoptFlags
	ad.register(fs, true)
	ad.registerBudgets(fs)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: cetpaudit scan [flags] PATH...\n\nScans APKs, AndroidManifest.xml files, captured CETP responses (docs/captures.md)\nand directories holding them.\n\nFlags:\n")
		fs.PrintDefaults()
		fmt.Fprintf(stderr, "\nExit status: 0 nothing at or above --fail-on, 1 findings, 2 usage error or unreadable input.\n")
	}
	paths, err := parseInterspersed(fs, args)
	if err != nil {
		if err == flag.ErrHelp {
			return exitClean
		}
		return exitError
	}
	if len(paths) == 0 {
		fmt.Fprintln(stderr, "cetpaudit scan: no paths given; 'cetpaudit scan -h' for usage")
		return exitError
	}
	failOn, err := out.check()
	if err != nil {
		fmt.Fprintf(stderr, "cetpaudit scan: %v\n", err)
		return exitError
	}
	opt := scan.Options{Root: out.root, Package: *pkg, ManifestSource: *manifestSource, BaselineTools: *baseline, AllCode: *allCode}
	if *captureKind != "" {
		k, ok := capture.ParseKind(*captureKind)
		if !ok {
			fmt.Fprintf(stderr, "cetpaudit scan: unknown --capture-kind %q (want %s)\n", *captureKind, capture.KindNames)
			return exitError
		}
		opt.CaptureKind = k
	}
	if out.verbose {
		opt.Log = stderr
	}
	s, code := ad.prepare(&opt, &out, fs, &failOn, stdout, stderr)
	if code >= 0 {
		return code
	}
	res, err := scan.Run(paths, opt)
	s.progress.clear()
	if err != nil {
		fmt.Fprintf(stderr, "cetpaudit: %s\n", finding.Sanitize(err.Error()))
		return exitError
	}
	if res.Inputs == 0 {
		// A gate that scanned nothing must not pass: the APK moved, or
		// the path is wrong.
		fmt.Fprintf(stderr, "cetpaudit scan: no APK, AndroidManifest.xml or CETP capture found in %s\n",
			finding.Sanitize(strings.Join(paths, " ")))
		return exitError
	}
	return finish(res, out, failOn, stdout, stderr, s)
}

// finish reports a result: input errors on stderr, the report on stdout or
// in -o, and the exit code. With a single input that failed nothing is
// written (an existing -o file stays untouched); with several, the report
// of the rest is written and the run still exits 2 (DESIGN.md).
func finish(res *finding.Result, out outputFlags, failOn finding.Level, stdout, stderr io.Writer, s *session) int {
	for _, e := range res.Errors {
		fmt.Fprintf(stderr, "cetpaudit: %s\n", finding.Sanitize(e.Message))
	}
	if len(res.Errors) > 0 && res.Inputs <= 1 {
		return exitError
	}
	if out.format == "sarif" {
		warnOutsideRoot(res, out.root, stderr)
	}
	render := func(buf *bytes.Buffer) error {
		switch out.format {
		case "json":
			return report.WriteJSON(buf, res)
		case "jsonl":
			j := report.NewJSONL(buf)
			for _, e := range res.Errors {
				j.InputError(e)
			}
			j.Findings(res.Findings)
			j.Suppressed(res.SuppressedFindings)
			return j.Summary(res)
		case "github":
			return report.WriteGitHub(buf, res)
		case "html":
			report.AddSnippets(res.Findings, out.root)
			for i := range res.SuppressedFindings {
				one := []finding.Finding{res.SuppressedFindings[i].Finding}
				report.AddSnippets(one, out.root)
				res.SuppressedFindings[i].Finding = one[0]
			}
			return report.WriteHTML(buf, res, report.HTMLOptions{})
		case "sarif":
			// Configured levels go into the rules' defaultConfiguration.
			return sarif.Write(buf, res, sarif.Options{Level: s.cfg.Level})
		}
		return report.WriteText(buf, res, report.TextOptions{Color: out.output == "" && isTerminal(stdout)})
	}
	if out.output != "" {
		if err := report.WriteFileAtomic(out.output, render); err != nil {
			fmt.Fprintf(stderr, "cetpaudit: %v\n", err)
			return exitError
		}
	} else if s.stream != nil {
		// jsonl lines went out as inputs finished: close the stream.
		if err := s.stream.Summary(res); err != nil {
			fmt.Fprintf(stderr, "cetpaudit: writing output: %v\n", err)
			return exitError
		}
	} else {
		var buf bytes.Buffer
		if err := render(&buf); err != nil {
			fmt.Fprintf(stderr, "cetpaudit: %v\n", err)
			return exitError
		}
		if _, err := stdout.Write(buf.Bytes()); err != nil {
			fmt.Fprintf(stderr, "cetpaudit: writing output: %v\n", err)
			return exitError
		}
	}
	if out.output != "" || out.verbose || (s.progress != nil && res.Inputs >= progressMin) {
		summaryTable(stderr, res, time.Since(s.start))
	}
	switch {
	case len(res.Errors) > 0:
		return exitError
	case res.AtOrAbove(failOn):
		return exitFindings
	}
	return exitClean
}

// warnOutsideRoot says, once, when findings lie outside --root: their SARIF
// URIs start with "../", and GitHub cannot place such alerts in the
// repository.
func warnOutsideRoot(res *finding.Result, root string, stderr io.Writer) {
	for _, f := range res.Findings {
		if strings.HasPrefix(f.Location.Path, "../") {
			fmt.Fprintf(stderr, "cetpaudit: warning: %s is outside --root %s; GitHub code scanning cannot place its alerts — scan from inside the repository or set --root\n",
				finding.Sanitize(f.Location.Path), finding.Sanitize(root))
			return
		}
	}
}

// isTerminal reports whether w is a terminal that wants colour.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok || os.Getenv("NO_COLOR") != "" || strings.EqualFold(os.Getenv("TERM"), "dumb") {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
