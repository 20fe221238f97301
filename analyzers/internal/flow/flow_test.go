package flow

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"
)

// load type-checks one file and returns its index and the result of the
// function named fn (the expression of its last return).
func load(t *testing.T, src, fn string) (*Index, ast.Expr) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Defs: map[*ast.Ident]types.Object{},
		Uses: map[*ast.Ident]types.Object{}, Selections: map[*ast.SelectorExpr]*types.Selection{}}
	if _, err := (&types.Config{}).Check("p", fset, []*ast.File{f}, info); err != nil {
		t.Fatal(err)
	}
	var res ast.Expr
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Name.Name == fn {
			for _, st := range fd.Body.List {
				if r, ok := st.(*ast.ReturnStmt); ok {
					res = r.Results[0]
				}
			}
		}
	}
	return NewIndex(info, []*ast.File{f}), res
}

// TestCutByVisits: a value made of more expressions than the tracer's
// budget is cut short, and the Cut says which budget; one within it is not.
func TestCutByVisits(t *testing.T) {
	for _, terms := range []int{100, MaxVisits} {
		src := fmt.Sprintf("package p\nfunc f(a int) int {\n\tx := a%s\n\treturn x\n}\n", strings.Repeat(" + a", terms-1))
		idx, res := load(t, src, "f")
		seen := 0
		cut := idx.Trace(res, func(ast.Expr) bool { seen++; return true })
		if want := terms == MaxVisits; cut.Visits != want || cut.Hit() != want || cut.Deep != nil {
			t.Errorf("%d terms: cut %+v after %d expressions, want cut by visits %v", terms, cut, seen, want)
		}
		if cut.Hit() && (seen != MaxVisits || !strings.Contains(cut.String(), "budget of 4096 expressions per value")) {
			t.Errorf("%d terms: %d expressions seen, note %q", terms, seen, cut.String())
		}
		if cut.Root != res {
			t.Errorf("the cut's root is not the traced expression")
		}
	}
}

// TestCutByCallDepth: helpers nested past MaxCallDepth are taken as made
// of their arguments, and the Cut names the first one not read; a chain
// within the bound is followed to its end.
func TestCutByCallDepth(t *testing.T) {
	var b strings.Builder
	b.WriteString("package p\nfunc secret() int { return 42 }\n")
	const chain = MaxCallDepth + 2
	for i := 1; i < chain; i++ {
		fmt.Fprintf(&b, "func h%d() int { return h%d() }\n", i, i+1)
	}
	fmt.Fprintf(&b, "func h%d() int { return secret() }\n", chain)
	b.WriteString("func deep() int { return h1() }\nfunc shallow() int { return h4() }\n")
	for _, tc := range []struct {
		fn      string
		cutAt   string
		reaches bool
	}{{"deep", "h5", false}, {"shallow", "", true}} {
		idx, res := load(t, b.String(), tc.fn)
		reaches := false
		cut := idx.Trace(res, func(e ast.Expr) bool {
			if bl, ok := e.(*ast.BasicLit); ok && bl.Value == "42" {
				reaches = true
			}
			return true
		})
		name := ""
		if cut.DeepFunc != nil {
			name = cut.DeepFunc.Name()
		}
		if name != tc.cutAt || reaches != tc.reaches || cut.Visits {
			t.Errorf("%s: cut at %q (visits %v), reaches the constant %v; want cut at %q, reaches %v", tc.fn, name, cut.Visits, reaches, tc.cutAt, tc.reaches)
		}
		if cut.Hit() && !strings.Contains(cut.String(), "at most 4 calls deep (its budget per value) and took what h5 returns") {
			t.Errorf("%s: note %q", tc.fn, cut.String())
		}
	}
}

// TestNoCutOnLoops: a value that leads back to itself through a helper
// (b is filled by enc(b), whose result is traced through b) is traced once
// under each call, not until a budget runs out.
func TestNoCutOnLoops(t *testing.T) {
	src := `package p
func enc(b []byte) string { return string(b) }
func mint(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(i)
	}
	return enc(b)
}
func f() string { return mint(16) }
`
	idx, res := load(t, src, "f")
	seen := 0
	if cut := idx.Trace(res, func(ast.Expr) bool { seen++; return true }); cut.Hit() || seen > 100 {
		t.Errorf("cut %+v after %d expressions", cut, seen)
	}
}
