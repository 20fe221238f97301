package injection

import (
	"go/ast"
	"go/types"
	"path"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/clawseed/cetpaudit/analyzers/internal/api"
	"github.com/clawseed/cetpaudit/analyzers/internal/effects"
	"github.com/clawseed/cetpaudit/analyzers/internal/flow"
	"github.com/clawseed/cetpaudit/analyzers/internal/ignore"
	"github.com/clawseed/cetpaudit/analyzers/internal/reqargs"
	"github.com/clawseed/cetpaudit/internal/version"
)

// Rule is the rule the analyzer reports.
const Rule = "CETP622"

// ChecksContainment is the fact of an exported function that checks a
// path stays inside a directory (filepath.IsLocal, filepath.Rel,
// strings.HasPrefix, os.Root, or another such function): a safe-join
// helper whose result is a contained path, or a validator whose error
// says the path escapes. Its callers in other packages count the call as
// their containment check.
type ChecksContainment struct{}

// AFact marks ChecksContainment as an analysis fact.
func (*ChecksContainment) AFact() {}

func (*ChecksContainment) String() string { return "checks path containment" }

// Analyzer reports CETP622.
var Analyzer = &analysis.Analyzer{
	Name:      "injection",
	Doc:       api.Doc("report request arguments that reach SQL text, file paths, processes or URLs unvalidated", Rule),
	URL:       version.RuleDocURL(Rule),
	Requires:  []*analysis.Analyzer{inspect.Analyzer, ignore.Analyzer, flow.Analyzer, reqargs.Analyzer, effects.Analyzer},
	Run:       run,
	FactTypes: []analysis.Fact{new(ChecksContainment)},
}

type sinkKind int

const (
	sqlText sinkKind = iota
	filePath
	program
	shellArg
	wholeURL
)

func run(pass *analysis.Pass) (any, error) {
	// Containment helpers are summarised in every package, cetp or not:
	// a safe-join package need not import cetp.
	contains := containers(pass)
	idx, _ := pass.ResultOf[flow.Analyzer].(*flow.Index)
	if idx == nil {
		return nil, nil
	}
	ins := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	args := reqargs.Find(pass.TypesInfo, idx, ins, pass.ResultOf[reqargs.Analyzer].(reqargs.Helpers))
	for _, cut := range args.Cuts {
		flow.ReportCut(pass, Rule, cut)
	}
	if args.Empty() {
		return nil, nil
	}
	c := &checker{pass: pass, idx: idx, args: args, eff: pass.ResultOf[effects.Analyzer].(*effects.Result), contains: contains}
	ins.WithStack([]ast.Node{(*ast.CallExpr)(nil)}, func(n ast.Node, push bool, stack []ast.Node) bool {
		if push {
			c.call(n.(*ast.CallExpr), stack)
		}
		return true
	})
	return nil, nil
}

type checker struct {
	pass *analysis.Pass
	idx  *flow.Index
	args *reqargs.Args
	eff  *effects.Result
	// contains holds the package's functions that check containment.
	contains map[*types.Func]bool
}

var sqlMethods = map[string]int{
	"Query": 0, "QueryContext": 1, "QueryRow": 0, "QueryRowContext": 1,
	"Exec": 0, "ExecContext": 1, "Prepare": 0, "PrepareContext": 1,
}

var osPathFuncs = map[string]bool{
	"Open": true, "OpenFile": true, "Create": true, "ReadFile": true, "WriteFile": true, "Remove": true,
	"RemoveAll": true, "Rename": true, "Mkdir": true, "MkdirAll": true, "ReadDir": true, "Truncate": true,
	"Chmod": true, "Symlink": true, "Link": true,
}

var shells = map[string]bool{"sh": true, "bash": true, "zsh": true, "dash": true, "ash": true, "mksh": true, "cmd": true, "cmd.exe": true, "powershell": true}

