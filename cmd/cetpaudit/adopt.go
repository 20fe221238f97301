package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/clawseed/cetpaudit/apk"
	"github.com/clawseed/cetpaudit/internal/baseline"
	"github.com/clawseed/cetpaudit/internal/check"
	"github.com/clawseed/cetpaudit/internal/config"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/report"
	"github.com/clawseed/cetpaudit/internal/scan"
	"github.com/clawseed/cetpaudit/internal/suppress"
	"github.com/clawseed/cetpaudit/internal/version"
	"github.com/clawseed/cetpaudit/internal/vetdriver"
	"github.com/clawseed/cetpaudit/rules"
)

// adoptFlags are the flags that fit cetpaudit into a team's CI: the
// configuration, the baseline, suppressed findings, and parallelism.
type adoptFlags struct {
	config         string
	baseline       string
	newFromRev     string
	showSuppressed bool
	jobs           int
	// budgets (docs/budgets.md)
	maxDexBytes byteSize
	timeout     time.Duration
	maxPerRule  int
}

// byteSize is a flag value in bytes, with an optional K, M or G suffix
// (powers of 1024).
type byteSize int64

func (b *byteSize) String() string {
	n := int64(*b)
	for _, u := range []struct {
		suffix string
		size   int64
	}{{"G", 1 << 30}, {"M", 1 << 20}, {"K", 1 << 10}} {
		if n >= u.size && n%u.size == 0 {
			return strconv.FormatInt(n/u.size, 10) + u.suffix
		}
	}
	return strconv.FormatInt(n, 10)
}

