package declcheck

import (
	"errors"
	"fmt"
	"go/ast"
	"go/constant"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/clawseed/cetpaudit/analyzers/internal/api"
	"github.com/clawseed/cetpaudit/analyzers/internal/ignore"
	"github.com/clawseed/cetpaudit/internal/capped"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/jsonpos"
)

// Where a schema's text is written, when it is not one raw string literal:
// a file embedded with //go:embed, or constants concatenated with +.

// maxSchemaFile bounds an embedded schema file read from disk.
const maxSchemaFile = 4 << 20

// unconvert strips conversions: cetp.Schema(s), json.RawMessage(b),
// string(b).
func (b *builder) unconvert(x ast.Expr) ast.Expr {
	for range 8 {
		call, ok := ast.Unparen(x).(*ast.CallExpr)
		if !ok || len(call.Args) != 1 {
			return ast.Unparen(x)
		}
		if tv, ok := b.info().Types[call.Fun]; !ok || !tv.IsType() {
			return ast.Unparen(x)
		}
		x = call.Args[0]
	}
	return ast.Unparen(x)
}

// embedded returns the file a package-level string or []byte variable is
// embedded from with //go:embed, and its text. ok is false when x is not
// such a variable; err says why its file could not be read.
func (b *builder) embedded(x ast.Expr) (path string, text []byte, ok bool, err error) {
	var obj types.Object
	switch e := b.unconvert(x).(type) {
	case *ast.Ident:
		obj = b.info().Uses[e]
	case *ast.SelectorExpr:
		if b.info().Selections[e] == nil {
			obj = b.info().Uses[e.Sel]
		}
	}
	v, isVar := obj.(*types.Var)
	if !isVar || v.Pkg() == nil || v.Parent() != v.Pkg().Scope() {
		return "", nil, false, nil
	}
	patterns, goFile := b.embedPatterns(v)
	if patterns == nil {
		return "", nil, false, nil
	}
	dir := filepath.Dir(goFile)
	var files []string
	for _, p := range patterns {
		if filepath.IsAbs(p) || strings.Contains(p, "..") || strings.HasPrefix(p, "all:") {
			return "", nil, true, fmt.Errorf("its //go:embed pattern %s is not a plain file pattern", strconv.Quote(p))
		}
		m, gerr := filepath.Glob(filepath.Join(dir, filepath.FromSlash(p)))
		if gerr != nil {
			return "", nil, true, fmt.Errorf("its //go:embed pattern %s is malformed", strconv.Quote(p))
		}
		files = append(files, m...)
	}
	if len(files) != 1 {
		return "", nil, true, fmt.Errorf("its //go:embed patterns match %d files, not one", len(files))
	}
	if st, serr := os.Stat(files[0]); serr != nil || !st.Mode().IsRegular() {
		return "", nil, true, fmt.Errorf("the embedded %s is not a regular file", filepath.Base(files[0]))
	}
	data, rerr := capped.ReadFile(files[0], maxSchemaFile)
	if rerr != nil {
		return "", nil, true, fmt.Errorf("the embedded %s cannot be read (%v; the budget is %d MiB)", filepath.Base(files[0]), rerr, maxSchemaFile>>20)
	}
	return files[0], data, true, nil
}

// embedPatterns returns the //go:embed patterns of a package-level
// variable and the Go file that declares it, or nil.
func (b *builder) embedPatterns(v *types.Var) ([]string, string) {
	p := b.fset.Position(v.Pos())
	if !p.IsValid() || !filepath.IsAbs(p.Filename) {
		return nil, ""
	}
	var file *ast.File
	fset := b.fset
	for _, f := range b.pass.Files {
		if f.FileStart <= v.Pos() && v.Pos() <= f.FileEnd {
			file = f
		}
	}
	if file == nil { // another package's variable: read its file
		src, err := capped.ReadFile(p.Filename, maxSourceFile)
		if err != nil {
			return nil, ""
		}
		fset = token.NewFileSet()
		if file, err = parser.ParseFile(fset, p.Filename, src, parser.ParseComments|parser.SkipObjectResolution); err != nil {
			return nil, ""
		}
	}
	for _, d := range file.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.VAR {
			continue
		}
		for _, s := range g.Specs {
			vs := s.(*ast.ValueSpec)
			for _, id := range vs.Names {
				if id.Name != v.Name() || fset.Position(id.Pos()).Line != p.Line {
					continue
				}
				doc := vs.Doc
				if doc == nil && len(g.Specs) == 1 {
					doc = g.Doc
				}
				return embedDirective(doc), p.Filename
			}
		}
	}
	return nil, ""
}

