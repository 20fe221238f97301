package identity

import (
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/clawseed/cetpaudit/analyzers/internal/api"
	"github.com/clawseed/cetpaudit/analyzers/internal/flow"
	"github.com/clawseed/cetpaudit/analyzers/internal/ignore"
	"github.com/clawseed/cetpaudit/internal/ident"
	"github.com/clawseed/cetpaudit/internal/version"
)

// Rule is the rule the analyzer reports.
const Rule = "CETP606"

// Analyzer reports CETP606.
var Analyzer = &analysis.Analyzer{
	Name:     "identity",
	Doc:      api.Doc("report caller identity read from CETP request arguments", Rule),
	URL:      version.RuleDocURL(Rule),
	Requires: []*analysis.Analyzer{inspect.Analyzer, ignore.Analyzer, flow.Analyzer},
	Run:      run,
}

func run(pass *analysis.Pass) (any, error) {
	idx, _ := pass.ResultOf[flow.Analyzer].(*flow.Index)
	if idx == nil {
		return nil, nil
	}
	ins := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	c := &checker{pass: pass, idx: idx, maps: map[*types.Var]bool{}, fields: map[*types.Var]string{}}

	// Find what the arguments are decoded into.
	calls := []ast.Node{(*ast.CallExpr)(nil)}
	ins.Preorder(calls, func(n ast.Node) { c.decode(n.(*ast.CallExpr)) })
	if len(c.maps) == 0 && len(c.fields) == 0 {
		return nil, nil
	}
	// Maps handed to the package's own functions stay arguments.
	for range 3 {
		grew := false
		ins.Preorder(calls, func(n ast.Node) { grew = c.propagate(n.(*ast.CallExpr)) || grew })
		if !grew {
			break
		}
	}

	// Report identity reads, skipping the targets of assignments.
	written := map[ast.Expr]bool{}
	ins.Preorder([]ast.Node{(*ast.AssignStmt)(nil), (*ast.SelectorExpr)(nil), (*ast.IndexExpr)(nil)}, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				written[ast.Unparen(l)] = true
			}
		case *ast.SelectorExpr:
			if written[n] {
				return
			}
			if sel := pass.TypesInfo.Selections[n]; sel != nil {
				if v, ok := sel.Obj().(*types.Var); ok && c.fields[v] != "" {
					ignore.Report(pass, Rule, n,
						"caller identity is read from the request arguments (field %s, JSON %s), which any app can forge; "+
							"authorize with req.Caller, captured at the entry point (§7.1)", v.Name(), ignore.Quote(c.fields[v]))
				}
			}
		case *ast.IndexExpr:
			if written[n] {
				return
			}
			id, ok := ast.Unparen(n.X).(*ast.Ident)
			if !ok {
				return
			}
			v, ok := pass.TypesInfo.Uses[id].(*types.Var)
			if !ok || !c.maps[v] {
				return
			}
			if key, ok := api.ConstString(pass.TypesInfo, n.Index); ok && ident.NamesCaller(key) {
				ignore.Report(pass, Rule, n,
					"caller identity is read from the request arguments (%s[%s]), which any app can forge; "+
						"authorize with req.Caller, captured at the entry point (§7.1)", id.Name, ignore.Quote(key))
			}
		}
	})
	return nil, nil
}

type checker struct {
	pass   *analysis.Pass
	idx    *flow.Index
	maps   map[*types.Var]bool   // map variables holding decoded arguments
	fields map[*types.Var]string // identity fields of argument structs -> JSON name
}

// decode records the target of a call that decodes request arguments.
func (c *checker) decode(call *ast.CallExpr) {
	info := c.pass.TypesInfo
	fn := api.Callee(info, call)
	var target ast.Expr
	switch {
	case api.IsMethod(fn, api.Path, "Request", "DecodeArgs") && len(call.Args) == 1:
		target = call.Args[0]
	case api.IsFunc(fn, "encoding/json", "Unmarshal") && len(call.Args) == 2 && c.fromArgs(call.Args[0]):
		target = call.Args[1]
	case api.IsMethod(fn, "encoding/json", "Decoder", "Decode") && len(call.Args) == 1:
		if sel, ok := call.Fun.(*ast.SelectorExpr); ok && c.fromArgs(sel.X) {
			target = call.Args[0]
		}
	}
	if target == nil {
		return
	}
	if u, ok := ast.Unparen(target).(*ast.UnaryExpr); ok && u.Op == token.AND {
		target = u.X
	}
	t := info.TypeOf(target)
	if t == nil {
		return
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	switch u := t.Underlying().(type) {
	case *types.Map:
		if id, ok := ast.Unparen(target).(*ast.Ident); ok {
			if v, ok := info.Uses[id].(*types.Var); ok {
				c.maps[v] = true
			}
		}
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			f := u.Field(i)
			name := jsonName(f, u.Tag(i))
			if name != "" && ident.NamesCaller(name) {
				c.fields[f] = name
			}
		}
	}
}

// fromArgs reports whether e's value comes from a cetp.Request's Args.
func (c *checker) fromArgs(e ast.Expr) bool {
	found := false
	c.idx.Trace(e, func(x ast.Expr) bool {
		if sel, ok := x.(*ast.SelectorExpr); ok {
			if s := c.pass.TypesInfo.Selections[sel]; s != nil && api.IsField(s.Obj(), "Request", "Args") {
				found = true
			}
		}
		return !found
	})
	return found
}

// propagate marks the parameters that receive argument maps; it reports
// whether any was new.
func (c *checker) propagate(call *ast.CallExpr) bool {
	info := c.pass.TypesInfo
	fn := api.Callee(info, call)
	if fn == nil || c.idx.Func(fn) == nil {
		return false
	}
	sig := fn.Type().(*types.Signature)
	grew := false
	for i, a := range call.Args {
		if i >= sig.Params().Len() || (sig.Variadic() && i == sig.Params().Len()-1) {
			break
		}
		id, ok := ast.Unparen(a).(*ast.Ident)
		if !ok {
			continue
		}
		if v, ok := info.Uses[id].(*types.Var); ok && c.maps[v] {
			p := sig.Params().At(i)
			if !c.maps[p] {
				c.maps[p] = true
				grew = true
			}
		}
	}
	return grew
}

// jsonName is the name encoding/json uses for a field: its tag's name, or
// the field name; "" for skipped and unexported fields.
func jsonName(f *types.Var, tag string) string {
	if !f.Exported() {
		return ""
	}
	name, _, _ := strings.Cut(reflect.StructTag(tag).Get("json"), ",")
	switch name {
	case "-":
		return ""
	case "":
		return f.Name()
	}
	return name
}
