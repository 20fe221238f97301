package weaktoken

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"

	"golang.org/x/tools/go/analysis"

	"github.com/clawseed/cetpaudit/analyzers/internal/api"
)

// Import edits that keep a fixed file compiling: the replaced expression
// may hold the last use of an import (fmt.Sprintf, time.Now), and the
// file may not import cetp yet.

// fileOf returns the file of the pass that holds pos.
func fileOf(pass *analysis.Pass, pos token.Pos) *ast.File {
	for _, f := range pass.Files {
		if f.FileStart <= pos && pos <= f.FileEnd {
			return f
		}
	}
	return nil
}

// cetpName returns the name the fix calls cetp by at pos and, when the
// file does not import cetp, the edit that adds the import; ok is false
// when "cetp" would not name the package there (a declaration of that
// name in scope).
func cetpName(pass *analysis.Pass, f *ast.File, pos token.Pos) (name string, add []analysis.TextEdit, ok bool) {
	if q := api.Qualifier(pass.Files, pos); q != "" {
		return q, nil, true
	}
	for _, imp := range f.Imports {
		if p, _ := strconv.Unquote(imp.Path.Value); p == api.Path {
			return "", nil, false // imported blank or with a dot
		}
	}
	if inner := pass.Pkg.Scope().Innermost(pos); inner != nil {
		if _, obj := inner.LookupParent("cetp", pos); obj != nil {
			return "", nil, false
		}
	}
	for _, imp := range f.Imports {
		if imp.Name != nil && imp.Name.Name == "cetp" {
			return "", nil, false
		}
	}
	// A declaration of its own after the package clause: valid beside
	// any other import declarations, and gofmt keeps it.
	return "cetp", []analysis.TextEdit{{Pos: f.Name.End(), End: f.Name.End(), NewText: []byte("\n\nimport " + strconv.Quote(api.Path))}}, true
}

// unusedImports returns the edits that delete the imports of f whose every
// use lies inside [from, to), the expression the fix replaces.
func unusedImports(pass *analysis.Pass, f *ast.File, from, to token.Pos) []analysis.TextEdit {
	inside, outside := map[*types.PkgName]bool{}, map[*types.PkgName]bool{}
	ast.Inspect(f, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok {
			return true
		}
		pn, ok := pass.TypesInfo.Uses[id].(*types.PkgName)
		if !ok {
			return true
		}
		if id.Pos() >= from && id.End() <= to {
			inside[pn] = true
		} else {
			outside[pn] = true
		}
		return true
	})
	tf := pass.Fset.File(f.FileStart)
	var edits []analysis.TextEdit
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.IMPORT {
			continue
		}
		var dead []*ast.ImportSpec
		for _, s := range g.Specs {
			imp := s.(*ast.ImportSpec)
			pn := importName(pass, imp)
			if pn != nil && inside[pn] && !outside[pn] {
				dead = append(dead, imp)
			}
		}
		if len(dead) == 0 {
			continue
		}
		if !g.Lparen.IsValid() || len(dead) == len(g.Specs) {
			edits = append(edits, wholeLines(tf, g.Pos(), g.End()))
			continue
		}
		for _, imp := range dead {
			end := imp.End()
			if imp.Comment != nil {
				end = imp.Comment.End()
			}
			edits = append(edits, wholeLines(tf, imp.Pos(), end))
		}
	}
	return edits
}

// importName returns the package name an import declares.
func importName(pass *analysis.Pass, imp *ast.ImportSpec) *types.PkgName {
	if imp.Name != nil {
		pn, _ := pass.TypesInfo.Defs[imp.Name].(*types.PkgName)
		return pn
	}
	pn, _ := pass.TypesInfo.Implicits[imp].(*types.PkgName)
	return pn
}

// wholeLines widens [from, to) to the lines it spans, with their newline,
// when nothing else is on them; otherwise it is the range itself.
func wholeLines(tf *token.File, from, to token.Pos) analysis.TextEdit {
	if tf == nil {
		return analysis.TextEdit{Pos: from, End: to}
	}
	start := tf.LineStart(tf.Line(from))
	end := to
	if l := tf.Line(to); l < tf.LineCount() {
		end = tf.LineStart(l + 1)
	}
	return analysis.TextEdit{Pos: start, End: end}
}