// embedDirective returns the patterns of the //go:embed lines of a doc
// comment.
func embedDirective(doc *ast.CommentGroup) []string {
	if doc == nil {
		return nil
	}
	var out []string
	for _, c := range doc.List {
		rest, ok := strings.CutPrefix(c.Text, "//go:embed")
		if !ok || rest == "" || rest[0] != ' ' && rest[0] != '\t' {
			continue
		}
		for rest = strings.TrimSpace(rest); rest != ""; rest = strings.TrimSpace(rest) {
			var p string
			switch rest[0] {
			case '"', '`':
				end := strings.IndexByte(rest[1:], rest[0])
				if end < 0 {
					return nil
				}
				q, err := strconv.Unquote(rest[:end+2])
				if err != nil {
					return nil
				}
				p, rest = q, rest[end+2:]
			default:
				i := strings.IndexAny(rest, " \t")
				if i < 0 {
					i = len(rest)
				}
				p, rest = rest[:i], rest[i:]
			}
			out = append(out, p)
		}
	}
	return out
}

// embeddedSchema parses an embedded schema file, with positions in it.
func (b *builder) embeddedSchema(x ast.Expr, path string, text []byte, logical, tool, field string, at descriptor.Loc) *descriptor.Node {
	n, err := jsonpos.ParseAt(text, path, jsonpos.Origin{Line: 1, Col: 1, Pointer: logical})
	if err != nil {
		var rng ast.Node = x
		var je *jsonpos.Error
		if errors.As(err, &je) {
			if p := api.FilePos(b.fset, path, je.Line, je.Col); p.IsValid() {
				rng = rng0{p}
			}
		}
		b.schemaErrs = append(b.schemaErrs, schemaErr{at: rng, tool: tool, what: field + " (" + filepath.Base(path) + ")", err: err})
		return dynamic(at)
	}
	b.foreignPos(n, at)
	return n
}

type rng0 struct{ p token.Pos }

func (r rng0) Pos() token.Pos { return r.p }
func (r rng0) End() token.Pos { return r.p }

// piece is one string constant of a concatenated schema text: where its
// bytes start in the text, and, for a raw literal, where they are in the
// file.
type piece struct {
	start, end int
	pos        token.Pos // the first byte of the literal's content; NoPos when not exact
	at         token.Pos // the expression, for pieces that are not exact
}

// pieces splits a constant string expression built with + into its
// operands, each resolved to the literal it is written as; ok is false
// when some operand's text is not known.
func (b *builder) pieces(x ast.Expr) ([]piece, bool) {
	var out []piece
	off := 0
	var walk func(e ast.Expr, depth int) bool
	walk = func(e ast.Expr, depth int) bool {
		if depth > 64 {
			return false
		}
		e = ast.Unparen(e)
		if be, ok := e.(*ast.BinaryExpr); ok && be.Op == token.ADD {
			return walk(be.X, depth+1) && walk(be.Y, depth+1)
		}
		// A constant of this package joined with + where it is declared
		// (const open = head + `...`): its operands, so that what is
		// written in them is found there, not at the constant's use.
		if init := b.joinedConst(e); init != nil {
			return walk(init, depth+1)
		}
		tv, ok := b.info().Types[e]
		if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
			return false
		}
		s := constant.StringVal(tv.Value)
		p := piece{start: off, end: off + len(s), at: e.Pos()}
		if lit := b.literal(e); lit != nil && lit.Value[0] == '`' && len(lit.Value)-2 == len(s) {
			p.pos = lit.Pos() + 1
		}
		out = append(out, p)
		off += len(s)
		return true
	}
	return out, walk(x, 0)
}

