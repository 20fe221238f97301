package declcheck

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"path/filepath"
	"slices"
	"strconv"

	"github.com/clawseed/cetpaudit/analyzers/internal/api"
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capped"
	"github.com/clawseed/cetpaudit/internal/descriptor"
)

// DeclFact carries a declaration evaluated in its own package to the
// packages that use it: a package-level variable or a function whose value
// is a tool list ([]cetp.Tool), one tool, or a ProviderDescriptor. Node is
// the evaluated tool array, tool or descriptor document, with file, line
// and column on every value (token positions do not cross processes).
type DeclFact struct {
	Kind string // "tools", "tool" or "descriptor"
	Node *descriptor.Node
	// Registries names the registries (see RegisterFact) whose tools,
	// registered by other packages, belong to a tool list too.
	Registries []string
}

// AFact marks DeclFact as an analysis fact.
func (*DeclFact) AFact() {}

func (f *DeclFact) String() string {
	n := 0
	if f.Node != nil {
		n = len(f.Node.Elems)
	}
	if f.Kind == "tools" {
		return fmt.Sprintf("declares %d tools", n)
	}
	return "declares a " + f.Kind
}

// item is one element of a tool list: a tool expression of this package,
// or a tool another package evaluated; or, with registry set, whatever
// the packages linked with this one register into that registry.
type item struct {
	expr     ast.Expr
	node     *descriptor.Node
	registry string
}

// gaveUp says why a list could not be evaluated, at the expression where
// evaluation stopped.
type gaveUp struct {
	at  ast.Expr
	why string
}

const maxItemDepth = 8

// toolItems resolves a []cetp.Tool expression to its tools: slice
// literals, variables assigned once, append, functions of this package
// (every return statement), and variables and functions of other packages
// through their facts.
func (b *builder) toolItems(x ast.Expr, depth int) ([]item, *gaveUp) {
	if depth > maxItemDepth {
		return nil, &gaveUp{x, fmt.Sprintf("it is built in a loop or through more than %d steps (variables, appends, calls), the budget of tool list evaluation", maxItemDepth)}
	}
	info := b.info()
	if isNil(info, x) {
		return nil, nil
	}
	switch e := ast.Unparen(x).(type) {
	case *ast.CompositeLit:
		b.used[e] = true
		if _, ok := info.TypeOf(e).Underlying().(*types.Slice); !ok {
			return []item{{expr: e}}, nil
		}
		var out []item
		for _, el := range e.Elts {
			out = append(out, item{expr: el})
		}
		return out, nil
	case *ast.Ident, *ast.SelectorExpr:
		var obj types.Object
		if id, ok := e.(*ast.Ident); ok {
			if obj = info.Uses[id]; obj == nil {
				obj = info.Defs[id] // a variable's own declaration (exportFacts)
			}
		} else {
			sel := e.(*ast.SelectorExpr)
			if info.Selections[sel] != nil {
				return nil, &gaveUp{x, fmt.Sprintf("%s is a field, set at run time", api.Render(x))}
			}
			obj = info.Uses[sel.Sel]
		}
		v, ok := obj.(*types.Var)
		if !ok {
			return nil, &gaveUp{x, fmt.Sprintf("%s is not a variable", api.Render(x))}
		}
		if v.Pkg() != nil && v.Pkg() != b.pass.Pkg {
			return b.imported(v, x)
		}
		if got, ok := b.env[v]; ok {
			return slices.Clone(got), nil
		}
		if reg := b.regs.byVar[v]; reg != nil {
			return b.registryItems(reg, x, depth)
		}
		if v.Parent() != b.pass.Pkg.Scope() && !v.IsField() {
			return b.straightLine(v, x, depth)
		}
		srcs := b.ev.Assigned(v)
		if len(srcs) != 1 {
			return nil, &gaveUp{x, fmt.Sprintf("%s is filled at run time (assigned %d times)", api.Render(x), len(srcs))}
		}
		return b.toolItems(srcs[0], depth+1)
	case *ast.CallExpr:
		if id, ok := ast.Unparen(e.Fun).(*ast.Ident); ok {
			if bi, ok := info.Uses[id].(*types.Builtin); ok && bi.Name() == "append" {
				return b.appendItems(e, depth)
			}
		}
		fn := api.Callee(info, e)
		if fn == nil {
			return nil, &gaveUp{x, fmt.Sprintf("%s calls a function value", api.Render(e.Fun))}
		}
		if fn.Pkg() != nil && fn.Pkg() != b.pass.Pkg {
			if len(e.Args) > 0 {
				return nil, &gaveUp{x, fmt.Sprintf("%s takes arguments", api.Render(e.Fun))}
			}
			return b.imported(fn, x)
		}
		decl := b.ev.Func(fn)
		if decl == nil {
			return nil, &gaveUp{x, fmt.Sprintf("the body of %s is not available", fn.Name())}
		}
		var out []item
		rets := returnsOf(decl)
		if len(rets) == 0 {
			return nil, &gaveUp{x, fmt.Sprintf("%s has no return statement", fn.Name())}
		}
		for _, r := range rets {
			if len(r.Results) != 1 {
				return nil, &gaveUp{x, fmt.Sprintf("%s returns several values", fn.Name())}
			}
			got, g := b.toolItems(r.Results[0], depth+1)
			if g != nil {
				return nil, g
			}
			out = append(out, got...)
		}
		return out, nil
	}
	return nil, &gaveUp{x, fmt.Sprintf("%s is computed at run time", api.Render(x))}
}

