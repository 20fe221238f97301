package vetdriver

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
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
func Vet() {
	v := newVetFilter(flag.CommandLine)
	all.SetFilter(v.keep)
	unitchecker.Main(all.Analyzers...)
	os.Exit(0) // unreachable: Main exits
}

// vetFilter applies rule flags and configuration to go vet's findings.
type vetFilter struct {
	only    *string
	cfgPath *string
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
	id, _ := all.RuleOf(d.Category)
	if v.allowed != nil && !v.allowed[id] {
		return false
	}
	if on, ok := v.enabled[id]; ok && !*on {
		return false
	}
	pos := pass.Fset.Position(d.Pos)
	if !pos.IsValid() {
		return true
	}
	dir := filepath.Dir(pos.Filename)
	cfg := v.config(dir)
	r := rules.Lookup(id)
	if r == nil {
		return true
	}
	if !cfg.Enabled(r) || cfg.Excluded(dir, pos.Filename) {
		return false
	}
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
		c, err = config.Load(*v.cfgPath)
	} else {
		c, err = config.Discover(dir)
	}
	if err != nil {
		fail("%s", finding.Sanitize(err.Error()))
	}
	v.configs[dir] = c
	return c
}
