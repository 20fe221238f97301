package declcheck

import (
	"errors"
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"reflect"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/clawseed/cetpaudit/analyzers/internal/api"
	"github.com/clawseed/cetpaudit/analyzers/internal/decleval"
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/jsonpos"
)

// builder turns Go composite literals into decl.Node trees, which the decl
// package's builders turn into the declaration model.
type builder struct {
	pass *analysis.Pass
	fset *token.FileSet
	ev   *decleval.Eval
	// notes are tool lists that could not be evaluated, for the note
	// that says so.
	notes []listNote
	// exprs are the Go expressions scalar fields were evaluated from, and
	// roots the schemas written as raw literals of this package, by
	// position: what quick fixes edit.
	exprs map[token.Pos]ast.Expr
	roots map[token.Pos]*descriptor.Node
	// used marks literals that belong to a declaration already built, so
	// that standalone declarations are not checked twice.
	used map[*ast.CompositeLit]bool
	// schemaErrs are schema texts that are not JSON, reported as CETP402.
	schemaErrs []schemaErr
	// regs are the package's tool registries (registry.go).
	regs *registries
	// limits are the schemas the analysis could not read, for their
	// notes.
	limits []limitNote
	// env binds local tool-list variables to their value at the point a
	// straight-line evaluation reached (straight.go).
	env map[*types.Var][]item
	// openRegs are the registries the tool list being evaluated reads.
	openRegs []string
}

type schemaErr struct {
	at   ast.Node
	tool string
	what string
	err  error
}

func (b *builder) loc(n ast.Node, logical string) descriptor.Loc {
	p := b.fset.Position(n.Pos())
	return descriptor.Loc{Path: p.Filename, Line: p.Line, Column: p.Column, Logical: logical, Pos: n.Pos(), LogicalKind: "object"}
}

func (b *builder) info() *types.Info { return b.ev.Info() }

// object starts an object node for a literal.
func (b *builder) object(lit *ast.CompositeLit, logical string) *descriptor.Node {
	b.used[lit] = true
	return &descriptor.Node{Kind: descriptor.KindObject, At: b.loc(lit, logical)}
}

func member(obj *descriptor.Node, key string, v *descriptor.Node) {
	if v != nil {
		obj.Members = append(obj.Members, descriptor.Member{Key: key, KeyAt: v.At, Value: v})
	}
}

func dynamic(at descriptor.Loc) *descriptor.Node {
	return &descriptor.Node{Kind: descriptor.KindDynamic, At: at}
}

// str evaluates a string or string-enum field; "" is unset, so absent.
func (b *builder) str(x ast.Expr, logical string) *descriptor.Node {
	if x == nil {
		return nil
	}
	at := b.loc(x, logical)
	s, ok := b.ev.String(x)
	switch {
	case !ok:
		n := dynamic(at)
		n.Expr = types.ExprString(x)
		return n
	case s == "":
		return nil
	}
	if b.exprs != nil {
		b.exprs[x.Pos()] = x
	}
	return &descriptor.Node{Kind: descriptor.KindString, Str: s, At: at}
}

// boolean evaluates a cetp.Bool field: True, False, or Unset (absent). Any
// other constant is not a boolean (CETP304).
func (b *builder) boolean(x ast.Expr, logical string) *descriptor.Node {
	if x == nil {
		return nil
	}
	at := b.loc(x, logical)
	c := b.ev.Constant(x)
	if c == nil || c.Kind() != constant.Int {
		return dynamic(at)
	}
	v, _ := constant.Int64Val(c)
	switch cetp.Bool(v) {
	case cetp.Unset:
		return nil
	case cetp.True:
		return &descriptor.Node{Kind: descriptor.KindBool, Bool: true, At: at}
	case cetp.False:
		return &descriptor.Node{Kind: descriptor.KindBool, Bool: false, At: at}
	}
	return &descriptor.Node{Kind: descriptor.KindInteger, Int: v, Num: strconv.FormatInt(v, 10), At: at}
}

// strings evaluates a []string field.
func (b *builder) strings(x ast.Expr, logical string) *descriptor.Node {
	if x == nil {
		return nil
	}
	at := b.loc(x, logical)
	if b.ev.Constant(x) != nil || isNil(b.info(), x) {
		return nil // nil slice: unset
	}
	elems, ok := b.ev.Elements(x)
	if !ok {
		return dynamic(at)
	}
	arr := &descriptor.Node{Kind: descriptor.KindArray, At: at}
	for i, e := range elems {
		n := b.str(e, logical+"/"+strconv.Itoa(i))
		if n == nil { // an empty string element is a value, not absent
			n = &descriptor.Node{Kind: descriptor.KindString, At: b.loc(e, logical+"/"+strconv.Itoa(i))}
		}
		arr.Elems = append(arr.Elems, n)
	}
	return arr
}