func (b *builder) appendItems(call *ast.CallExpr, depth int) ([]item, *gaveUp) {
	if len(call.Args) == 0 {
		return nil, nil
	}
	out, g := b.toolItems(call.Args[0], depth+1)
	if g != nil {
		return nil, g
	}
	rest := call.Args[1:]
	if call.Ellipsis.IsValid() && len(rest) == 1 {
		more, g := b.toolItems(rest[0], depth+1)
		if g != nil {
			return nil, g
		}
		return append(out, more...), nil
	}
	for _, a := range rest {
		out = append(out, item{expr: a})
	}
	return out, nil
}

// imported returns the tools another package's variable or function
// declares, from its fact.
func (b *builder) imported(obj types.Object, at ast.Expr) ([]item, *gaveUp) {
	var f DeclFact
	if !b.pass.ImportObjectFact(obj, &f) || f.Node == nil {
		return nil, &gaveUp{at, fmt.Sprintf("%s.%s of package %s could not be evaluated there", obj.Pkg().Name(), obj.Name(), obj.Pkg().Path())}
	}
	switch f.Kind {
	case "tools":
		var out []item
		for _, n := range f.Node.Elems {
			out = append(out, item{node: n})
		}
		for _, r := range f.Registries {
			out = append(out, item{registry: r})
		}
		return out, nil
	case "tool":
		return []item{{node: f.Node}}, nil
	}
	return nil, &gaveUp{at, fmt.Sprintf("%s is not a tool list", obj.Name())}
}

func returnsOf(decl *ast.FuncDecl) []*ast.ReturnStmt {
	var out []*ast.ReturnStmt
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			out = append(out, n)
		}
		return true
	})
	return out
}

// exportFacts evaluates the package's exported-or-not package-level
// variables and parameterless functions of the cetp declaration types and
// exports what evaluates, for the packages that import this one.
func (b *builder) exportFacts() {
	info := b.info()
	for _, f := range b.pass.Files {
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.GenDecl:
				if d.Tok != token.VAR {
					continue
				}
				for _, s := range d.Specs {
					vs := s.(*ast.ValueSpec)
					for _, id := range vs.Names {
						v, ok := info.Defs[id].(*types.Var)
						if !ok || !v.Exported() {
							continue
						}
						if b.regs.byVar[v] != nil {
							b.exportFor(v, v.Type(), []ast.Expr{id})
						} else if srcs := b.ev.Assigned(v); len(srcs) == 1 {
							b.exportFor(v, v.Type(), []ast.Expr{srcs[0]})
						}
					}
				}
			case *ast.FuncDecl:
				fn, ok := info.Defs[d.Name].(*types.Func)
				if !ok || !fn.Exported() || d.Recv != nil || d.Body == nil {
					continue
				}
				sig := fn.Type().(*types.Signature)
				if sig.Params().Len() != 0 || sig.Results().Len() != 1 {
					continue
				}
				var results []ast.Expr
				for _, r := range returnsOf(d) {
					if len(r.Results) != 1 {
						results = nil
						break
					}
					results = append(results, r.Results[0])
				}
				if len(results) > 0 {
					b.exportFor(fn, sig.Results().At(0).Type(), results)
				}
			}
		}
	}
}

// exportFor exports the fact of obj, whose value is one of values (a
// variable's initializer, a function's returned expressions).
func (b *builder) exportFor(obj types.Object, t types.Type, values []ast.Expr) {
	logical := b.pass.Pkg.Name() + "." + obj.Name()
	use := values[0]
	var fact *DeclFact
	switch {
	case isToolSlice(t), api.IsType(t, "Tool") && !isPointer(t):
		var items []item
		for _, v := range values {
			got, g := b.toolItems(v, 0)
			if g != nil {
				return
			}
			items = append(items, got...)
		}
		if items == nil {
			return
		}
		var regs []string
		items = slices.DeleteFunc(items, func(it item) bool {
			if it.registry != "" && !slices.Contains(regs, it.registry) {
				regs = append(regs, it.registry)
			}
			return it.registry != ""
		})
		arr := b.toolNodes(items, logical+"/"+cetp.FieldTools)
		if api.IsType(t, "Tool") {
			if len(arr) != 1 || len(regs) > 0 {
				return
			}
			fact = &DeclFact{Kind: "tool", Node: arr[0]}
		} else {
			fact = &DeclFact{Kind: "tools", Node: &descriptor.Node{Kind: descriptor.KindArray, At: b.loc(use, logical), Elems: arr}, Registries: regs}
		}
	case api.IsType(t, "ProviderDescriptor") && !isPointer(t):
		if len(values) != 1 {
			return
		}
		n := b.descriptor(use, logical)
		if n == nil {
			return
		}
		fact = &DeclFact{Kind: "descriptor", Node: n}
	default:
		return
	}
	portable(fact.Node, 0)
	b.pass.ExportObjectFact(obj, fact)
}

