package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/r8map"
	"github.com/clawseed/cetpaudit/internal/report"
	"github.com/clawseed/cetpaudit/internal/scan"
	"github.com/clawseed/cetpaudit/sarif"
)

var formats = []string{"text", "json", "jsonl", "sarif", "github", "html"}

// outputFlags are the flags every command that reports findings shares.
type outputFlags struct {
	format, output, failOn, root string
	severity, color              string
	sarifOut, jsonOut            string
	verbose, quiet, noProgress   bool

	failLevel finding.Level // --fail-on, or the configuration's
	minLevel  finding.Level // --severity
}

func (o *outputFlags) register(fs *cmdFlags) {
	fs.StringVar(&o.format, "format", "text", "output `format`: text, json, jsonl, sarif, github or html (docs/output.md)")
	fs.StringVar(&o.output, "o", "", "write the report to `FILE` (atomically) instead of standard output; - is standard output")
	fs.StringVar(&o.sarifOut, "sarif-output", "", "also write SARIF to `FILE`, from the same run")
	fs.StringVar(&o.jsonOut, "json-output", "", "also write JSON to `FILE`, from the same run")
	fs.StringVar(&o.failOn, "fail-on", "error", "exit 1 when a finding is at or above this `level`: error, warning, note or none")
	fs.StringVar(&o.severity, "severity", "note", "show only findings at or above this `level`: error, warning or note")
	fs.StringVar(&o.root, "root", "", "report paths relative to `DIR` (default: the git top level, else the working directory)")
	fs.BoolVar(&o.verbose, "v", false, "say what was scanned and skipped on standard error")
	fs.BoolVar(&o.quiet, "q", false, "print only findings and errors: no summary, notes or progress")
	fs.BoolVar(&o.noProgress, "no-progress", false, "draw no progress bar on a terminal")
	fs.StringVar(&o.color, "color", "auto", "colour text output: `auto` (a terminal without NO_COLOR), always or never; FORCE_COLOR=1 means always")
}