// schema parses a cetp.Schema field's JSON text at its place in the file.
func (b *builder) schema(x ast.Expr, logical, tool, field string) *descriptor.Node {
	if x == nil {
		return nil
	}
	at := b.loc(x, logical)
	text, ok := b.ev.String(x)
	if !ok {
		if path, data, isEmbed, err := b.embedded(x); isEmbed {
			if err == nil {
				return b.embeddedSchema(x, path, data, logical, tool, field, at)
			}
			b.schemaNote(x, tool, field, err.Error())
			return dynamic(at)
		}
		b.schemaNote(x, tool, field, fmt.Sprintf("%s is not a constant, a //go:embed file or a variable assigned one of these once", api.Render(x)))
		return dynamic(at)
	}
	if text == "" {
		return nil
	}
	origin := jsonpos.Origin{Line: at.Line, Col: at.Column, Offset: b.fset.Position(x.Pos()).Offset, Pointer: logical}
	// A raw string literal holds the text byte for byte: positions inside
	// it are exact. Otherwise findings land on the expression.
	lit := b.literal(x)
	exact := lit != nil && lit.Value[0] == '`'
	if exact {
		p := b.fset.Position(lit.Pos())
		origin = jsonpos.Origin{Line: p.Line, Col: p.Column + 1, Offset: p.Offset + 1, Pointer: logical}
	}
	if !exact {
		if path, line, col, off, ok := b.foreignRaw(x); ok {
			// Another package's constant: positions in its file.
			n, err := jsonpos.ParseAt([]byte(text), path, jsonpos.Origin{Line: line, Col: col, Offset: off, Pointer: logical})
			if err != nil {
				b.schemaErrs = append(b.schemaErrs, schemaErr{at: x, tool: tool, what: field, err: err})
				return dynamic(at)
			}
			b.foreignPos(n, at)
			return n
		}
	}
	var ps []piece
	if !exact {
		// Constants joined with +: positions inside each raw literal
		// operand are exact.
		if got, ok := b.pieces(x); ok && len(got) > 1 {
			ps = got
			origin = jsonpos.Origin{Line: 1, Col: 1, Pointer: logical}
		}
	}
	n, err := jsonpos.ParseAt([]byte(text), at.Path, origin)
	if err != nil {
		var rng ast.Node = x
		var je *jsonpos.Error
		if errors.As(err, &je) {
			if p := b.errPos(x, []byte(text), je, exact, ps); p.IsValid() {
				rng = rng0{p}
			}
		}
		b.schemaErrs = append(b.schemaErrs, schemaErr{at: rng, tool: tool, what: field, err: err})
		return dynamic(at) // reported as CETP402; rules skip it
	}
	if ps != nil {
		b.piecesPos(n, ps, at)
		return n
	}
	b.fixPos(n, exact, at)
	if exact && b.roots != nil && lit.Pos() == x.Pos() {
		b.roots[n.At.Pos] = n // the literal is written here: a fix can edit it
	}
	return n
}

// literal returns the basic literal a constant expression is written as,
// through identifiers of constants and variables.
func (b *builder) literal(x ast.Expr) *ast.BasicLit {
	for range 8 {
		switch e := ast.Unparen(x).(type) {
		case *ast.BasicLit:
			return e
		case *ast.Ident, *ast.SelectorExpr:
			id, _ := e.(*ast.Ident)
			if s, ok := e.(*ast.SelectorExpr); ok {
				id = s.Sel
			}
			obj := b.info().Uses[id]
			if obj == nil || obj.Pkg() == nil {
				return nil
			}
			spec := b.valueOf(obj)
			if spec == nil {
				return nil
			}
			x = spec
		default:
			return nil
		}
	}
	return nil
}

// valueOf finds the initializer of a package constant or variable.
func (b *builder) valueOf(obj types.Object) ast.Expr {
	switch obj.(type) {
	case *types.Const, *types.Var:
	default:
		return nil
	}
	if v, ok := obj.(*types.Var); ok {
		srcs := b.ev.Assigned(v)
		if len(srcs) == 1 {
			return srcs[0]
		}
		return nil
	}
	return b.ev.ConstInit(obj.(*types.Const))
}

