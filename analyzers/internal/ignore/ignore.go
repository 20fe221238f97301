// Package ignore parses //cetpaudit:ignore directives and reports
// diagnostics through them.
//
// A directive has exactly one form, like the toolchain's //go: directives:
//
//	//cetpaudit:ignore CETP607 -- the message is a fixed sentence, err only selects it
//	//cetpaudit:ignore CETP607,CETP613 -- several rules, one reason
//
// no space after "//", rule IDs in upper case, " -- " and a reason. At the
// end of a line of code it covers that line and, when a statement starts
// on the line, the whole statement (a call whose arguments continue
// below). On a line of its own, or in a doc comment, it covers the whole
// syntax node that starts after the comment: a statement, a
// composite-literal field or element, or an entire declaration.
//
// Anything else written as a directive — a space after "//", lower-case
// IDs, an em dash, a missing reason, a block comment — suppresses nothing
// and is Malformed; the unusedignore analyzer (CETP001) reports it, and
// directives that matched nothing.
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
	Rules    []string  // rule IDs, for a well-formed directive
	Reason   string    // its justification
	// Malformed says why the comment is not a valid directive; such a
	// directive suppresses nothing.
	Malformed string
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
	return ds.Suppressor(pos, rule) != nil
}

// Suppressor returns the first valid directive covering pos that names
// rule, recording the match of every such directive; nil when none does.
func (ds *Directives) Suppressor(pos token.Pos, rule string) *Directive {
	var hit *Directive
	for _, d := range ds.List {
		if d.Malformed != "" || d.Reason == "" || !d.From.IsValid() || pos < d.From || pos > d.To {
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
				if hit == nil {
					hit = d
				}
			}
		}
	}
	return hit
}

// directiveRE is the one accepted form: no space after "//", upper-case
// rule IDs separated by commas, " -- ", and a reason.
var directiveRE = lazyregexp.New(`^//cetpaudit:ignore (CETP[0-9]{3}(?:, ?CETP[0-9]{3})*) -- (\S.*)$`)

// looseRE recognises text meant as a directive, however it is written,
// so that a malformed one is reported instead of silently ignored.
var looseRE = lazyregexp.New(`(?i)^(//|/\*)\s*cetpaudit\s*:\s*ignore\b`)

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
				if d.Malformed == "" {
					d.From, d.To = cover(tf, f, g, c)
				}
				ds.List = append(ds.List, d)
			}
		}
	}
	return ds, nil
}

// parse returns the directive in c, or nil when c is not one. A comment
// written as a directive but not in the exact form comes back Malformed:
// it suppresses nothing and CETP001 says what is wrong.
func parse(c *ast.Comment) *Directive {
	if !looseRE.MatchString(c.Text) {
		return nil
	}
	d := &Directive{Pos: c.Pos(), End: c.End()}
	text := c.Text
	if strings.HasPrefix(text, "/*") {
		d.Malformed = "a block comment is not a directive; write it as a line comment: //cetpaudit:ignore CETPnnn -- reason"
		return d
	}
	// A trailing " //" starts another comment (analysistest's "// want",
	// or a note for readers) that is not part of the directive.
	if i := strings.Index(text[2:], " //"); i >= 0 {
		text = strings.TrimRight(text[:i+2], " \t")
	}
	text = strings.TrimRight(text, " \t")
	if m := directiveRE.Regexp().FindStringSubmatch(text); m != nil {
		for _, id := range strings.Split(m[1], ",") {
			d.Rules = append(d.Rules, strings.TrimSpace(id))
		}
		d.Reason = strings.TrimSpace(m[2])
		return d
	}
	d.Malformed = malformed(text)
	return d
}