// check validates the shared flags and resolves the root.
func (o *outputFlags) check() error {
	if !contains(formats, o.format) {
		return fmt.Errorf("unknown --format %q%s (want text, json, jsonl, sarif, github or html)", sanitizeArg(o.format), didYouMean(o.format, formats, ""))
	}
	var err error
	if o.failLevel, err = parseLevelFlag("--fail-on", o.failOn, true); err != nil {
		return err
	}
	if o.minLevel, err = parseLevelFlag("--severity", o.severity, false); err != nil {
		return err
	}
	switch o.color {
	case "auto", "always", "never":
	default:
		return fmt.Errorf("--color: want auto, always or never, not %q", sanitizeArg(o.color))
	}
	if o.verbose && o.quiet {
		return fmt.Errorf("-v and -q contradict each other")
	}
	for _, f := range []string{o.sarifOut, o.jsonOut} {
		if f == "-" && (o.output == "" || o.output == "-") {
			return fmt.Errorf("standard output already carries the %s report; give --sarif-output or --json-output a file", o.format)
		}
	}
	if o.root == "" {
		if o.root, err = scan.DefaultRoot(); err != nil {
			return err
		}
	} else if st, err := os.Stat(o.root); err != nil || !st.IsDir() {
		return fmt.Errorf("--root %s is not a directory", sanitizeArg(o.root))
	}
	if o.root, err = filepath.Abs(o.root); err != nil {
		return err
	}
	return nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// inputFlags say how inputs are read: the flags a scan and the baseline
// recording it must agree on.
type inputFlags struct {
	pkg            string
	allCode        bool
	manifestSource listFlag
	baselineTools  string
	captureKind    string
	shard          string
	mapping        string
}

func (in *inputFlags) register(fs *cmdFlags) {
	fs.StringVar(&in.pkg, "package", "", "application `ID` for source manifests: wins over the package attribute and the Gradle namespace")
	fs.BoolVar(&in.allCode, "all-code", false, "run the dex rules even on apps that declare no TOOL_PROVIDER service")
	fs.Var(&in.manifestSource, "manifest-source", "put the manifest findings of the APK whose package this source `AndroidManifest.xml` has on its lines (repeatable; APKs of other packages keep theirs)")
	fs.StringVar(&in.baselineTools, "baseline-tools", "", "compare captures with this reviewed baseline `SET`: a v2 list_tools capture, or a bundle or directory with provider info and tool lists (CETP702/703/706)")
	fs.StringVar(&in.captureKind, "capture-kind", "", "read single-response JSON captures as this `kind` instead of recognising their shape: "+capture.KindNames)
	fs.StringVar(&in.mapping, "mapping", "", "retrace dex findings through this R8/ProGuard `mapping.txt`: original class, method, file and line, the obfuscated ones kept beside them (applied to the APK whose pg_map_id it has, or to the scan's only APK; docs/mapping.md)")
	fs.StringVar(&in.shard, "shard", "", "scan only shard `I/N` of the inputs (I from 0 to N-1), chosen by a hash of each input's path; 'cetpaudit merge' combines the shards' reports (docs/fleet.md)")
}

// options fills the scan options the input flags set.
func (in *inputFlags) options(opt *scan.Options) error {
	opt.Package, opt.AllCode, opt.BaselineTools = in.pkg, in.allCode, in.baselineTools
	opt.ManifestSources = in.manifestSource.values
	if in.captureKind != "" {
		k, ok := capture.ParseKind(in.captureKind)
		if !ok {
			kinds := strings.FieldsFunc(strings.ReplaceAll(capture.KindNames, " or ", ","), func(r rune) bool { return r == ',' || r == ' ' })
			return fmt.Errorf("unknown --capture-kind %q%s (want %s)",
				sanitizeArg(in.captureKind), didYouMean(in.captureKind, kinds, ""), capture.KindNames)
		}
		opt.CaptureKind = k
	}
	if in.shard != "" {
		i, n, ok := strings.Cut(in.shard, "/")
		index, err1 := strconv.Atoi(i)
		count, err2 := strconv.Atoi(n)
		if !ok || err1 != nil || err2 != nil || count < 1 || index < 0 || index >= count {
			return fmt.Errorf("--shard %q: want I/N with 0 <= I < N, for example 0/4", sanitizeArg(in.shard))
		}
		opt.Shard = scan.Shard{Index: index, Count: count}
	}
	if in.mapping != "" {
		// Read before anything is scanned or written: a bad mapping is a
		// usage error, not a half-retraced report.
		m, err := r8map.ParseFile(in.mapping)
		if err != nil {
			return fmt.Errorf("--mapping: %s; give the mapping.txt R8 wrote for this build (docs/mapping.md)", finding.Sanitize(err.Error()))
		}
		opt.Mapping, opt.MappingPath = m, in.mapping
	}
	return nil
}

const scanIntro = `Scans APKs, AndroidManifest.xml files, captured CETP responses (docs/captures.md)
and directories holding them. A directory walk skips VCS data and dependencies, and in
build/ directories takes only APKs. - reads one input from standard input.
`

const exitStatus = "Exit status: 0 nothing at or above --fail-on, 1 findings, 2 usage error or unreadable input.\n"

func runScan(args []string, s *stdio) int {
	fs := newCmdFlags("scan", "scan [flags] PATH...", scanIntro, exitStatus)
	var out outputFlags
	out.register(fs)
	var in inputFlags
	in.register(fs)
	var ad adoptFlags
	ad.register(fs, true)
	ad.registerBudgets(fs)
	var sel selectFlags
	sel.register(fs)
	paths, code := fs.parse(args, s)
	if code >= 0 {
		return code
	}
	if len(paths) == 0 {
		fmt.Fprintln(s.stderr, "cetpaudit scan: no paths given; 'cetpaudit help scan' for usage")
		return exitError
	}
	if err := out.check(); err != nil {
		fmt.Fprintf(s.stderr, "cetpaudit scan: %v\n", err)
		return exitError
	}
	opt := scan.Options{Root: out.root}
	if err := in.options(&opt); err != nil {
		fmt.Fprintf(s.stderr, "cetpaudit scan: %v\n", err)
		return exitError
	}
	if out.verbose {
		opt.Log = s.stderr
	}
	opt.Context = out.format == "html"
	paths, stdin, err := readStdinInput(paths, s.stdin, out.root)
	if err != nil {
		fmt.Fprintf(s.stderr, "cetpaudit scan: %v\n", err)
		return exitError
	}
	defer stdin.remove()
	sess, code := ad.prepare(&opt, &out, &sel, fs.FlagSet, s)
	if code >= 0 {
		return code
	}
	sess.stdin = stdin
	if ad.newFromRev != "" {
		if code := newFromRev(ad.newFromRev, paths, opt, sess, s.stderr); code >= 0 {
			return code
		}
	}
	res, err := scan.Run(paths, opt)
	sess.progress.clear()
	if err != nil {
		fmt.Fprintf(s.stderr, "cetpaudit: %s\n", stdin.rename(finding.Sanitize(err.Error())))
		return exitError
	}
	if res.Inputs == 0 && len(res.Errors) == 0 && opt.Shard.Count <= 1 {
		// A gate that scanned nothing must not pass: the APK moved, or
		// the path is wrong.
		fmt.Fprintf(s.stderr, "cetpaudit scan: no APK, AndroidManifest.xml or CETP capture found in %s%s\n",
			finding.Sanitize(strings.Join(paths, " ")), skippedHint(res))
		return exitError
	}
	return finish(res, out, s, sess)
}

// skippedHint says which directories a walk that found nothing left out.
func skippedHint(res *finding.Result) string {
	if len(res.SkippedDirs) == 0 {
		return ""
	}
	dirs := res.SkippedDirs
	more := ""
	if len(dirs) > 3 {
		dirs, more = dirs[:3], fmt.Sprintf(" and %d more", len(res.SkippedDirs)-3)
	}
	return fmt.Sprintf(" (skipped %s%s; name a file there to scan it)", finding.Sanitize(strings.Join(dirs, ", ")), more)
}

// finish reports a result: notes and input errors on stderr, the reports
// on stdout or in files, and the exit code. With a single input that failed
// nothing is written (existing output files stay untouched); with several,
// the report of the rest is written and the run still exits 2 (DESIGN.md).
func finish(res *finding.Result, out outputFlags, s *stdio, sess *session) int {
	sess.stdin.renameResult(res)
	res.Findings = atOrAbove(res.Findings, out.minLevel)
	if !out.quiet {
		for _, n := range res.Notes {
			fmt.Fprintf(s.stderr, "cetpaudit: note: %s\n", finding.Sanitize(n))
		}
	}
	for _, e := range res.Errors {
		fmt.Fprintf(s.stderr, "cetpaudit: %s\n", finding.Sanitize(e.Message))
	}
	if len(res.Errors) > 0 && res.Inputs <= 1 {
		return exitError
	}
	if sess.showSuppressed && !out.quiet {
		if out.format == "github" {
			fmt.Fprintln(s.stderr, "cetpaudit: note: --show-suppressed adds nothing to the github format: an annotation cannot be marked suppressed")
		}
	}
	if out.format == "sarif" || out.sarifOut != "" {
		warnOutsideRoot(res, out.root, s.stderr)
	}
	color := useColor(out.color, out.output, s.stdout)
	render := func(format string) func(*bytes.Buffer) error {
		return func(buf *bytes.Buffer) error {
			return renderReport(buf, format, res, out, sess, color)
		}
	}
	type target struct{ format, file string }
	targets := []target{{out.format, out.output}}
	if out.sarifOut != "" {
		targets = append(targets, target{"sarif", out.sarifOut})
	}
	if out.jsonOut != "" {
		targets = append(targets, target{"json", out.jsonOut})
	}
	for i, t := range targets {
		switch {
		case t.file != "" && t.file != "-":
			if err := report.WriteFileAtomic(t.file, render(t.format)); err != nil {
				fmt.Fprintf(s.stderr, "cetpaudit: %v\n", err)
				return exitError
			}
		case i == 0 && sess.stream != nil:
			// jsonl lines went out as inputs finished: close the stream.
			if err := sess.stream.Summary(res); err != nil {
				fmt.Fprintf(s.stderr, "cetpaudit: writing output: %v\n", err)
				return exitError
			}
		default:
			var buf bytes.Buffer
			if err := render(t.format)(&buf); err != nil {
				fmt.Fprintf(s.stderr, "cetpaudit: %v\n", err)
				return exitError
			}
			if _, err := s.stdout.Write(buf.Bytes()); err != nil {
				fmt.Fprintf(s.stderr, "cetpaudit: writing output: %v\n", err)
				return exitError
			}
		}
	}
	toFile := out.output != "" && out.output != "-"
	if !out.quiet && (toFile || out.verbose || (sess.progress != nil && res.Inputs >= progressMin)) {
		summaryTable(s.stderr, res, time.Since(sess.start))
	}
	switch {
	case len(res.Errors) > 0:
		return exitError
	case res.AtOrAbove(out.failLevel):
		return exitFindings
	}
	return exitClean
}

// atOrAbove keeps the findings at or above min (--severity), in place.
func atOrAbove(fs []finding.Finding, min finding.Level) []finding.Finding {
	kept := fs[:0]
	for _, f := range fs {
		if f.Level >= min {
			kept = append(kept, f)
		}
	}
	return kept
}

func renderReport(buf *bytes.Buffer, format string, res *finding.Result, out outputFlags, sess *session, color bool) error {
	switch format {
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
		// The page reads the source lines around each finding itself.
		return report.WriteHTML(buf, res, report.HTMLOptions{Meta: sess.meta(), Root: out.root})
	case "sarif":
		// Configured levels go into the rules' defaultConfiguration.
		return sarif.Write(buf, res, sarif.Options{Level: sess.level()})
	}
	return report.WriteText(buf, res, report.TextOptions{Color: color, NoSummary: out.quiet})
}

// useColor decides whether text output is coloured: --color always or
// never, else FORCE_COLOR (set and not 0), else a terminal on standard
// output without NO_COLOR or TERM=dumb.
func useColor(mode, output string, stdout io.Writer) bool {
	switch mode {
	case "always":
		return true
	case "never":
		return false
	}
	if v := os.Getenv("FORCE_COLOR"); v != "" && v != "0" && v != "false" {
		return true
	}
	return (output == "" || output == "-") && isTerminal(stdout)
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
