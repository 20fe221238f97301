package unusedignore

import (
	"fmt"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/clawseed/cetpaudit/analyzers/authorize"
	"github.com/clawseed/cetpaudit/analyzers/confirmtrust"
	"github.com/clawseed/cetpaudit/analyzers/deadline"
	"github.com/clawseed/cetpaudit/analyzers/declcheck"
	"github.com/clawseed/cetpaudit/analyzers/dedup"
	"github.com/clawseed/cetpaudit/analyzers/errleak"
	"github.com/clawseed/cetpaudit/analyzers/executor"
	"github.com/clawseed/cetpaudit/analyzers/identity"
	"github.com/clawseed/cetpaudit/analyzers/injection"
	"github.com/clawseed/cetpaudit/analyzers/internal/api"
	"github.com/clawseed/cetpaudit/analyzers/internal/ignore"
	"github.com/clawseed/cetpaudit/analyzers/readwrite"
	"github.com/clawseed/cetpaudit/analyzers/session"
	"github.com/clawseed/cetpaudit/analyzers/tokenbinding"
	tokens "github.com/clawseed/cetpaudit/analyzers/weaktoken"
	"github.com/clawseed/cetpaudit/internal/version"
	"github.com/clawseed/cetpaudit/rules"
)

// Rule is the rule the analyzer reports.
const Rule = "CETP001"

// Checkers are the analyzers whose findings directives suppress.
var Checkers = []*analysis.Analyzer{declcheck.Analyzer, identity.Analyzer, errleak.Analyzer, executor.Analyzer, tokens.Analyzer,
	confirmtrust.Analyzer, authorize.Analyzer, dedup.Analyzer, deadline.Analyzer, tokenbinding.Analyzer,
	readwrite.Analyzer, injection.Analyzer, session.Analyzer}

// Analyzer reports CETP001.
var Analyzer = &analysis.Analyzer{
	Name:     "unusedignore",
	Doc:      api.Doc("report unused or reasonless //cetpaudit:ignore directives", Rule),
	URL:      version.RuleDocURL(Rule),
	Requires: append([]*analysis.Analyzer{ignore.Analyzer}, Checkers...),
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	ds, _ := pass.ResultOf[ignore.Analyzer].(*ignore.Directives)
	if ds == nil {
		return nil, nil
	}
	for _, d := range ds.List {
		rng := directive{d}
		var unknown, unused []string
		for _, id := range d.Rules {
			switch {
			case rules.Lookup(id) == nil:
				unknown = append(unknown, ignore.Quote(id))
			case !d.Used(id):
				unused = append(unused, id)
			}
		}
		switch {
		case d.Malformed != "":
			report(pass, rng, "%s", d.Malformed)
		case len(d.Rules) == 0:
			report(pass, rng, "suppression names no rule; write //cetpaudit:ignore CETPnnn -- reason")
		case d.Reason == "":
			report(pass, rng, "suppression of %s has no reason, so it suppresses nothing; add one after \" -- \"", strings.Join(d.Rules, ", "))
		case len(unknown) > 0:
			report(pass, rng, "suppression names unknown rule %s; use a rule ID such as CETP607", strings.Join(unknown, ", "))
		case len(unused) > 0:
			report(pass, rng, "suppression of %s matched no finding on its line or declaration; remove it", strings.Join(unused, ", "))
		}
	}
	return nil, nil
}

// report reports CETP001 directly: a directive cannot suppress reports
// about directives.
func report(pass *analysis.Pass, rng directive, format string, args ...any) {
	pass.Report(ignore.Diagnostic(Rule, rng, fmt.Sprintf(format, args...)))
}

type directive struct{ d *ignore.Directive }

func (r directive) Pos() token.Pos { return r.d.Pos }
func (r directive) End() token.Pos { return r.d.End }