// toolNodes builds the tool nodes of resolved items.
func (b *builder) toolNodes(items []item, logical string) []*descriptor.Node {
	var out []*descriptor.Node
	for i, it := range items {
		if it.registry != "" {
			continue // expanded by expandMarkers where the list is used
		}
		if it.node == nil {
			it.node = b.foreignTool(it.expr)
		}
		if it.node != nil {
			out = append(out, it.node)
			continue
		}
		out = append(out, b.tool(it.expr, logical+"/"+strconv.Itoa(i)))
	}
	return out
}

// portable clears token positions, which mean nothing in another process;
// file, line and column stay.
func portable(n *descriptor.Node, depth int) {
	if n == nil || depth > 64 {
		return
	}
	n.At.Pos = token.NoPos
	for _, e := range n.Elems {
		portable(e, depth+1)
	}
	for i := range n.Members {
		n.Members[i].KeyAt.Pos = token.NoPos
		portable(n.Members[i].Value, depth+1)
	}
}

// descriptorOf builds a Provider's descriptor: a literal of this package,
// or another package's variable or function through its fact.
func (b *builder) descriptorOf(x ast.Expr, logical string) *descriptor.Node {
	if n := b.descriptor(x, logical); n != nil || x == nil {
		return n
	}
	var obj types.Object
	switch e := ast.Unparen(x).(type) {
	case *ast.Ident:
		obj = b.info().Uses[e]
	case *ast.SelectorExpr:
		if b.info().Selections[e] == nil {
			obj = b.info().Uses[e.Sel]
		}
	case *ast.CallExpr:
		if len(e.Args) == 0 {
			if fn := api.Callee(b.info(), e); fn != nil {
				obj = fn
			}
		}
	}
	if obj == nil || obj.Pkg() == nil || obj.Pkg() == b.pass.Pkg {
		return nil
	}
	var f DeclFact
	if !b.pass.ImportObjectFact(obj, &f) || f.Kind != "descriptor" {
		return nil
	}
	return f.Node
}

// foreignTool returns the tool another package's variable or function
// declares, from its fact; nil when e is not one.
func (b *builder) foreignTool(e ast.Expr) *descriptor.Node {
	var obj types.Object
	switch x := ast.Unparen(e).(type) {
	case *ast.SelectorExpr:
		if b.info().Selections[x] == nil {
			obj = b.info().Uses[x.Sel]
		}
	case *ast.CallExpr:
		if len(x.Args) == 0 {
			if fn := api.Callee(b.info(), x); fn != nil {
				obj = fn
			}
		}
	}
	if obj == nil || obj.Pkg() == nil || obj.Pkg() == b.pass.Pkg {
		return nil
	}
	var f DeclFact
	if b.pass.ImportObjectFact(obj, &f) && f.Kind == "tool" {
		return f.Node
	}
	return nil
}

// foreignRaw finds the raw string literal another package's constant is
// declared with, by reading that file: the position of its first byte.
// Schemas kept in a package of their own then report at their own keys.
func (b *builder) foreignRaw(x ast.Expr) (path string, line, col, offset int, ok bool) {
	var obj types.Object
	switch e := ast.Unparen(x).(type) {
	case *ast.SelectorExpr:
		obj = b.info().Uses[e.Sel]
	case *ast.Ident:
		obj = b.info().Uses[e]
	}
	c, isConst := obj.(*types.Const)
	if !isConst || c.Pkg() == nil || c.Pkg() == b.pass.Pkg {
		return "", 0, 0, 0, false
	}
	at := b.fset.Position(c.Pos())
	if !at.IsValid() || !filepath.IsAbs(at.Filename) {
		return "", 0, 0, 0, false
	}
	src, err := capped.ReadFile(at.Filename, maxSourceFile)
	if err != nil {
		return "", 0, 0, 0, false
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, at.Filename, src, parser.SkipObjectResolution)
	if err != nil {
		return "", 0, 0, 0, false
	}
	for _, d := range f.Decls {
		g, isGen := d.(*ast.GenDecl)
		if !isGen || g.Tok != token.CONST {
			continue
		}
		for _, s := range g.Specs {
			vs := s.(*ast.ValueSpec)
			for i, id := range vs.Names {
				if id.Name != c.Name() || fset.Position(id.Pos()).Line != at.Line || i >= len(vs.Values) {
					continue
				}
				lit, isLit := ast.Unparen(vs.Values[i]).(*ast.BasicLit)
				if !isLit || lit.Value[0] != '`' {
					return "", 0, 0, 0, false
				}
				p := fset.Position(lit.Pos())
				return at.Filename, p.Line, p.Column + 1, p.Offset + 1, true
			}
		}
	}
	return "", 0, 0, 0, false
}

// maxSourceFile bounds the Go file read to find a schema constant.
const maxSourceFile = 4 << 20