func (b *byteSize) Set(s string) error {
	mult := int64(1)
	switch strings.ToUpper(s[len(s)-min(len(s), 1):]) {
	case "K":
		mult = 1 << 10
	case "M":
		mult = 1 << 20
	case "G":
		mult = 1 << 30
	}
	if mult > 1 {
		s = s[:len(s)-1]
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n <= 0 || n > (1<<62)/mult {
		return fmt.Errorf("want a positive size in bytes, optionally with K, M or G")
	}
	*b = byteSize(n * mult)
	return nil
}

func (a *adoptFlags) register(fs *cmdFlags, withBaseline bool) {
	fs.StringVar(&a.config, "config", "", "read the configuration from `FILE` (default: "+config.FileName+" in the working directory or a parent, up to the repository top)")
	if withBaseline {
		fs.StringVar(&a.baseline, "baseline", "", "report only findings not recorded in this baseline `FILE` (written by 'cetpaudit baseline')")
		fs.StringVar(&a.newFromRev, "new-from-rev", "", "report only findings that a scan of the same paths at git revision `REV` does not have")
		fs.BoolVar(&a.showSuppressed, "show-suppressed", false, "also show suppressed and baselined findings, with their reasons (SARIF: as results with suppressions)")
	}
	fs.IntVar(&a.jobs, "j", runtime.GOMAXPROCS(0), "scan up to `N` inputs at once (default: one per CPU; large inputs take turns, so memory stays about that of the largest); output order does not depend on it")
}

// registerBudgets adds the flags of the budgets on scanned inputs
// (docs/budgets.md); `cetpaudit go` reads Go packages and has none.
func (a *adoptFlags) registerBudgets(fs *cmdFlags) {
	a.maxDexBytes = apk.DefaultMaxInflated
	fs.Var(&a.maxDexBytes, "max-dex-bytes", "inflate at most `SIZE` bytes per APK, every dex, the manifest and resources.arsc together (K, M, G suffixes; docs/budgets.md)")
	fs.DurationVar(&a.timeout, "timeout", scan.DefaultTimeout, "give up on an input after `DURATION` and report it as unreadable; 0 for no limit (docs/budgets.md)")
	fs.IntVar(&a.maxPerRule, "max-findings-per-rule", check.DefaultMaxPerRule, "report at most `N` findings of one rule per input, then one note counting the rest; 0 for no limit (docs/budgets.md)")
}

// selectFlags choose rules and paths on the command line, on top of the
// configuration.
type selectFlags struct {
	rules, excludeRules        listFlag
	includePaths, excludePaths listFlag
}

func (sf *selectFlags) register(fs *cmdFlags) {
	sf.rules.comma, sf.excludeRules.comma = true, true
	fs.Var(&sf.rules, "rules", "run only these rules: `IDs` or names, comma-separated or repeated (within those the configuration enables)")
	fs.Var(&sf.excludeRules, "exclude-rules", "do not run these rules: `IDs` or names, comma-separated or repeated")
	fs.Var(&sf.includePaths, "include-path", "scan and report only paths matching this `GLOB` (relative to --root; ** spans directories; repeatable)")
	fs.Var(&sf.excludePaths, "exclude-path", "leave out paths matching this `GLOB`, as the configuration's exclude does (repeatable)")
}

// ruleSet resolves rule IDs or names.
func ruleSet(flagName string, list []string) (map[string]bool, error) {
	set := map[string]bool{}
	for _, v := range list {
		r := lookupRule(v)
		if r == nil {
			return nil, fmt.Errorf("--%s: unknown rule %q%s; 'cetpaudit rules' lists them", flagName, sanitizeArg(v), didYouMean(v, ruleWords(), ""))
		}
		set[r.ID] = true
	}
	return set, nil
}

// apply narrows opt's rules and paths.
func (sf *selectFlags) apply(opt *scan.Options) error {
	only, err := ruleSet("rules", sf.rules.values)
	if err != nil {
		return err
	}
	skip, err := ruleSet("exclude-rules", sf.excludeRules.values)
	if err != nil {
		return err
	}
	for _, g := range append(append([]string{}, sf.includePaths.values...), sf.excludePaths.values...) {
		if g == "" || strings.HasPrefix(g, "/") {
			return fmt.Errorf("path glob %q must be relative to --root", sanitizeArg(g))
		}
	}
	if len(only) > 0 || len(skip) > 0 {
		base := opt.Rules.Enabled
		opt.Rules.Enabled = func(r *rules.Rule) bool {
			if len(only) > 0 && !only[r.ID] || skip[r.ID] {
				return false
			}
			return base == nil || base(r)
		}
	}
	if len(sf.includePaths.values) > 0 || len(sf.excludePaths.values) > 0 {
		base := opt.Exclude
		include, exclude := sf.includePaths.values, sf.excludePaths.values
		opt.Exclude = func(p string) bool {
			if base != nil && base(p) {
				return true
			}
			for _, g := range exclude {
				if config.MatchGlob(g, p) {
					return true
				}
			}
			if len(include) == 0 {
				return false
			}
			for _, g := range include {
				if config.MatchGlob(g, p) {
					return false
				}
			}
			return true
		}
	}
	return nil
}

// session is one run's set-up and what it shows while it runs.
type session struct {
	cfg            *config.Config
	opt            *scan.Options
	start          time.Time
	stream         *report.JSONL // jsonl to standard output, as inputs finish
	progress       *progress
	stdin          *stdinInput
	showSuppressed bool
	args           []string
}

// level is the rules' effective level for SARIF.
func (s *session) level() func(*rules.Rule) finding.Level {
	enabled := s.opt.Rules.Enabled
	return func(r *rules.Rule) finding.Level {
		if enabled != nil && !enabled(r) {
			return finding.None
		}
		return s.cfg.Level(r)
	}
}

// meta is what the HTML report shows about the run.
func (s *session) meta() report.Meta {
	m := report.Meta{
		Started: s.start.UTC(),
		Version: version.String(),
		Commit:  version.Ref(),
		Root:    s.opt.Root,
		Args:    s.args,
	}
	if s.cfg.Path != "" {
		m.Config = scan.Rel(s.opt.Root, s.cfg.Path)
	}
	return m
}

// prepare loads the configuration and baseline into opt and sets up
// streaming and progress. out.failLevel is replaced by the configuration's
// when --fail-on was not given. A non-negative code means: exit with it.
func (a *adoptFlags) prepare(opt *scan.Options, out *outputFlags, sel *selectFlags, fs *flag.FlagSet, io *stdio) (*session, int) {
	stderr := io.stderr
	s := &session{start: time.Now(), opt: opt, showSuppressed: a.showSuppressed, args: io.args}
	var err error
	if a.config != "" {
		s.cfg, err = config.Load(a.config)
	} else {
		wd, werr := os.Getwd()
		if werr != nil {
			fmt.Fprintf(stderr, "cetpaudit: %v\n", werr)
			return nil, exitError
		}
		s.cfg, err = config.Discover(wd)
	}
	if err != nil {
		fmt.Fprintf(stderr, "cetpaudit: %s\n", finding.Sanitize(err.Error()))
		return nil, exitError
	}
	if s.cfg.Path != "" && opt.Log != nil {
		fmt.Fprintf(opt.Log, "configuration: %s\n", s.cfg.Path)
	}
	if a.jobs < 1 {
		fmt.Fprintf(stderr, "cetpaudit: -j must be at least 1\n")
		return nil, exitError
	}
	if s.cfg.FailOn != nil && !flagSet(fs, "fail-on") && out != nil {
		out.failLevel = *s.cfg.FailOn
	}
	if a.baseline != "" && a.newFromRev != "" {
		fmt.Fprintf(stderr, "cetpaudit: --baseline and --new-from-rev are two ways to say what is known; give one\n")
		return nil, exitError
	}
	root := opt.Root
	cfg := s.cfg
	if a.timeout < 0 || a.maxPerRule < 0 {
		fmt.Fprintf(stderr, "cetpaudit: --timeout and --max-findings-per-rule must not be negative\n")
		return nil, exitError
	}
	opt.Jobs = a.jobs
	opt.FitProcs = true
	opt.MaxInflated = int64(a.maxDexBytes)
	opt.Timeout = a.timeout
	opt.Rules = cfg.Options()
	opt.Rules.MaxPerRule = a.maxPerRule
	if a.maxPerRule == 0 {
		opt.Rules.MaxPerRule = -1 // no limit
	}
	opt.Exclude = func(p string) bool { return cfg.Excluded(root, p) }
	opt.SourcePath = func(p string) string { return cfg.SourcePath(root, p) }
	if sel != nil {
		if err := sel.apply(opt); err != nil {
			fmt.Fprintf(stderr, "cetpaudit: %v\n", err)
			return nil, exitError
		}
	}
	opt.Suppress = suppress.New(cfg, root, opt.Rules)
	if cfg.Path != "" {
		opt.Suppress.SetReportPath(scan.Rel(root, cfg.Path))
	}
	opt.ShowSuppressed = a.showSuppressed
	if a.baseline != "" {
		b, err := baseline.Read(a.baseline)
		if err != nil {
			fmt.Fprintf(stderr, "cetpaudit: %s\n", finding.Sanitize(err.Error()))
			return nil, exitError
		}
		opt.Baseline = b.NewFilter()
	}
	if out == nil {
		return s, -1
	}
	// First in the chain: what the later hooks stream is already in its
	// final form (standard input named, --severity applied).
	opt.OnInput = chain(opt.OnInput, func(r *scan.InputResult) {
		s.stdin.renameInput(r)
		r.Findings = atOrAbove(r.Findings, out.minLevel)
	})
	if out.format == "jsonl" && (out.output == "" || out.output == "-") {
		// Stream only with several inputs: a single input that fails
		// must leave the output empty (DESIGN.md).
		opt.OnInput = chain(opt.OnInput, func(r *scan.InputResult) {
			if r.Total < 2 {
				return
			}
			if s.stream == nil {
				s.stream = report.NewJSONL(io.stdout)
			}
			if r.Err != nil {
				s.stream.InputError(*r.Err)
			}
			s.stream.Findings(r.Findings)
			if a.showSuppressed {
				s.stream.Suppressed(r.Suppressed)
			}
		})
	}
	if isTerminal(stderr) && opt.Log == nil && !out.quiet && !out.noProgress {
		s.progress = &progress{w: stderr}
		opt.OnInput = chain(opt.OnInput, s.progress.update)
	}
	return s, -1
}

func chain(a, b func(*scan.InputResult)) func(*scan.InputResult) {
	if a == nil {
		return b
	}
	return func(r *scan.InputResult) { a(r); b(r) }
}

// progressMin is the number of inputs from which a progress bar is worth
// drawing.
const progressMin = 5

// progress draws a bar on a terminal's standard error while inputs finish.
type progress struct {
	w     io.Writer
	drawn bool
}

func (p *progress) update(r *scan.InputResult) {
	if r.Total < progressMin || r.Input == nil {
		return
	}
	const width = 30
	done := r.Index + 1
	fill := width * done / r.Total
	name := finding.Sanitize(r.Input.Path)
	if len(name) > 40 {
		name = "…" + name[len(name)-39:]
	}
	fmt.Fprintf(p.w, "\r\x1b[K[%s%s] %d/%d %s", strings.Repeat("=", fill), strings.Repeat(" ", width-fill), done, r.Total, name)
	p.drawn = true
}

// clear removes the bar before the report or the summary is printed.
func (p *progress) clear() {
	if p != nil && p.drawn {
		fmt.Fprint(p.w, "\r\x1b[K")
		p.drawn = false
	}
}

// summaryTable is the end-of-run table: inputs, findings by level,
// suppressed, time.
func summaryTable(w io.Writer, res *finding.Result, elapsed time.Duration) {
	c := res.Counts()
	rows := [][2]string{
		{"inputs", fmt.Sprint(res.Inputs)},
		{"unreadable", fmt.Sprint(len(res.Errors))},
		{"error", fmt.Sprint(c[finding.Error])},
		{"warning", fmt.Sprint(c[finding.Warning])},
		{"note", fmt.Sprint(c[finding.Note])},
		{"suppressed", fmt.Sprint(res.Suppressed)},
		{"time", elapsed.Round(time.Millisecond).String()},
	}
	fmt.Fprintln(w, "cetpaudit summary")
	for _, r := range rows {
		fmt.Fprintf(w, "  %-10s %8s\n", r[0], r[1])
	}
}

const baselineIntro = `Records what 'cetpaudit scan' reports for PATH... (or, with --go, what 'cetpaudit go'
reports for the packages) so that 'scan --baseline FILE' then reports only new findings.
Give it the same paths and input flags as the scan it will gate. Findings are matched by
the input they come from and a fingerprint that survives line moves, so a finding
recorded at an APK is still recorded when the scan puts it on --manifest-source lines.
Without -o it writes ` + baseline.FileName + `, and refuses to replace an existing one.
`

// runBaseline records today's findings: cetpaudit baseline -o FILE PATH...
func runBaseline(args []string, s *stdio) int {
	fs := newCmdFlags("baseline", "baseline [-o FILE] [flags] PATH...", baselineIntro, "")
	output := fs.String("o", "", "write the baseline to `FILE` (atomically, replacing it); default "+baseline.FileName+" when it does not exist yet")
	goMode := fs.Bool("go", false, "record the findings of 'cetpaudit go' on the Go packages given instead of PATH...")
	tests := fs.Bool("tests", true, "with --go: also analyze the packages' test files")
	out := outputFlags{format: "text", failOn: "none", severity: "note", color: "never"}
	fs.StringVar(&out.root, "root", "", "record paths relative to `DIR` (default: the git top level, else the working directory); use the same root when scanning")
	fs.BoolVar(&out.verbose, "v", false, "say what was scanned and skipped on standard error")
	fs.BoolVar(&out.quiet, "q", false, "print only errors")
	var in inputFlags
	in.register(fs)
	var ad adoptFlags
	ad.register(fs, false)
	ad.registerBudgets(fs)
	var sel selectFlags
	sel.register(fs)
	paths, code := fs.parse(args, s)
	if code >= 0 {
		return code
	}
	if len(paths) == 0 && !*goMode {
		fmt.Fprintln(s.stderr, "cetpaudit baseline: no paths given; 'cetpaudit help baseline' for usage")
		return exitError
	}
	file := *output
	if file == "" {
		file = baseline.FileName
		if _, err := os.Stat(file); err == nil {
			fmt.Fprintf(s.stderr, "cetpaudit baseline: %s exists; give -o %s to replace it\n", file, file)
			return exitError
		}
	}
	if err := out.check(); err != nil {
		fmt.Fprintf(s.stderr, "cetpaudit baseline: %v\n", err)
		return exitError
	}
	opt := scan.Options{Root: out.root}
	if err := in.options(&opt); err != nil {
		fmt.Fprintf(s.stderr, "cetpaudit baseline: %v\n", err)
		return exitError
	}
	if out.verbose {
		opt.Log = s.stderr
	}
	sess, code := ad.prepare(&opt, nil, &sel, fs.FlagSet, s)
	if code >= 0 {
		return code
	}
	var res *finding.Result
	if *goMode {
		if len(paths) == 0 {
			paths = []string{"./..."}
		}
		wd, err := os.Getwd()
		if err != nil {
			fmt.Fprintf(s.stderr, "cetpaudit baseline: %v\n", err)
			return exitError
		}
		found, err := vetdriver.Run(wd, paths, *tests)
		if err != nil {
			fmt.Fprintf(s.stderr, "cetpaudit baseline: %s\n", finding.Sanitize(err.Error()))
			return exitError
		}
		res = scan.Collect(found.Findings, found.Files, opt)
	} else {
		stdinPaths, stdin, err := readStdinInput(paths, s.stdin, out.root)
		if err != nil {
			fmt.Fprintf(s.stderr, "cetpaudit baseline: %v\n", err)
			return exitError
		}
		defer stdin.remove()
		sess.stdin = stdin
		res, err = scan.Run(stdinPaths, opt)
		if err != nil {
			fmt.Fprintf(s.stderr, "cetpaudit: %s\n", stdin.rename(finding.Sanitize(err.Error())))
			return exitError
		}
		stdin.renameResult(res)
	}
	sess.progress.clear()
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
	b := baseline.New(res.Findings)
	if err := report.WriteFileAtomic(file, func(w *bytes.Buffer) error { return b.Write(w) }); err != nil {
		fmt.Fprintf(s.stderr, "cetpaudit: %v\n", err)
		return exitError
	}
	if !out.quiet {
		fmt.Fprintf(s.stderr, "cetpaudit: recorded %s in %s\n", plural(len(b.Entries), "finding"), finding.Sanitize(file))
	}
	if len(res.Errors) > 0 {
		return exitError
	}
	return exitClean
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
