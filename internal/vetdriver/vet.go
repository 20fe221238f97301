package vetdriver

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/unitchecker"

	"github.com/clawseed/cetpaudit/analyzers/all"
	"github.com/clawseed/cetpaudit/internal/config"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/suppress"
	"github.com/clawseed/cetpaudit/rules"
)

// Vet serves go vet -vettool with every analyzer. It never returns.
//
// Besides the analyzers' own flags it takes -CETPnnn=false to turn one
// rule off, -rules CETP305,CETP607 to report only those, and -config FILE;
// without -config, the .cetpaudit.json found from each package's directory
// (as cetpaudit go finds it from the working directory) turns rules off,
// excludes paths and suppresses findings, so both drivers report the same.
//
// Two more flags serve cetpaudit go, which runs go vet with this binary as
// its tool: -tests=false analyzes each package without its _test.go files,
// and -for-cetpaudit-go reports what a //cetpaudit:ignore directive
// suppressed too (marked) and leaves rule selection and configuration to
// cetpaudit go. Both are flags, not environment, because go vet caches each
// unit's output under a key made of the tool's flags.
func Vet() {
	args := os.Args[1:]
	if len(args) == 1 && (args[0] == "-V=full" || args[0] == "--V=full") {
		if err := printVersion(os.Stdout); err != nil {
			fail("-V=full: %s", finding.Sanitize(err.Error()))
		}
		os.Exit(0)
	}
	if boolArg(args, forGoFlag, false) {
		all.KeepSuppressed()
	}
	if cfg := args[len(args)-1]; strings.HasSuffix(cfg, ".cfg") && !boolArg(args, testsFlag, true) {
		trimmed, skip, err := withoutTests(cfg)
		if err != nil {
			fail("%s", finding.Sanitize(err.Error()))
		}
		if skip {
			os.Exit(0) // an external test package: nothing but tests
		}
		os.Args[len(os.Args)-1] = trimmed
	}
	v := newVetFilter(flag.CommandLine)
	all.SetFilter(v.keep)
	unitchecker.Main(all.Analyzers...)
	os.Exit(0) // unreachable: Main exits
}

const (
	forGoFlag = "for-cetpaudit-go"
	testsFlag = "tests"
)

// boolArg returns the value of the boolean flag name among the tool's
// arguments (-name, --name, -name=v, --name=v; the last one wins), or def.
// Vet needs two values before unitchecker parses the command line, which
// it does only once it has registered every analyzer's flags; a bad value
// is left for that parse to reject.
func boolArg(args []string, name string, def bool) bool {
	v := def
	for _, a := range args {
		a = strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-")
		switch {
		case a == name:
			v = true
		case strings.HasPrefix(a, name+"="):
			if b, err := strconv.ParseBool(strings.TrimPrefix(a, name+"=")); err == nil {
				v = b
			}
		}
	}
	return v
}

// withoutTests writes, beside the unit's configuration file, a copy whose
// GoFiles leave out _test.go files, and returns its name; skip reports a
// unit with nothing left (an external test package). Units analyzed only
// for facts keep every file: their facts feed the packages that import them.
func withoutTests(cfgFile string) (trimmed string, skip bool, err error) {
	data, err := os.ReadFile(cfgFile)
	if err != nil {
		return "", false, err
	}
	// A map keeps the fields this driver does not know about.
	var cfg map[string]any
	if err := json.Unmarshal(data, &cfg); err != nil {
		return "", false, fmt.Errorf("%s: %w", cfgFile, err)
	}
	if only, _ := cfg["VetxOnly"].(bool); only {
		return cfgFile, false, nil
	}
	files, _ := cfg["GoFiles"].([]any)
	var kept []any
	for _, f := range files {
		if name, ok := f.(string); ok && !strings.HasSuffix(name, "_test.go") {
			kept = append(kept, name)
		}
	}
	if len(kept) == 0 {
		return "", true, nil
	}
	if len(kept) == len(files) {
		return cfgFile, false, nil
	}
	cfg["GoFiles"] = kept
	if data, err = json.Marshal(cfg); err != nil {
		return "", false, err
	}
	trimmed = strings.TrimSuffix(cfgFile, ".cfg") + "-notests.cfg"
	if err := os.WriteFile(trimmed, data, 0o644); err != nil {
		return "", false, err
	}
	return trimmed, false, nil
}

// vetFilter applies rule flags and configuration to go vet's findings.
type vetFilter struct {
	only    *string
	cfgPath *string
	forGo   *bool
	enabled map[string]*bool

	once    sync.Once
	allowed map[string]bool // from -rules; nil allows every rule

	mu      sync.Mutex
	configs map[string]*config.Config // by package directory
}

