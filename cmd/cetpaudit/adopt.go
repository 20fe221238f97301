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
)

// adoptFlags are the flags that fit cetpaudit into a team's CI: the
// configuration, the baseline, suppressed findings, and parallelism.
type adoptFlags struct {
	config         string
	baseline       string
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

func (a *adoptFlags) register(fs *flag.FlagSet, withBaseline bool) {
	fs.StringVar(&a.config, "config", "", "read the configuration from `FILE` (default: "+config.FileName+" in the working directory or a parent, up to the repository top)")
	if withBaseline {
		fs.StringVar(&a.baseline, "baseline", "", "report only findings not recorded in this baseline `FILE` (written by 'cetpaudit baseline')")
		fs.BoolVar(&a.showSuppressed, "show-suppressed", false, "also show suppressed and baselined findings, with their reasons (SARIF: as results with suppressions)")
	}
	fs.IntVar(&a.jobs, "j", runtime.GOMAXPROCS(0), "scan `N` inputs at once (default: one per CPU); output order does not depend on it")
}

// registerBudgets adds the flags of the budgets on scanned inputs
// (docs/budgets.md); `cetpaudit go` reads Go packages and has none.
func (a *adoptFlags) registerBudgets(fs *flag.FlagSet) {
	a.maxDexBytes = apk.DefaultMaxInflated
	fs.Var(&a.maxDexBytes, "max-dex-bytes", "inflate at most `SIZE` bytes per APK, every dex, the manifest and resources.arsc together (K, M, G suffixes; docs/budgets.md)")
	fs.DurationVar(&a.timeout, "timeout", scan.DefaultTimeout, "give up on an input after `DURATION` and report it as unreadable; 0 for no limit (docs/budgets.md)")
	fs.IntVar(&a.maxPerRule, "max-findings-per-rule", check.DefaultMaxPerRule, "report at most `N` findings of one rule per input, then one note counting the rest; 0 for no limit (docs/budgets.md)")
}

// session is one scan's set-up and what it shows while it runs.
type session struct {
	cfg      *config.Config
	start    time.Time
	stream   *report.JSONL // jsonl to standard output, as inputs finish
	progress *progress
}

// prepare loads the configuration and baseline into opt and sets up
// streaming and progress. failOn is replaced by the configuration's when
// --fail-on was not given. A non-negative code means: exit with it.
func (a *adoptFlags) prepare(opt *scan.Options, out *outputFlags, fs *flag.FlagSet, failOn *finding.Level, stdout, stderr io.Writer) (*session, int) {
	s := &session{start: time.Now()}
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
	if s.cfg.FailOn != nil && !flagSet(fs, "fail-on") {
		*failOn = *s.cfg.FailOn
	}
	root := opt.Root
	cfg := s.cfg
	if a.timeout < 0 || a.maxPerRule < 0 {
		fmt.Fprintf(stderr, "cetpaudit: --timeout and --max-findings-per-rule must not be negative\n")
		return nil, exitError
	}
	opt.Jobs = a.jobs
	opt.MaxInflated = int64(a.maxDexBytes)
	opt.Timeout = a.timeout
	opt.Rules = cfg.Options()
	opt.Rules.MaxPerRule = a.maxPerRule
	if a.maxPerRule == 0 {
		opt.Rules.MaxPerRule = -1 // no limit
	}
	opt.Exclude = func(p string) bool { return cfg.Excluded(root, p) }
	opt.SourcePath = func(p string) string { return cfg.SourcePath(root, p) }
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

	if out != nil && out.format == "jsonl" && out.output == "" {
		// Stream only with several inputs: a single input that fails
		// must leave the output empty (DESIGN.md).
		opt.OnInput = chain(opt.OnInput, func(r *scan.InputResult) {
			if r.Total < 2 {
				return
			}
			if s.stream == nil {
				s.stream = report.NewJSONL(stdout)
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
	if isTerminal(stderr) && opt.Log == nil {
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

// flagSet reports whether the flag was given on the command line.
func flagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) {
		if f.Name == name {
			set = true
		}
	})
	return set
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

// runBaseline records today's findings: cetpaudit baseline -o FILE PATH...
func runBaseline(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("baseline", flag.ContinueOnError)
	fs.SetOutput(stderr)
	output := fs.String("o", baseline.FileName, "write the baseline to `FILE` (atomically)")
	root := fs.String("root", "", "record paths relative to `DIR` (default: the git top level, else the working directory); use the same root when scanning")
	pkg := fs.String("package", "", "application id for source manifests that have no package attribute")
	allCode := fs.Bool("all-code", false, "run the dex rules even on apps that declare no TOOL_PROVIDER service")
	manifestSource := fs.String("manifest-source", "", "map an APK's manifest findings onto the lines of this source `AndroidManifest.xml`")
	verbose := fs.Bool("v", false, "say what was scanned and skipped on standard error")
	var ad adoptFlags
	ad.register(fs, false)
	ad.registerBudgets(fs)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: cetpaudit baseline [-o FILE] [flags] PATH...\n\nRecords the findings of a scan of PATH... so that 'cetpaudit scan --baseline FILE'\nreports only new ones. Suppressions and the configuration apply as in a scan.\n\nFlags:\n")
		fs.PrintDefaults()
	}
	paths, err := parseInterspersed(fs, args)
	if err != nil {
		if err == flag.ErrHelp {
			return exitClean
		}
		return exitError
	}
	if len(paths) == 0 {
		fmt.Fprintln(stderr, "cetpaudit baseline: no paths given; 'cetpaudit baseline -h' for usage")
		return exitError
	}
	out := outputFlags{format: "text", root: *root, output: *output, failOn: "none"}
	if _, err := out.check(); err != nil {
		fmt.Fprintf(stderr, "cetpaudit baseline: %v\n", err)
		return exitError
	}
	opt := scan.Options{Root: out.root, Package: *pkg, ManifestSource: *manifestSource, AllCode: *allCode}
	if *verbose {
		opt.Log = stderr
	}
	var failOn finding.Level
	s, code := ad.prepare(&opt, nil, fs, &failOn, stdout, stderr)
	if code >= 0 {
		return code
	}
	res, err := scan.Run(paths, opt)
	s.progress.clear()
	if err != nil {
		fmt.Fprintf(stderr, "cetpaudit: %s\n", finding.Sanitize(err.Error()))
		return exitError
	}
	for _, e := range res.Errors {
		fmt.Fprintf(stderr, "cetpaudit: %s\n", finding.Sanitize(e.Message))
	}
	if len(res.Errors) > 0 && res.Inputs <= 1 {
		return exitError
	}
	b := baseline.New(res.Findings)
	if err := report.WriteFileAtomic(*output, func(w *bytes.Buffer) error { return b.Write(w) }); err != nil {
		fmt.Fprintf(stderr, "cetpaudit: %v\n", err)
		return exitError
	}
	fmt.Fprintf(stderr, "cetpaudit: recorded %s in %s\n", plural(len(b.Entries), "finding"), finding.Sanitize(*output))
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