// malformed explains what keeps text from being a directive.
func malformed(text string) string {
	body := strings.TrimPrefix(text, "//")
	if body != strings.TrimLeft(body, " \t") {
		return "no space is allowed between // and cetpaudit:ignore (like //go: directives); write //cetpaudit:ignore CETPnnn -- reason"
	}
	if !strings.HasPrefix(body, Prefix) {
		return "write the directive as //cetpaudit:ignore CETPnnn -- reason, in lower case and without spaces around the colon"
	}
	rest := strings.TrimPrefix(body, Prefix)
	ids, reason, hasSep := strings.Cut(rest, " -- ")
	fields := strings.FieldsFunc(ids, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' })
	if len(fields) == 0 {
		return "suppression names no rule; write //cetpaudit:ignore CETPnnn -- reason"
	}
	for _, id := range fields {
		if !ruleIDRE.MatchString(id) {
			if ruleIDRE.MatchString(strings.ToUpper(id)) {
				return fmt.Sprintf("rule ID %s must be written in upper case, %s", Quote(id), strings.ToUpper(id))
			}
			if strings.ContainsAny(id, "—–-:") {
				return "separate the rule IDs from the reason with \" -- \" (two ASCII hyphens between spaces); write //cetpaudit:ignore CETPnnn -- reason"
			}
			return fmt.Sprintf("%s is not a rule ID; write //cetpaudit:ignore CETPnnn -- reason", Quote(id))
		}
	}
	if !hasSep || strings.TrimSpace(reason) == "" {
		return fmt.Sprintf("suppression of %s has no reason, so it suppresses nothing; add one after \" -- \"", strings.Join(fields, ", "))
	}
	return "write the directive as //cetpaudit:ignore CETPnnn -- reason, with rule IDs separated by commas"
}

var ruleIDRE = lazyregexp.New(`^CETP[0-9]{3}$`)

// cover returns the range a directive in comment c of group g covers.
func cover(tf *token.File, f *ast.File, g *ast.CommentGroup, c *ast.Comment) (from, to token.Pos) {
	line := tf.Line(c.Pos())
	if codeBefore(tf, f, c.Pos(), line) {
		from, to = lineRange(tf, line)
		// At the end of a statement's first line, it covers the whole
		// statement: a call's arguments often continue below.
		if st := statementStartingOn(tf, f, line, c.Pos()); st != nil && st.End() > to {
			to = st.End()
		}
		return from, to
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

// statementStartingOn returns the outermost simple statement, value spec,
// field or composite-literal element that starts on line before pos.
func statementStartingOn(tf *token.File, f *ast.File, line int, pos token.Pos) ast.Node {
	var found ast.Node
	ast.Inspect(f, func(n ast.Node) bool {
		if found != nil || n == nil || n.End() < tf.LineStart(line) || n.Pos() > pos {
			return false
		}
		if _, ok := n.(*ast.CommentGroup); ok {
			return false
		}
		if n.Pos() >= tf.LineStart(line) && tf.Line(n.Pos()) == line {
			switch n.(type) {
			case *ast.ExprStmt, *ast.AssignStmt, *ast.ReturnStmt, *ast.DeclStmt, *ast.GoStmt, *ast.DeferStmt,
				*ast.SendStmt, *ast.IncDecStmt, *ast.ValueSpec, *ast.Field, *ast.KeyValueExpr:
				found = n
				return false
			}
		}
		return true
	})
	return found
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
	emit(pass, Diagnostic(id, rng, fmt.Sprintf(format, args...)))
}

// ReportFix is Report with a mechanical fix (see analysis.SuggestedFix).
func ReportFix(pass *analysis.Pass, id string, rng analysis.Range, fix *analysis.SuggestedFix, format string, args ...any) {
	d := Diagnostic(id, rng, fmt.Sprintf(format, args...))
	if fix != nil {
		d.SuggestedFixes = []analysis.SuggestedFix{*fix}
	}
	emit(pass, d)
}

func emit(pass *analysis.Pass, d analysis.Diagnostic) {
	ds, _ := pass.ResultOf[Analyzer].(*Directives)
	if ds != nil {
		if by := ds.Suppressor(d.Pos, d.Category); by != nil {
			if KeepSuppressed {
				d.Related = append(d.Related, analysis.RelatedInformation{Pos: by.Pos, End: by.End, Message: SuppressedMark + by.Reason})
				pass.Report(d)
			}
			return
		}
	}
	if Filter != nil && !Filter(pass, d) {
		return
	}
	pass.Report(d)
}

// NoteSuffix ends the Category of a diagnostic reported at note level:
// a limit the analysis hit, said instead of missed silently.
const NoteSuffix = "/note"

// ReportNote reports, at note level, that rule id could not check
// something (see Report).
func ReportNote(pass *analysis.Pass, id string, rng analysis.Range, format string, args ...any) {
	d := Diagnostic(id, rng, "note: "+fmt.Sprintf(format, args...))
	rule := d.Category
	d.Category += NoteSuffix
	ds, _ := pass.ResultOf[Analyzer].(*Directives)
	if ds != nil {
		if by := ds.Suppressor(rng.Pos(), rule); by != nil {
			// Kept like a suppressed finding, so that --show-suppressed
			// lists (and counts) what the directive silenced.
			if KeepSuppressed {
				d.Related = append(d.Related, analysis.RelatedInformation{Pos: by.Pos, End: by.End, Message: SuppressedMark + by.Reason})
				pass.Report(d)
			}
			return
		}
	}
	if Filter != nil && !Filter(pass, d) {
		return
	}
	pass.Report(d)
}

// LimitPrefix starts the Category of a limit note: where the analysis
// stopped short for several rules at once (a tool list it could not
// evaluate skips every declaration rule for its tools). It is not a
// finding of any one rule: drivers keep it while any of the rules it
// names is selected, and cetpaudit go lists it with the run's notes.
const LimitPrefix = "limit:"

// ReportLimit reports a limit note about rules ids over rng. A directive
// naming one of them suppresses it.
func ReportLimit(pass *analysis.Pass, ids []string, rng analysis.Range, format string, args ...any) {
	d := analysis.Diagnostic{
		Pos:      rng.Pos(),
		End:      rng.End(),
		Category: LimitPrefix + strings.Join(ids, ","),
		Message:  "note: " + fmt.Sprintf(format, args...),
		URL:      version.DocURL("docs/go-providers.md"),
	}
	if ds, _ := pass.ResultOf[Analyzer].(*Directives); ds != nil {
		for _, id := range ids {
			if ds.Suppressor(rng.Pos(), id) != nil {
				return
			}
		}
	}
	if Filter != nil && !Filter(pass, d) {
		return
	}
	pass.Report(d)
}

// LimitRules returns the rules a limit note's Category names; ok is false
// for any other diagnostic.
func LimitRules(category string) (ids []string, ok bool) {
	rest, ok := strings.CutPrefix(category, LimitPrefix)
	if !ok {
		return nil, false
	}
	return strings.Split(rest, ","), true
}

// RuleOf splits a diagnostic's Category into its rule ID and whether it
// was reported at note level.
func RuleOf(category string) (id string, note bool) {
	id, note = strings.CutSuffix(category, NoteSuffix)
	return id, note
}

// Driver settings, made once by a driver before any analysis runs.
var (
	// Filter, when set, decides whether a finding that no directive
	// suppressed is reported: go vet applies the rule flags and
	// .cetpaudit.json through it, as cetpaudit go does after analysis.
	Filter func(pass *analysis.Pass, d analysis.Diagnostic) bool
	// KeepSuppressed reports findings a directive suppressed too, marked
	// by a related information whose message is SuppressedMark and the
	// directive's reason, for drivers that list suppressed findings.
	KeepSuppressed bool
)

// SuppressedMark starts the related information of a finding a directive
// suppressed (see KeepSuppressed).
const SuppressedMark = "suppressed by //cetpaudit:ignore -- "

// SuppressedBy returns the reason and position of the directive that
// suppressed d, when KeepSuppressed marked it.
func SuppressedBy(d analysis.Diagnostic) (reason string, at token.Pos, ok bool) {
	for _, r := range d.Related {
		if rest, ok := strings.CutPrefix(r.Message, SuppressedMark); ok {
			return rest, r.Pos, true
		}
	}
	return "", token.NoPos, false
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
