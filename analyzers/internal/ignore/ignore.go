// Package ignore parses //cetpaudit:ignore directives and reports
// diagnostics through them.
//
// A directive names one or more rules and a reason:
//
//	//cetpaudit:ignore CETP607 -- the message is a fixed sentence, err only selects it
//
// At the end of a line of code it covers that line. On a line of its own, or
// in a doc comment, it covers the whole syntax node that starts after the
// comment: a statement, a composite-literal field or element, or an entire
// declaration. A directive without a reason suppresses nothing. The suppress
// analyzer (CETP001) reports directives that are malformed or matched
// nothing.
package ignore

import (
	"fmt"
	"go/ast"
	"go/token"
	"reflect"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"

	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/lazyregexp"
	"github.com/clawseed/cetpaudit/internal/version"
	"github.com/clawseed/cetpaudit/rules"
)

// Analyzer parses the directives of a package. It reports nothing itself;
// its result is *Directives.
var Analyzer = &analysis.Analyzer{
	Name:       "cetpignore",
	Doc:        "parse //cetpaudit:ignore directives for the cetpaudit analyzers",
	URL:        version.RuleDocURL("CETP001"),
	Run:        run,
	ResultType: reflect.TypeFor[*Directives](),
}

// Prefix starts a directive.
const Prefix = "cetpaudit:ignore"

// maxDirectives bounds the directives kept per package: a file full of them
// is hostile or generated, and the rest are ignored.
const maxDirectives = 10000

// Directive is one //cetpaudit:ignore comment.
type Directive struct {
	Pos, End token.Pos // the comment
	Rules    []string  // upper-case rule IDs as written
	Reason   string    // empty when missing
	// From and To delimit the code the directive covers; both are NoPos
	// when it covers nothing.
	From, To token.Pos

	mu   sync.Mutex
	used map[string]bool
}

// Used reports whether the directive suppressed a finding of rule.
func (d *Directive) Used(rule string) bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.used[rule]
}

// Directives are a package's directives. Analyzers of one package may run
// concurrently, so matching is safe for concurrent use.
type Directives struct {
	List []*Directive
}

// Suppressed reports whether a valid directive covering pos names rule, and
// records the match.
func (ds *Directives) Suppressed(pos token.Pos, rule string) bool {
	hit := false
	for _, d := range ds.List {
		if d.Reason == "" || !d.From.IsValid() || pos < d.From || pos > d.To {
			continue
		}
		for _, r := range d.Rules {
			if r == rule {
				d.mu.Lock()
				if d.used == nil {
					d.used = map[string]bool{}
				}
				d.used[rule] = true
				d.mu.Unlock()
				hit = true
			}
		}
	}
	return hit
}

var ruleListRE = lazyregexp.New(`^[A-Za-z0-9]+(\s*,\s*[A-Za-z0-9]+)*$`)

func run(pass *analysis.Pass) (any, error) {
	ds := &Directives{}
	for _, f := range pass.Files {
		tf := pass.Fset.File(f.Pos())
		if tf == nil {
			continue
		}
		for _, g := range f.Comments {
			for _, c := range g.List {
				d := parse(c)
				if d == nil {
					continue
				}
				if len(ds.List) >= maxDirectives {
					return ds, nil
				}
				d.From, d.To = cover(tf, f, g, c)
				ds.List = append(ds.List, d)
			}
		}
	}
	return ds, nil
}

// parse returns the directive in c, or nil when c is not one. Malformed
// directives come back with no rules or no reason, for CETP001.
func parse(c *ast.Comment) *Directive {
	text, ok := strings.CutPrefix(c.Text, "//")
	if !ok {
		return nil
	}
	text = strings.TrimLeft(text, " \t")
	rest, ok := strings.CutPrefix(text, Prefix)
	if !ok || (rest != "" && rest[0] != ' ' && rest[0] != '\t') {
		return nil
	}
	d := &Directive{Pos: c.Pos(), End: c.End()}
	// A trailing "//" starts another comment (analysistest's "// want",
	// or a note for readers) that is not part of the directive.
	rest, _, _ = strings.Cut(rest, "//")
	ids, reason, _ := strings.Cut(rest, "--")
	d.Reason = strings.TrimSpace(reason)
	ids = strings.TrimSpace(ids)
	if ruleListRE.MatchString(ids) {
		for _, id := range strings.Split(ids, ",") {
			d.Rules = append(d.Rules, strings.ToUpper(strings.TrimSpace(id)))
		}
	} else {
		for _, id := range strings.Fields(ids) {
			d.Rules = append(d.Rules, strings.ToUpper(strings.Trim(id, ",")))
		}
	}
	return d
}

// cover returns the range a directive in comment c of group g covers.
func cover(tf *token.File, f *ast.File, g *ast.CommentGroup, c *ast.Comment) (from, to token.Pos) {
	line := tf.Line(c.Pos())
	if codeBefore(tf, f, c.Pos(), line) {
		return lineRange(tf, line)
	}
	// Own line: the outermost node starting at the first token after the
	// comment group.
	var next ast.Node
	ast.Inspect(f, func(n ast.Node) bool {
		if n == nil || n == f {
			return n == f
		}
		if _, ok := n.(*ast.CommentGroup); ok {
			return false
		}
		if n.End() <= g.End() {
			return false
		}
		if n.Pos() > g.End() {
			if next == nil || n.Pos() < next.Pos() {
				next = n
			}
			return false // children start no earlier than n
		}
		return true // n encloses the comment: look inside
	})
	if next == nil {
		return token.NoPos, token.NoPos
	}
	return next.Pos(), next.End()
}

// codeBefore reports whether some token of f precedes pos on its line.
func codeBefore(tf *token.File, f *ast.File, pos token.Pos, line int) bool {
	start := tf.LineStart(line)
	found := false
	ast.Inspect(f, func(n ast.Node) bool {
		if found || n == nil {
			return false
		}
		if _, ok := n.(*ast.CommentGroup); ok {
			return false
		}
		if n.End() <= start || n.Pos() >= pos {
			// Entirely before the line, or starting after the comment:
			// only an enclosing node can hold tokens in [start, pos).
			return n.Pos() < start && n.End() > start
		}
		if n.Pos() >= start && n.Pos() < pos {
			found = true
			return false
		}
		return true
	})
	return found
}

func lineRange(tf *token.File, line int) (token.Pos, token.Pos) {
	from := tf.LineStart(line)
	if line < tf.LineCount() {
		return from, tf.LineStart(line+1) - 1
	}
	return from, token.Pos(tf.Base() + tf.Size())
}

// Report reports a finding of rule id over rng unless a directive suppresses
// it. The calling analyzer must require Analyzer. The message gets the rule
// ID as its prefix, so go vet's plain output names the rule.
func Report(pass *analysis.Pass, id string, rng analysis.Range, format string, args ...any) {
	ds, _ := pass.ResultOf[Analyzer].(*Directives)
	if ds != nil && ds.Suppressed(rng.Pos(), id) {
		return
	}
	pass.Report(Diagnostic(id, rng, fmt.Sprintf(format, args...)))
}

// Diagnostic builds the diagnostic of rule id, with its registry metadata.
func Diagnostic(id string, rng analysis.Range, msg string) analysis.Diagnostic {
	if r := rules.Lookup(id); r != nil {
		id = r.ID
	}
	return analysis.Diagnostic{
		Pos:      rng.Pos(),
		End:      rng.End(),
		Category: id,
		Message:  id + ": " + msg,
		URL:      version.RuleDocURL(id),
	}
}

// Quote quotes untrusted or user-written text for a message.
func Quote(s string) string { return finding.Quote(s) }