// foreignPos gives the nodes of a schema declared in another package's
// file the token positions of their own keys when that file is in this
// pass's file set or can be read from disk, else none (findings then fall
// back to the use).
func (b *builder) foreignPos(n *descriptor.Node, use descriptor.Loc) {
	var walk func(*descriptor.Node, int)
	walk = func(n *descriptor.Node, depth int) {
		if n == nil || depth > jsonpos.MaxDepth {
			return
		}
		n.At.Pos = api.FilePos(b.fset, n.At.Path, n.At.Line, n.At.Column)
		n.At.LogicalKind = "object"
		for _, e := range n.Elems {
			walk(e, depth+1)
		}
		for i := range n.Members {
			n.Members[i].KeyAt.Pos = api.FilePos(b.fset, n.Members[i].KeyAt.Path, n.Members[i].KeyAt.Line, n.Members[i].KeyAt.Column)
			walk(n.Members[i].Value, depth+1)
		}
	}
	walk(n, 0)
}

// fixPos gives every node of a parsed schema a token.Pos: exact offsets for
// raw literals, else the expression's own position.
func (b *builder) fixPos(n *descriptor.Node, exact bool, at descriptor.Loc) {
	tf := b.fset.File(at.Pos)
	var walk func(*descriptor.Node, int)
	walk = func(n *descriptor.Node, depth int) {
		if n == nil || depth > jsonpos.MaxDepth {
			return
		}
		if exact && tf != nil && n.Start >= 0 && n.Start <= tf.Size() {
			n.At.Pos = tf.Pos(n.Start)
		} else {
			n.At.Pos, n.At.Line, n.At.Column = at.Pos, at.Line, at.Column
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

// tool builds a tool descriptor node.
func (b *builder) tool(x ast.Expr, logical string) *descriptor.Node {
	lit := b.ev.Struct(x)
	if lit == nil || !api.IsType(b.info().TypeOf(lit), "Tool") {
		return dynamic(b.loc(x, logical))
	}
	n := b.object(lit, logical)
	b.fields(n, lit, logical)
	return n
}

// annotations builds the annotations object; left out, it is an object
// with every field unset, as the Go zero value is.
func (b *builder) annotations(tool *ast.CompositeLit, x ast.Expr, logical string) *descriptor.Node {
	if x == nil {
		return &descriptor.Node{Kind: descriptor.KindObject, At: b.loc(tool, logical)}
	}
	lit := b.ev.Struct(x)
	if lit == nil {
		return dynamic(b.loc(x, logical))
	}
	n := b.object(lit, logical)
	b.fields(n, lit, logical)
	return n
}

// listNote is a tool list evaluation gave up on.
type listNote struct {
	g       *gaveUp
	list    ast.Expr
	logical string
}

// toolList builds a list_tools document from a []cetp.Tool expression. Its
// revision is dynamic: the SDK computes it. A list that cannot be
// evaluated is dynamic, and noted.
func (b *builder) toolList(x ast.Expr, at ast.Node, logical string) *descriptor.Node {
	if x == nil || isNil(b.info(), x) {
		return b.toolElems(nil, true, at, at, logical)
	}
	items, g := b.toolItems(x, 0)
	b.openRegs = b.openRegs[:0]
	if g == nil {
		items, g = b.expandMarkers(items, x)
	}
	if g == nil {
		n := 0
		for _, it := range items {
			if it.registry == "" {
				n++
			}
		}
		b.noteOpenRegistries(b.openRegs, x, n)
	}
	list := &descriptor.Node{Kind: descriptor.KindObject, At: b.loc(at, logical)}
	member(list, cetp.FieldRevision, dynamic(b.loc(at, logical+"/"+cetp.FieldRevision)))
	tools := logical + "/" + cetp.FieldTools
	if g != nil {
		b.notes = append(b.notes, listNote{g: g, list: x, logical: logical})
		member(list, cetp.FieldTools, dynamic(b.loc(x, tools)))
		return list
	}
	member(list, cetp.FieldTools, &descriptor.Node{Kind: descriptor.KindArray, At: b.loc(x, tools), Elems: b.toolNodes(items, tools)})
	return list
}

// toolElems builds a list_tools document from tool expressions; ok false
// means the list is not known statically.
func (b *builder) toolElems(elems []ast.Expr, ok bool, x, at ast.Node, logical string) *descriptor.Node {
	list := &descriptor.Node{Kind: descriptor.KindObject, At: b.loc(at, logical)}
	member(list, cetp.FieldRevision, dynamic(b.loc(at, logical+"/"+cetp.FieldRevision)))
	tools := logical + "/" + cetp.FieldTools
	if !ok {
		member(list, cetp.FieldTools, dynamic(b.loc(x, tools)))
		return list
	}
	arr := &descriptor.Node{Kind: descriptor.KindArray, At: b.loc(x, tools)}
	for i, e := range elems {
		arr.Elems = append(arr.Elems, b.tool(e, tools+"/"+strconv.Itoa(i)))
	}
	member(list, cetp.FieldTools, arr)
	return list
}

// descriptor builds a get_provider_info document.
func (b *builder) descriptor(x ast.Expr, logical string) *descriptor.Node {
	lit := b.ev.Struct(x)
	if lit == nil || !api.IsType(b.info().TypeOf(lit), "ProviderDescriptor") {
		return nil
	}
	n := b.object(lit, logical)
	b.fields(n, lit, logical)
	return n
}

// scopes builds the scope catalog array; nil when it is left out.
func (b *builder) scopes(sx ast.Expr, logical string) *descriptor.Node {
	if sx == nil || isNil(b.info(), sx) {
		return nil
	}
	elems, ok := b.ev.Elements(sx)
	if !ok {
		return dynamic(b.loc(sx, logical))
	}
	arr := &descriptor.Node{Kind: descriptor.KindArray, At: b.loc(sx, logical)}
	for i, e := range elems {
		arr.Elems = append(arr.Elems, b.scope(e, logical+"/"+strconv.Itoa(i)))
	}
	return arr
}

func (b *builder) scope(x ast.Expr, logical string) *descriptor.Node {
	lit := b.ev.Struct(x)
	if lit == nil || !api.IsType(b.info().TypeOf(lit), "Scope") {
		return dynamic(b.loc(x, logical))
	}
	n := b.object(lit, logical)
	b.fields(n, lit, logical)
	return n
}

// fields adds to n a member per field of the cetp struct literal lit, named
// by the field's json tag and built by the field's type: the cetp types are
// the one statement of the descriptor's shape, so the analyzer follows them
// instead of spelling the shape again.
func (b *builder) fields(n *descriptor.Node, lit *ast.CompositeLit, logical string) {
	st, ok := types.Unalias(b.info().TypeOf(lit)).Underlying().(*types.Struct)
	if !ok {
		return
	}
	b.unsureNotes(lit)
	toolName := ""
	for i := 0; i < st.NumFields(); i++ {
		fv := st.Field(i)
		key, _, _ := strings.Cut(reflect.StructTag(st.Tag(i)).Get("json"), ",")
		if key == "" || key == "-" || !fv.Exported() {
			continue
		}
		x := b.ev.Field(lit, fv.Name())
		at := logical + "/" + key
		var v *descriptor.Node
		switch t := fv.Type(); {
		case api.IsType(t, "Schema"):
			v = b.schema(x, at, toolName, key)
		case api.IsType(t, "Bool"):
			v = b.boolean(x, at)
		case api.IsType(t, "Annotations"):
			v = b.annotations(lit, x, at)
		case isSliceOf(t, "Scope"):
			if v = b.scopes(x, at); v == nil {
				continue
			}
		case isStringSlice(t):
			v = b.strings(x, at)
		case isString(t):
			v = b.str(x, at)
			if key == cetp.FieldName && api.IsType(b.info().TypeOf(lit), "Tool") {
				toolName, _ = b.ev.String(x)
			}
		default:
			continue // a field the wire does not carry as such
		}
		member(n, key, v)
	}
}

func isString(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

func isStringSlice(t types.Type) bool {
	s, ok := t.Underlying().(*types.Slice)
	return ok && isString(s.Elem())
}

func isSliceOf(t types.Type, name string) bool {
	s, ok := t.Underlying().(*types.Slice)
	return ok && api.IsType(s.Elem(), name)
}

func isNil(info *types.Info, x ast.Expr) bool {
	tv, ok := info.Types[x]
	return ok && tv.IsNil()
}

// unsureNotes notes the fields of a literal kept in a variable that are
// written later where the order cannot be told (under an if, in a loop, a
// nested field): their values are unknown, and the rules that read them
// skip them rather than judge the literal's own value.
func (b *builder) unsureNotes(lit *ast.CompositeLit) {
	unsure := b.ev.Unsure(lit)
	names := make([]string, 0, len(unsure))
	for name := range unsure {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		b.limits = append(b.limits, limitNote{at: unsure[name], rules: listRules(), msg: fmt.Sprintf(
			"the %s field of the %s literal at line %d is written here, where cetpaudit cannot tell whether the write runs "+
				"before the value is used (a branch, a loop, a closure, or a field inside it): its value is not checked "+
				"(the declaration rules that read it are skipped). Set it in the literal or in straight-line assignments "+
				"right after it (§3.3)", name, types.TypeString(b.info().TypeOf(lit), func(p *types.Package) string { return p.Name() }),
			b.fset.Position(lit.Pos()).Line)})
	}
}