func (c *checker) call(call *ast.CallExpr, stack []ast.Node) {
	fn := api.Callee(c.pass.TypesInfo, call)
	if fn == nil || fn.Pkg() == nil {
		return
	}
	sig := fn.Type().(*types.Signature)
	if m, hidden := c.eff.HiddenMethod(fn); hidden {
		c.hidden(call, m)
		return
	}
	switch fn.Pkg().Path() {
	case "database/sql":
		if i, ok := sqlMethods[fn.Name()]; ok && sig.Recv() != nil && i < len(call.Args) {
			c.check(call, call.Args[i], sqlText, stack)
		}
	case "os":
		if sig.Recv() == nil && osPathFuncs[fn.Name()] {
			for i, a := range call.Args {
				if i > 1 || (i == 1 && fn.Name() != "Rename" && fn.Name() != "Symlink" && fn.Name() != "Link") {
					break
				}
				c.check(call, a, filePath, stack)
			}
		}
	case "os/exec":
		if sig.Recv() != nil || (fn.Name() != "Command" && fn.Name() != "CommandContext") {
			return
		}
		first := 0
		if fn.Name() == "CommandContext" {
			first = 1
		}
		if first >= len(call.Args) {
			return
		}
		c.check(call, call.Args[first], program, stack)
		if name, ok := api.ConstString(c.pass.TypesInfo, call.Args[first]); ok && shells[path.Base(name)] {
			for _, a := range call.Args[first+1:] {
				c.check(call, a, shellArg, stack)
			}
		}
	case "net/http":
		i := -1
		switch fn.Name() {
		case "Get", "Head", "Post", "PostForm":
			i = 0
		case "NewRequest":
			i = 1
		case "NewRequestWithContext":
			i = 2
		}
		if i >= 0 && i < len(call.Args) {
			c.check(call, call.Args[i], wholeURL, stack)
		}
	}
}

// check reports when an argument read flows into operand e of a sink.
func (c *checker) check(call *ast.CallExpr, e ast.Expr, k sinkKind, stack []ast.Node) {
	info := c.pass.TypesInfo
	if _, ok := api.ConstString(info, e); ok {
		return
	}
	var read ast.Expr
	name := ""
	sanitized, fixedHost := false, false
	cut := c.idx.Trace(e, func(x ast.Expr) bool {
		if read != nil && (k != wholeURL || fixedHost) {
			return false
		}
		if s, ok := api.ConstString(info, x); ok && k == wholeURL && strings.Contains(s, "://") {
			fixedHost = true
		}
		if call, ok := x.(*ast.CallExpr); ok && k == filePath {
			if f := api.Callee(info, call); api.IsFunc(f, "path/filepath", "Base") || api.IsFunc(f, "path", "Base") ||
				(c.checks(f) && returnsPath(f)) {
				// A safe-join helper's result is contained.
				sanitized = true
				return false
			}
		}
		if n, ok := c.args.Read(x); ok {
			if read == nil {
				read, name = x, n
			}
			return false
		}
		return true
	})
	flow.ReportCut(c.pass, Rule, cut)
	if read == nil || sanitized || (k == wholeURL && fixedHost) {
		return
	}
	if k == filePath && c.containmentChecked(stack) {
		return
	}
	arg := ignore.Quote(name)
	if name == "" {
		arg = api.Render(read)
	}
	callee := api.Render(call.Fun)
	switch k {
	case sqlText:
		ignore.Report(c.pass, Rule, e,
			"the request argument %s is built into the SQL text of %s: an agent can inject SQL. Keep the query constant and pass "+
				"the value as a parameter (?, $1) (§7.3)", arg, callee)
	case filePath:
		ignore.Report(c.pass, Rule, e,
			"the request argument %s reaches the file path of %s with no containment check: \"../\" or an absolute path escapes "+
				"the directory. Accept only filepath.IsLocal names, or open through an os.Root (§7.3)", arg, callee)
	case program:
		ignore.Report(c.pass, Rule, e,
			"the request argument %s chooses the program %s runs: an agent can run anything. Map the argument to a fixed "+
				"list of programs (§7.3)", arg, callee)
	case shellArg:
		ignore.Report(c.pass, Rule, e,
			"the request argument %s is passed to a shell by %s: an agent can inject commands. Run the program directly "+
				"with the value as one argument, after validating it (§7.3)", arg, callee)
	case wholeURL:
		ignore.Report(c.pass, Rule, e,
			"the request argument %s is the whole URL %s fetches: an agent can reach internal hosts or other apps' servers. "+
				"Fix the scheme and host and put the argument in the path or query, escaped (§7.3)", arg, callee)
	}
}

// hidden notes a request argument handed to an interface method whose
// implementations are out of sight: whether it reaches a sink there is not
// visible.
func (c *checker) hidden(call *ast.CallExpr, method string) {
	for _, a := range call.Args {
		var read ast.Expr
		name := ""
		cut := c.idx.Trace(a, func(x ast.Expr) bool {
			if read != nil {
				return false
			}
			if n, ok := c.args.Read(x); ok {
				read, name = x, n
				return false
			}
			return true
		})
		flow.ReportCut(c.pass, Rule, cut)
		if read == nil {
			continue
		}
		arg := ignore.Quote(name)
		if name == "" {
			arg = api.Render(read)
		}
		ignore.ReportNote(c.pass, Rule, a,
			"the request argument %s is passed to interface method %s, which no type in this package or the packages of its "+
				"module it imports implements, so whether it reaches SQL text, a file path, a program or a URL is not visible; "+
				"validate it before the call (§7.3)", arg, method)
		return
	}
}