// joinedConst returns the initializer of the package constant e names
// when it is a concatenation, else nil.
func (b *builder) joinedConst(e ast.Expr) ast.Expr {
	var id *ast.Ident
	switch x := e.(type) {
	case *ast.Ident:
		id = x
	case *ast.SelectorExpr:
		id = x.Sel
	default:
		return nil
	}
	c, ok := b.info().Uses[id].(*types.Const)
	if !ok {
		return nil
	}
	init := b.ev.ConstInit(c)
	if be, ok := ast.Unparen(init).(*ast.BinaryExpr); ok && be.Op == token.ADD {
		return init
	}
	return nil
}

// piecePos maps an offset of the concatenated text to its place in the
// file: exact inside a raw literal, else the operand it belongs to.
func piecePos(ps []piece, off int) (token.Pos, bool) {
	for _, p := range ps {
		if off >= p.start && off < p.end {
			if p.pos.IsValid() {
				return p.pos + token.Pos(off-p.start), true
			}
			return p.at, true
		}
	}
	return token.NoPos, false
}

// offsetOf returns the byte offset of a 1-based line and column in text.
func offsetOf(text []byte, line, col int) (int, bool) {
	l, off := 1, 0
	for off < len(text) && l < line {
		if text[off] == '\n' {
			l++
		}
		off++
	}
	off += col - 1
	return off, l == line && col >= 1 && off <= len(text)
}

// errPos places a JSON syntax error of a schema text at its byte in the
// file when the text is written there byte for byte.
func (b *builder) errPos(x ast.Expr, text []byte, je *jsonpos.Error, exact bool, ps []piece) token.Pos {
	if exact {
		return api.FilePos(b.fset, b.fset.Position(x.Pos()).Filename, je.Line, je.Col)
	}
	if ps != nil {
		if off, ok := offsetOf(text, je.Line, je.Col); ok {
			if p, ok := piecePos(ps, min(off, len(text)-1)); ok {
				return p
			}
		}
	}
	return token.NoPos
}

// piecesPos gives every node of a schema joined from constants the
// position of its first byte in the operand it is written in.
func (b *builder) piecesPos(n *descriptor.Node, ps []piece, at descriptor.Loc) {
	var walk func(*descriptor.Node, int)
	walk = func(n *descriptor.Node, depth int) {
		if n == nil || depth > jsonpos.MaxDepth {
			return
		}
		n.At.Pos, n.At.Line, n.At.Column = at.Pos, at.Line, at.Column
		if p, ok := piecePos(ps, n.Start); ok {
			q := b.fset.Position(p)
			n.At.Pos, n.At.Line, n.At.Column = p, q.Line, q.Column
		}
		n.At.LogicalKind = "object"
		for _, e := range n.Elems {
			walk(e, depth+1)
		}
		for i := range n.Members {
			walk(n.Members[i].Value, depth+1)
		}
	}
	walk(n, 0)
}

// limitNote is a place where the analysis stopped short for several rules.
type limitNote struct {
	at    ast.Node
	rules []string
	msg   string
}

// schemaRules are the rules that read a tool's schemas.
var schemaRules = []string{"CETP401", "CETP402", "CETP403", "CETP404", "CETP405", "CETP406", "CETP407"}

// schemaNote records that a schema could not be read.
func (b *builder) schemaNote(x ast.Expr, tool, field, why string) {
	name := "a tool"
	if tool != "" {
		name = "tool " + ignore.Quote(tool)
	}
	b.limits = append(b.limits, limitNote{at: x, rules: schemaRules, msg: fmt.Sprintf(
		"the %s of %s is not checked: %s, so cetpaudit cannot read the schema (the schema rules, CETP401-407, are skipped for it). "+
			"Write it as a constant or embed it from a .json file with //go:embed (§3.2)", field, name, why)})
}
