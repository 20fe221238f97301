package session

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/clawseed/cetpaudit/analyzers/internal/api"
)

// A read of req.SessionToken counts as a session check only when the value
// can decide something: it is compared (==, !=, <, a switch tag), used as
// an index (a map lookup), passed to a function that may validate or look
// it up (any call but a logging or printing one), returned, sent, or
// stored where this analysis does not follow it (a field, a package
// variable, an element). A read that only reaches a logger or a printer
// (log, log/slog, fmt.Print*, fmt.Errorf and the usual logging libraries),
// or is discarded (_ = req.SessionToken), decides nothing. In between, the
// value is followed through string conversions, len, concatenation,
// slicing, strings functions, fmt.Sprint*, composite literals and local
// variables, up to maxHops steps; past them, a read counts.

// maxHops bounds how far a token value is followed.
const maxHops = 6

// decider finds where token values go, with a parent map of the package's
// files built on first use.
type decider struct {
	info    *types.Info
	files   []*ast.File
	parents map[ast.Node]ast.Node
	uses    map[*types.Var][]*ast.Ident
}

func (d *decider) index() {
	if d.parents != nil {
		return
	}
	d.parents = map[ast.Node]ast.Node{}
	d.uses = map[*types.Var][]*ast.Ident{}
	for _, f := range d.files {
		var stack []ast.Node
		ast.Inspect(f, func(n ast.Node) bool {
			if n == nil {
				stack = stack[:len(stack)-1]
				return false
			}
			if len(stack) > 0 {
				d.parents[n] = stack[len(stack)-1]
			}
			stack = append(stack, n)
			if id, ok := n.(*ast.Ident); ok {
				if v, ok := d.info.Uses[id].(*types.Var); ok {
					d.uses[v] = append(d.uses[v], id)
				}
			}
			return true
		})
	}
}

// decides reports whether the value of e can decide anything.
func (d *decider) decides(e ast.Expr) bool {
	d.index()
	return d.flows(e, 0, map[*types.Var]bool{})
}

func (d *decider) flows(e ast.Expr, hops int, seen map[*types.Var]bool) bool {
	if hops > maxHops {
		return true
	}
	p := d.parents[e]
	for {
		pe, ok := p.(*ast.ParenExpr)
		if !ok {
			break
		}
		e, p = pe, d.parents[pe]
	}
	switch p := p.(type) {
	case *ast.BinaryExpr:
		switch p.Op {
		case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
			return true
		}
		return d.flows(p, hops+1, seen)
	case *ast.SwitchStmt:
		return p.Tag == e
	case *ast.IndexExpr:
		return p.Index == e || d.flows(p, hops+1, seen)
	case *ast.SliceExpr:
		return p.X != e || d.flows(p, hops+1, seen)
	case *ast.StarExpr, *ast.UnaryExpr:
		return d.flows(p.(ast.Expr), hops+1, seen)
	case *ast.KeyValueExpr:
		if p.Value != e {
			return true // a map key
		}
		if lit, ok := d.parents[p].(*ast.CompositeLit); ok {
			return d.flows(lit, hops+1, seen)
		}
		return true
	case *ast.CompositeLit:
		return d.flows(p, hops+1, seen)
	case *ast.CallExpr:
		if p.Fun == e {
			return true
		}
		return d.callDecides(p, hops, seen)
	case *ast.AssignStmt:
		for i, r := range p.Rhs {
			if r != e {
				continue
			}
			if len(p.Lhs) != len(p.Rhs) {
				return true
			}
			return d.into(p.Lhs[i], hops, seen)
		}
		return true // the value is assigned to
	case *ast.ValueSpec:
		for i, v := range p.Values {
			if v == e && len(p.Names) == len(p.Values) {
				return d.into(p.Names[i], hops, seen)
			}
		}
		return true
	case *ast.ExprStmt:
		return false
	}
	// Returned, sent, a range over it, anything else: it leaves what is
	// followed here.
	return true
}

// into follows a value assigned to lhs: nowhere for the blank identifier,
// through the uses of a local variable, and no further for anything else.
func (d *decider) into(lhs ast.Expr, hops int, seen map[*types.Var]bool) bool {
	id, ok := ast.Unparen(lhs).(*ast.Ident)
	if !ok {
		return true
	}
	if id.Name == "_" {
		return false
	}
	v, _ := d.info.Defs[id].(*types.Var)
	if v == nil {
		v, _ = d.info.Uses[id].(*types.Var)
	}
	if v == nil || v.Parent() == nil || v.Parent() == v.Pkg().Scope() || v.IsField() {
		return true
	}
	if seen[v] {
		return false
	}
	seen[v] = true
	for _, u := range d.uses[v] {
		if d.flows(u, hops+1, seen) {
			return true
		}
	}
	return false
}

// callDecides judges a call that gets the value as an argument.
func (d *decider) callDecides(call *ast.CallExpr, hops int, seen map[*types.Var]bool) bool {
	if tv, ok := d.info.Types[call.Fun]; ok && tv.IsType() {
		return d.flows(call, hops+1, seen) // a conversion
	}
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
		if b, ok := d.info.Uses[id].(*types.Builtin); ok {
			switch b.Name() {
			case "len", "append", "min", "max":
				return d.flows(call, hops+1, seen)
			}
			return true
		}
	}
	fn := api.Callee(d.info, call)
	if fn == nil || fn.Pkg() == nil {
		return true
	}
	path := fn.Pkg().Path()
	switch {
	case path == "fmt":
		if strings.HasPrefix(fn.Name(), "Sprint") || strings.HasPrefix(fn.Name(), "Append") {
			return d.flows(call, hops+1, seen)
		}
		return false // Print*, Fprint*, Errorf: shown, not decided on
	case path == "strings" && fn.Type().(*types.Signature).Recv() == nil:
		return d.flows(call, hops+1, seen)
	case loggingPackage(path):
		return false
	}
	return true
}

// loggingPackage reports whether a package only records what it is given:
// the standard loggers and the common logging libraries.
func loggingPackage(path string) bool {
	switch path {
	case "log", "log/slog", "log/syslog", "golang.org/x/exp/slog", "go.uber.org/zap", "go.uber.org/zap/zapcore",
		"github.com/sirupsen/logrus", "github.com/rs/zerolog", "github.com/rs/zerolog/log", "k8s.io/klog",
		"k8s.io/klog/v2", "github.com/golang/glog", "github.com/go-logr/logr", "github.com/apex/log",
		"github.com/charmbracelet/log", "github.com/hashicorp/go-hclog":
		return true
	}
	return false
}
