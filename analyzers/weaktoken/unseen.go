package weaktoken

import (
	"fmt"
	"go/ast"
	"go/types"
	"path/filepath"
	"strings"

	"github.com/clawseed/cetpaudit/analyzers/internal/api"
	"github.com/clawseed/cetpaudit/analyzers/internal/flow"
	"github.com/clawseed/cetpaudit/analyzers/internal/ignore"
	"github.com/clawseed/cetpaudit/internal/finding"
)

// Where a value's origin cannot be seen — a call of a function value whose
// targets the package neither stores nor takes, or a bound of the value
// tracer — matters only when the value becomes a token. A helper that
// returns such a value (a formatter, a lazy getter, in a package that may
// not know CETP) is not a token: its fact says the origin is unknown, and
// the package that mints a token from the helper's result notes it at
// that token, naming the helper and where the origin is lost.

// Unseen says where a function's result is made of something the analysis
// cannot see. The zero Unseen is none.
type Unseen struct {
	// Func names the function holding the unseen call or the cut trace
	// ("fmtx.Render", "fmtx.Clock.Now"); "" when nothing is unseen.
	Func string
	// Pkg is the import path of the package that holds it.
	Pkg string
	// Value renders the called function value ("f", "s.gen"), or is ""
	// when the limit is a bound of the value tracer, described by Cut.
	Value string
	Cut   string
	// Path and Line locate the call or the traced expression.
	Path string
	Line int
}

// String is the fact's wording: "unknown origin (function value f in
// example.com/x/fmtx)".
func (u Unseen) String() string {
	switch {
	case u.Func == "":
		return ""
	case u.Value != "":
		return fmt.Sprintf("unknown origin (function value %s in %s)", u.Value, u.Pkg)
	}
	return fmt.Sprintf("unknown origin (traced only in part in %s)", u.Func)
}

// limit is one place a trace could not see what a value is made of.
type limit struct {
	// at is where it shows in this package: the call of the function
	// value, the traced expression of a cut, or the call of another
	// package's helper that carries one (from).
	at ast.Expr
	// value is set for a call of a function value whose targets this
	// package does not store or take.
	value bool
	// cut is set for a bound of the value tracer.
	cut flow.Cut
	// callee and from are set for a helper of another package whose
	// fact carries the limit.
	callee *types.Func
	from   *PredictableFact
}

// unseen turns a limit met while summarising a helper into its fact's
// Unseen: one carried from another package keeps its origin.
func (c *checker) unseen(l limit) Unseen {
	if l.from != nil {
		return l.from.Unseen
	}
	p := c.pass.Fset.Position(l.at.Pos())
	u := Unseen{Func: c.holder(l.at), Pkg: c.pass.Pkg.Path(), Path: p.Filename, Line: p.Line}
	if l.value {
		u.Value = types.ExprString(l.at.(*ast.CallExpr).Fun)
	} else {
		u.Cut = l.cut.String()
	}
	return u
}

// note reports a limit met while tracing a token of kind k.
func (c *checker) note(l limit, k kind) {
	switch {
	case l.from != nil:
		if c.reported[l.at.Pos()] {
			return
		}
		c.reported[l.at.Pos()] = true
		u, callee := l.from.Unseen, api.FuncName(l.callee)
		where := fmt.Sprintf("%s:%d in package %s", filepath.Base(u.Path), u.Line, u.Pkg)
		if u.Value == "" {
			ignore.ReportNote(c.pass, Rule, l.at,
				"the %s comes from %s, whose result was traced only in part in %s (%s: %s), so whether it is predictable "+
					"is not fully visible; findings about it may be missing; mint tokens with cetp.NewToken (crypto/rand) (§2.2, §4.3)",
				k, callee, u.Func, where, u.Cut)
			return
		}
		via := "which returns what the function value " + finding.QuoteN(u.Value, 60) + " gives"
		if u.Func != callee {
			via = "which reaches " + u.Func + "'s call of the function value " + finding.QuoteN(u.Value, 60)
		}
		ignore.ReportNote(c.pass, Rule, l.at,
			"the %s comes from %s, %s (%s), whose targets cannot be seen there (handed in, or filled in another package), "+
				"so whether it is predictable is not visible; mint tokens with cetp.NewToken (crypto/rand) (§2.2, §4.3)",
			k, callee, via, where)
	case l.value:
		if c.reported[l.at.Pos()] {
			return
		}
		c.reported[l.at.Pos()] = true
		ignore.ReportNote(c.pass, Rule, l.at,
			"the value comes from %s, a function value whose targets this package does not store or take, so whether "+
				"it is predictable is not visible; mint tokens with cetp.NewToken (crypto/rand) (§2.2, §4.3)", api.Render(l.at.(*ast.CallExpr).Fun))
	default:
		flow.ReportCut(c.pass, Rule, l.cut)
	}
}

// inModule reports whether path is a package of the analysed module: a
// limit inside another module (a library's callback) is that module's
// business, as calls into its code without facts are.
func (c *checker) inModule(path string) bool {
	if c.pass.Module == nil || c.pass.Module.Path == "" {
		return true
	}
	m := c.pass.Module.Path
	return path == m || strings.HasPrefix(path, m+"/")
}

// holder names the declared function whose body holds e.
func (c *checker) holder(e ast.Expr) string {
	for _, f := range c.pass.Files {
		if e.Pos() < f.FileStart || e.Pos() > f.FileEnd {
			continue
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || e.Pos() < fd.Pos() || e.End() > fd.End() {
				continue
			}
			if fn, ok := c.pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
				return api.FuncName(fn)
			}
		}
	}
	return c.pass.Pkg.Name() // a package-level initializer
}