// containmentChecked reports whether a path check guards the sink: a
// standard-library check anywhere in the enclosing function, or a call of
// a containment helper (this package's or another's, by its fact) in a
// statement before the sink's, in a block that holds the sink.
func (c *checker) containmentChecked(stack []ast.Node) bool {
	var body ast.Node
	for i := len(stack) - 1; i >= 0 && body == nil; i-- {
		switch f := stack[i].(type) {
		case *ast.FuncDecl:
			body = f.Body
		case *ast.FuncLit:
			body = f.Body
		}
		if body != nil {
			break
		}
		var list []ast.Stmt
		switch b := stack[i].(type) {
		case *ast.BlockStmt:
			list = b.List
		case *ast.CaseClause:
			list = b.Body
		case *ast.CommClause:
			list = b.Body
		default:
			continue
		}
		for _, st := range list {
			if st.End() > stack[len(stack)-1].Pos() {
				break
			}
			switch st.(type) {
			case *ast.CaseClause, *ast.CommClause:
				continue // another case of a switch: not on the sink's path
			}
			if hasCheck(c.pass.TypesInfo, st, c.checks) {
				return true
			}
		}
	}
	if body == nil {
		return false
	}
	return hasCheck(c.pass.TypesInfo, body, func(*types.Func) bool { return false })
}

// checks reports whether calling f checks containment: a primitive, one
// of the package's helpers, or another package's (its fact).
func (c *checker) checks(f *types.Func) bool {
	return checksWith(c.pass, c.contains, f)
}

func checksWith(pass *analysis.Pass, own map[*types.Func]bool, f *types.Func) bool {
	switch {
	case f == nil:
		return false
	case own[f]:
		return true
	case f.Pkg() != nil && f.Pkg() != pass.Pkg && !api.IsStd(f.Pkg().Path()):
		return pass.ImportObjectFact(f.Origin(), new(ChecksContainment))
	}
	return false
}

// containmentPrimitive reports whether f is a standard-library way to
// keep a path inside a directory.
func containmentPrimitive(f *types.Func) bool {
	return api.IsFunc(f, "path/filepath", "IsLocal") || api.IsFunc(f, "path/filepath", "Rel") ||
		api.IsFunc(f, "strings", "HasPrefix") || api.IsFunc(f, "os", "OpenRoot") || api.IsFunc(f, "os", "OpenInRoot") ||
		api.IsFunc(f, "path/filepath", "Localize")
}

// hasCheck reports whether body calls a containment primitive or a
// function checks accepts.
func hasCheck(info *types.Info, body ast.Node, checks func(*types.Func) bool) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if found || !ok {
			return !found
		}
		if f := api.Callee(info, call); containmentPrimitive(f) || checks(f) {
			found = true
		}
		return !found
	})
	return found
}

// containers finds the package's functions that check containment,
// directly or through each other and other packages' helpers, and
// exports the fact for the exported ones. Only functions that can tell
// their caller the answer count: they return a value (the contained path,
// an error, a bool).
func containers(pass *analysis.Pass) map[*types.Func]bool {
	own := map[*types.Func]bool{}
	type decl struct {
		fn   *types.Func
		body *ast.BlockStmt
	}
	var decls []decl
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			if fn, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func); ok && fn.Type().(*types.Signature).Results().Len() > 0 {
				decls = append(decls, decl{fn, fd.Body})
			}
		}
	}
	checks := func(f *types.Func) bool { return checksWith(pass, own, f) }
	none := func(*types.Func) bool { return false }
	// A helper checks containment when it calls a standard-library check,
	// or calls another helper in a statement of its body's top level (a
	// wrapper): a dispatcher calling one in a switch case does not.
	top := func(body *ast.BlockStmt) bool {
		for _, st := range body.List {
			switch st.(type) {
			case *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt, *ast.ForStmt, *ast.RangeStmt:
				continue
			}
			if hasCheck(pass.TypesInfo, st, checks) {
				return true
			}
		}
		return false
	}
	for changed := true; changed; {
		changed = false
		for _, d := range decls {
			if !own[d.fn] && (hasCheck(pass.TypesInfo, d.body, none) || top(d.body)) {
				own[d.fn] = true
				changed = true
			}
		}
	}
	for fn := range own {
		if fn.Exported() {
			pass.ExportObjectFact(fn, &ChecksContainment{})
		}
	}
	return own
}

// returnsPath reports whether fn's first result is a string: the path a
// safe-join helper builds (a validator returns only an error or a bool).
func returnsPath(fn *types.Func) bool {
	res := fn.Type().(*types.Signature).Results()
	if res.Len() == 0 {
		return false
	}
	b, ok := res.At(0).Type().Underlying().(*types.Basic)
	return ok && b.Kind() == types.String
}