func newVetFilter(fs *flag.FlagSet) *vetFilter {
	v := &vetFilter{enabled: map[string]*bool{}, configs: map[string]*config.Config{}}
	v.only = fs.String("rules", "", "report only these rules (comma-separated IDs, e.g. CETP305,CETP607)")
	v.cfgPath = fs.String("config", "", "configuration file (default: .cetpaudit.json found from each package's directory)")
	v.forGo = fs.Bool(forGoFlag, false, "report as cetpaudit go reads: findings a //cetpaudit:ignore directive suppressed too (marked), every rule, no configuration (cetpaudit go applies its own)")
	fs.Bool(testsFlag, true, "analyze test files too; false analyzes each package without its _test.go files") // read by Vet before parsing
	for _, r := range rules.All() {
		if r.Deprecated || !appliesToGo(r) {
			continue
		}
		v.enabled[r.ID] = fs.Bool(r.ID, true, "report "+r.ID+" "+r.Name)
	}
	return v
}

// appliesToGo reports whether a rule has a Go source: "G" among its
// sources, or "all".
func appliesToGo(r *rules.Rule) bool {
	for _, src := range strings.FieldsFunc(r.Applies, func(c rune) bool { return c == ',' || c == ' ' || c == '+' }) {
		if src == "G" || src == "all" {
			return true
		}
	}
	return false
}

// fail ends the unit with one line naming the bad input, like the CLI.
func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "cetpaudit: "+format+"\n", args...)
	os.Exit(2)
}

func (v *vetFilter) keep(pass *analysis.Pass, d analysis.Diagnostic) bool {
	if *v.forGo {
		return true
	}
	v.once.Do(func() {
		if *v.only == "" {
			return
		}
		v.allowed = map[string]bool{}
		for _, id := range strings.Split(*v.only, ",") {
			r := rules.Lookup(strings.TrimSpace(id))
			if r == nil || strings.TrimSpace(id) != r.ID {
				fail("-rules: %s is not a rule ID (write them as CETPnnn, comma-separated)", finding.Quote(strings.TrimSpace(id)))
			}
			v.allowed[r.ID] = true
		}
	})
	if ids, ok := all.LimitRules(d.Category); ok {
		// A limit note stays while any rule it concerns is selected.
		for _, id := range ids {
			if v.selected(pass, d, id) {
				return true
			}
		}
		return false
	}
	id, _ := all.RuleOf(d.Category)
	if !v.selected(pass, d, id) {
		return false
	}
	pos := pass.Fset.Position(d.Pos)
	if !pos.IsValid() || rules.Lookup(id) == nil {
		return true
	}
	dir := filepath.Dir(pos.Filename)
	cfg := v.config(dir)
	if len(cfg.Suppressions) == 0 {
		return true
	}
	// Configuration suppressions select by path or fingerprint: build the
	// finding cetpaudit go would report.
	f, ok := newConverter().convert(pass.Fset, pass.Pkg.Path(), pass.Files, d)
	if !ok {
		return true
	}
	kept, _ := suppress.New(cfg, dir, cfg.Options()).Apply([]finding.Finding{f})
	return len(kept) > 0
}

// selected reports whether rule id is reported for d under the flags and
// the configuration's rule settings and exclusions.
func (v *vetFilter) selected(pass *analysis.Pass, d analysis.Diagnostic, id string) bool {
	if v.allowed != nil && !v.allowed[id] {
		return false
	}
	if on, ok := v.enabled[id]; ok && !*on {
		return false
	}
	pos := pass.Fset.Position(d.Pos)
	r := rules.Lookup(id)
	if !pos.IsValid() || r == nil {
		return true
	}
	dir := filepath.Dir(pos.Filename)
	cfg := v.config(dir)
	return cfg.Enabled(r) && !cfg.Excluded(dir, pos.Filename)
}

// config returns the configuration for a package directory: -config, or
// the file found from the directory up to the repository's top.
func (v *vetFilter) config(dir string) *config.Config {
	v.mu.Lock()
	defer v.mu.Unlock()
	if c, ok := v.configs[dir]; ok {
		return c
	}
	var c *config.Config
	var err error
	if *v.cfgPath != "" {
		path := *v.cfgPath
		root := ""
		if !filepath.IsAbs(path) {
			// go vet runs the tool in each package's directory, not where
			// it was invoked: a relative path is read from the module's
			// root, the directory holding go.mod above the package.
			root = moduleRoot(dir)
			path = filepath.Join(root, path)
		}
		c, err = config.Load(path)
		if err != nil && root != "" {
			fail("-config %s: a relative path is read from the module root %s, and %s", *v.cfgPath, root,
				finding.Sanitize(err.Error()))
		}
	} else {
		c, err = config.Discover(dir)
	}
	if err != nil {
		fail("%s", finding.Sanitize(err.Error()))
	}
	v.configs[dir] = c
	return c
}

// moduleRoot returns the directory holding the go.mod at or above dir,
// or dir when there is none.
func moduleRoot(dir string) string {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return dir
	}
	for d := abs; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d
		}
		if filepath.Dir(d) == d {
			return abs
		}
	}
}
