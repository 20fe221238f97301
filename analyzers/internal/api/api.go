// Package api recognises cetpaudit's Go Provider API (package cetp) in
// type-checked code: its import, its named types and functions.
package api

import (
	"go/ast"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"golang.org/x/tools/go/types/typeutil"
)

// Path is the import path of the Go Provider API.
const Path = "github.com/clawseed/cetpaudit/cetp"

// Imports reports whether pkg imports the cetp package directly. Analyzers
// return at once when it does not: code that never names the API cannot
// declare tools or build CETP errors and tokens with it.
func Imports(pkg *types.Package) bool {
	for _, p := range pkg.Imports() {
		if p.Path() == Path {
			return true
		}
	}
	return false
}

// IsType reports whether t is cetp.<name> or a pointer to it.
func IsType(t types.Type, name string) bool {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return false
	}
	obj := n.Obj()
	return obj.Name() == name && obj.Pkg() != nil && obj.Pkg().Path() == Path
}

// IsField reports whether obj is the field <field> of the struct cetp.<typ>.
func IsField(obj types.Object, typ, field string) bool {
	v, ok := obj.(*types.Var)
	if !ok || !v.IsField() || v.Name() != field || v.Pkg() == nil || v.Pkg().Path() != Path {
		return false
	}
	// Field objects do not know their struct; look the field up instead.
	s := lookupType(v.Pkg(), typ)
	if s == nil {
		return false
	}
	f, _, _ := types.LookupFieldOrMethod(s, true, v.Pkg(), field)
	return f == obj
}

func lookupType(pkg *types.Package, name string) types.Type {
	obj, ok := pkg.Scope().Lookup(name).(*types.TypeName)
	if !ok {
		return nil
	}
	return obj.Type()
}

// Callee returns the statically called function or method of call, or nil.
func Callee(info *types.Info, call *ast.CallExpr) *types.Func {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	return fn
}

// IsFunc reports whether fn is the package-level function pkgPath.name.
func IsFunc(fn *types.Func, pkgPath, name string) bool {
	if fn == nil || fn.Pkg() == nil || fn.Name() != name || fn.Pkg().Path() != pkgPath {
		return false
	}
	sig, _ := fn.Type().(*types.Signature)
	return sig != nil && sig.Recv() == nil
}

// IsMethod reports whether fn is the method name of the named type
// pkgPath.typ (value or pointer receiver).
func IsMethod(fn *types.Func, pkgPath, typ, name string) bool {
	if fn == nil || fn.Name() != name || fn.Pkg() == nil || fn.Pkg().Path() != pkgPath {
		return false
	}
	sig, _ := fn.Type().(*types.Signature)
	if sig == nil || sig.Recv() == nil {
		return false
	}
	t := sig.Recv().Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Name() == typ
}

var errorType = types.Universe.Lookup("error").Type().Underlying().(*types.Interface)

// IsError reports whether t implements error (and is not an untyped nil).
func IsError(t types.Type) bool {
	if t == nil {
		return false
	}
	if b, ok := t.(*types.Basic); ok && b.Kind() == types.UntypedNil {
		return false
	}
	return types.Implements(t, errorType)
}

// IsStd reports whether path is a standard-library package (no dot in its
// first element).
func IsStd(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".") && path != "command-line-arguments"
}

// FilePos maps a file, line and column — of a declaration in another
// package, carried by a fact — to a position in fset: exact when the file
// was parsed into it (cetpaudit go's old whole-program load, analysistest)
// or can be read from disk, the line's start when it is known only from
// export data (go vet's units: the importer gives each line one byte),
// NoPos when it is not there at all.
//
// A file read from disk is added to fset with its real line table, once,
// so that a unit analyzed on its own (go vet, cetpaudit go) reports the
// defect at its own line and column like a driver holding every package.
func FilePos(fset *token.FileSet, path string, line, col int) token.Pos {
	if line < 1 || path == "" {
		return token.NoPos
	}
	fileMu.Lock()
	defer fileMu.Unlock()
	var approx *token.File // known only from export data
	var exact *token.File
	fset.Iterate(func(f *token.File) bool {
		if f.Name() != path && filepath.Clean(f.Name()) != filepath.Clean(path) {
			return true
		}
		if approx == nil {
			approx = f
		}
		if size, ok := sourceSize(path); ok && f.Size() == size {
			exact = f
			return false
		}
		return true
	})
	if exact == nil {
		if src, err := os.ReadFile(path); err == nil {
			exact = fset.AddFile(path, -1, len(src))
			exact.SetLinesForContent(src)
			if sizes == nil {
				sizes = map[string]int{}
			}
			sizes[path] = len(src)
		}
	}
	for _, f := range []*token.File{exact, approx} {
		if f == nil || line > f.LineCount() {
			continue
		}
		p := f.LineStart(line) + token.Pos(max(col-1, 0))
		if int(p)-f.Base() > f.Size() || f.Line(p) != line {
			p = f.LineStart(line)
		}
		return p
	}
	return token.NoPos
}

var (
	fileMu sync.Mutex     // FilePos's look-up and addition are one step
	sizes  map[string]int // source file sizes FilePos has read, by path
)

// sourceSize returns the size of the source file at path, from disk the
// first time: a token.File of that size holds the file's real lines.
func sourceSize(path string) (int, bool) {
	if n, ok := sizes[path]; ok {
		return n, n >= 0
	}
	if sizes == nil {
		sizes = map[string]int{}
	}
	n := -1
	if fi, err := os.Stat(path); err == nil && fi.Mode().IsRegular() {
		n = int(fi.Size())
	}
	sizes[path] = n
	return n, n >= 0
}

// Qualifier returns the name the file holding pos imports the cetp package
// under ("cetp", or its alias), or "" when the file does not import it
// (or imports it with a dot or blank name): fixes that name cetp need it.
func Qualifier(files []*ast.File, pos token.Pos) string {
	for _, f := range files {
		if pos < f.FileStart || pos > f.FileEnd {
			continue
		}
		for _, imp := range f.Imports {
			if imp.Path == nil || strings.Trim(imp.Path.Value, "`\"") != Path {
				continue
			}
			if imp.Name == nil {
				return "cetp"
			}
			if n := imp.Name.Name; n != "_" && n != "." {
				return n
			}
			return ""
		}
	}
	return ""
}

// HookValues returns the values files give the cetp.Provider field
// `field` (a hook such as Session or Authorize): in literals (Field: v)
// and in assignments after construction (p.Field = v), so that a rule
// judges a hook the same way whichever shape sets it.
func HookValues(info *types.Info, files []*ast.File, field string) []ast.Expr {
	var out []ast.Expr
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.KeyValueExpr:
				if id, ok := n.Key.(*ast.Ident); ok && IsField(info.Uses[id], "Provider", field) {
					out = append(out, n.Value)
				}
			case *ast.AssignStmt:
				if len(n.Lhs) != len(n.Rhs) {
					return true
				}
				for i, l := range n.Lhs {
					if sel, ok := ast.Unparen(l).(*ast.SelectorExpr); ok {
						if s := info.Selections[sel]; s != nil && IsField(s.Obj(), "Provider", field) {
							out = append(out, n.Rhs[i])
						}
					}
				}
			}
			return true
		})
	}
	return out
}
