// Package r8map reads the mapping file R8 (or ProGuard) writes beside a
// release build (mapping.txt) and maps a position in the build's dex — an
// obfuscated class, method and line — back to the source it came from,
// including the frames R8 inlined into one method.
//
// The grammar is R8's (doc/retrace.md in the r8 repository): class lines
// "original -> obfuscated:", indented field lines "type name -> obf" and
// method lines "[a:b:]ret name(args)[:c[:d]] -> obf", where several method
// lines sharing one obfuscated range a:b are one inline stack, innermost
// first; JSON comments below a line add sourceFile, synthesized, outline,
// outlineCallsite and residualsignature; "# key: value" comments at the top
// form the header (compiler, pg_map_id). No Go package reads this format,
// which is why the parser lives here.
package r8map

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Map is one parsed mapping file.
type Map struct {
	// Header holds the "# key: value" comments before the first class
	// ("compiler", "compiler_version", "min_api", "pg_map_id", "pg_map_hash").
	Header map[string]string
	// ID is the header's pg_map_id: the build the mapping belongs to.
	ID string

	byObf  map[string]*Class
	byOrig map[string]*Class
}

// Class is one class line and what follows it.
type Class struct {
	Orig, Obf   string // Java names, "com.example.Tool", "a.b"
	SourceFile  string // from the sourceFile comment; "" when none
	Synthesized bool
	Line        int // the class line's line in the file
	// Fields maps an obfuscated field name to its original name; read it
	// through Field (members are parsed when first needed).
	Fields  map[string]string
	methods map[string][]*Range // by obfuscated name, in file order
	block   string              // the member lines, until load parses them
	once    sync.Once
}

// Range is one method line.
type Range struct {
	MinStart, MinEnd   int  // the obfuscated (residual) line range
	HasMin             bool // the line has a:b:
	OrigStart, OrigEnd int  // the original range; OrigEnd == OrigStart for ":c"
	HasOrig            bool
	// Class is the qualifying class of the original method
	// ("com.lib.Util" in "void com.lib.Util.check() -> a"): a method
	// inlined from, or merged out of, another class. "" for the class's own.
	Class string
	Name  string
	Ret   string
	Args  []string // Java type names
	Obf   string
	// Synthesized, Outline: the method was made by the compiler, or is an
	// outline (code R8 moved out of several methods).
	Synthesized, Outline bool
	// Callsite maps the lines of the outline called here to this method's
	// obfuscated lines (outlineCallsite); Outlined is that outline.
	Callsite map[int]int
	Outlined string
	// Residual is the method's signature in the build, "(I)V", when the
	// mapping records it (residualsignature).
	Residual string
	Line     int // the line in the mapping file
}

// Signature renders the original method, "void run(int,java.lang.String)".
func (r *Range) Signature() string {
	return r.Ret + " " + r.Name + "(" + strings.Join(r.Args, ",") + ")"
}

// Error is a malformed mapping file: which file, which line, what.
type Error struct {
	File string
	Line int
	Msg  string
}

func (e *Error) Error() string { return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg) }

// maxLine bounds one line of a mapping file (R8's longest are method lines
// with many parameters, well under this).
const maxLine = 1 << 20

// ParseFile reads a mapping file.
func ParseFile(path string) (*Map, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Parse(f, path)
}

// Parse reads a mapping file; name is used in errors. Every line is
// checked here, but a class's members are kept as their text and parsed
// again only when a finding is in the class (Class.load): a mapping of a
// large app holds hundreds of thousands of method lines, of which a scan
// needs a handful, and their text is a third of what parsed ranges take.
func Parse(r io.Reader, name string) (*Map, error) {
	m := &Map{Header: map[string]string{}, byObf: map[string]*Class{}, byOrig: map[string]*Class{}}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), maxLine)
	p := &parser{m: m, name: name}
	var block strings.Builder
	seal := func() {
		if p.cls != nil {
			p.cls.block, p.cls.methods, p.cls.Fields = block.String(), nil, nil
			block.Reset()
		}
	}
	for sc.Scan() {
		p.n++
		raw := strings.TrimRight(sc.Text(), "\r")
		// A class line ends the class before it: the test is line's own
		// (a line of other white space, "\v", is blank, not a class).
		if t := strings.TrimSpace(raw); t != "" && t[0] != '#' && raw[0] != ' ' && raw[0] != '\t' {
			seal()
		}
		if err := p.line(raw); err != nil {
			return nil, err
		}
		if p.cls != nil && p.cls.Line != p.n {
			block.WriteString(raw)
			block.WriteByte('\n')
		}
	}
	if err := sc.Err(); err != nil {
		p.n++
		if err == bufio.ErrTooLong {
			return nil, p.fail("line longer than %d bytes", maxLine)
		}
		return nil, &Error{File: name, Line: p.n, Msg: err.Error()}
	}
	seal()
	m.ID = m.Header["pg_map_id"]
	return m, nil
}

// parser is the state of reading one mapping file, or one class's members
// again (Class.load).
type parser struct {
	m         *Map
	name      string
	cls       *Class
	last      *Range // the last method line, for the comments below it
	lastField bool
	n         int
	// reload: reading a class's members again (Class.load); its class-level
	// comments were applied by Parse, and others may be reading them.
	reload bool
}

func (p *parser) fail(format string, args ...any) error {
	return &Error{File: p.name, Line: p.n, Msg: fmt.Sprintf(format, args...)}
}

// line reads one line of the file.
func (p *parser) line(raw string) error {
	line := strings.TrimSpace(raw)
	switch {
	case line == "":
	case line[0] == '#':
		body := strings.TrimSpace(line[1:])
		if strings.HasPrefix(body, "{") {
			info, ok := parseInfo(body)
			if !ok {
				return p.fail("metadata comment is not a JSON object: %.60q", body)
			}
			if p.reload && p.last == nil && !p.lastField {
				return nil
			}
			return p.m.apply(info, p.cls, p.last, p.lastField, p.fail)
		}
		if p.cls == nil {
			if k, v, ok := strings.Cut(body, ":"); ok && !strings.ContainsAny(k, " \t") && k != "" {
				p.m.Header[k] = strings.TrimSpace(v)
			}
		}
	case raw[0] != ' ' && raw[0] != '\t':
		c, err := parseClass(line, p.n)
		if err != nil {
			return p.fail("%v", err)
		}
		if prev := p.m.byObf[c.Obf]; prev != nil {
			return p.fail("class %s is mapped twice (first at line %d)", c.Obf, prev.Line)
		}
		p.m.byObf[c.Obf] = c
		if _, dup := p.m.byOrig[c.Orig]; !dup {
			p.m.byOrig[c.Orig] = c
		}
		p.cls, p.last, p.lastField = c, nil, false
	default:
		if p.cls == nil {
			return p.fail("member line before any class line")
		}
		if !strings.Contains(line, "(") {
			orig, obf, err := parseField(line)
			if err != nil {
				return p.fail("%v", err)
			}
			p.cls.Fields[obf] = orig
			p.last, p.lastField = nil, true
			return nil
		}
		rg, err := parseMethod(line)
		if err != nil {
			return p.fail("%v", err)
		}
		rg.Line = p.n
		p.cls.methods[rg.Obf] = append(p.cls.methods[rg.Obf], rg)
		p.last, p.lastField = rg, false
	}
	return nil
}

// load parses the class's members from their text, once.
func (c *Class) load() {
	c.once.Do(func() {
		c.methods, c.Fields = map[string][]*Range{}, map[string]string{}
		// A throwaway Map: nothing of the shared one changes (Retrace
		// runs concurrently).
		p := &parser{m: &Map{Header: map[string]string{}}, cls: c, n: c.Line, reload: true}
		for raw := range strings.Lines(c.block) {
			p.n++
			p.line(strings.TrimSuffix(raw, "\n")) // checked by Parse: no error
		}
		c.block = ""
	})
}

// Field returns the original name of an obfuscated field ("" when the
// mapping names none).
func (c *Class) Field(obf string) string {
	c.load()
	return c.Fields[obf]
}

// apply attaches a metadata comment to what it follows.
func (m *Map) apply(info map[string]any, cls *Class, last *Range, lastField bool, fail func(string, ...any) error) error {
	id, _ := info["id"].(string)
	switch id {
	case "com.android.tools.r8.mapping":
		if v, ok := info["version"].(string); ok {
			m.Header["mapping_version"] = v
		}
	case "sourceFile":
		if cls == nil {
			return fail("sourceFile comment before any class line")
		}
		f, ok := info["fileName"].(string)
		if !ok {
			return fail("sourceFile comment without a fileName string")
		}
		if !isName(f) {
			return fail("sourceFile name %q is not a file name", f)
		}
		cls.SourceFile = f
	case "com.android.tools.r8.synthesized":
		switch {
		case last != nil:
			last.Synthesized = true
		case lastField:
			// a synthesized field: findings are never placed at fields
		case cls != nil:
			cls.Synthesized = true
		default:
			return fail("synthesized comment before any class line")
		}
	case "com.android.tools.r8.outline":
		if last == nil {
			return fail("outline comment not below a method line")
		}
		last.Outline = true
	case "com.android.tools.r8.outlineCallsite":
		if last == nil {
			return fail("outlineCallsite comment not below a method line")
		}
		pos, ok := info["positions"].(map[string]any)
		if !ok {
			return fail("outlineCallsite comment without positions")
		}
		last.Callsite = map[int]int{}
		for k, v := range pos {
			from, err := strconv.Atoi(k)
			to, ok := v.(float64)
			if err != nil || !ok || from < 0 || to < 0 || to > 1<<31 || to != float64(int(to)) {
				return fail("outlineCallsite position %q: %v is not a line", k, v)
			}
			last.Callsite[from] = int(to)
		}
		last.Outlined, _ = info["outline"].(string)
	case "com.android.tools.r8.residualsignature":
		if last == nil {
			return nil // a field's residual type: not needed
		}
		s, _ := info["signature"].(string)
		last.Residual = s
	}
	// Other ids (rewriteFrame, later versions' additions) are comments
	// to this reader, as the format asks of a reader that does not know them.
	return nil
}

// parseInfo reads a metadata comment. R8 writes JSON; its tests and older
// tools also write single quotes, which are accepted.
func parseInfo(s string) (map[string]any, bool) {
	var v map[string]any
	if json.Unmarshal([]byte(s), &v) == nil {
		return v, true
	}
	if json.Unmarshal([]byte(strings.ReplaceAll(s, "'", `"`)), &v) == nil {
		return v, true
	}
	return nil, false
}

func parseClass(line string, n int) (*Class, error) {
	if !strings.HasSuffix(line, ":") {
		return nil, fmt.Errorf("class line does not end in ':'")
	}
	orig, obf, ok := strings.Cut(strings.TrimSuffix(line, ":"), " -> ")
	orig, obf = strings.TrimSpace(orig), strings.TrimSpace(obf)
	if !ok || !isTypeName(orig) || !isTypeName(obf) {
		return nil, fmt.Errorf("class line is not \"original.Name -> obfuscated:\"")
	}
	return &Class{Orig: orig, Obf: obf, Line: n, Fields: map[string]string{}, methods: map[string][]*Range{}}, nil
}

func parseField(line string) (orig, obf string, err error) {
	l, obf, ok := strings.Cut(line, " -> ")
	f := strings.Fields(l)
	obf = strings.TrimSpace(obf)
	if !ok || len(f) != 2 || !isTypeName(f[0]) || !isName(f[1]) || !isName(obf) {
		return "", "", fmt.Errorf("field line is not \"type name -> obfuscated\"")
	}
	return f[1], obf, nil
}

var errBadMethod = errors.New("method line is not \"[a:b:]type name(args)[:c[:d]] -> obfuscated\"")

func parseMethod(line string) (*Range, error) {
	bad := errBadMethod
	l, obf, ok := strings.Cut(line, " -> ")
	obf = strings.TrimSpace(obf)
	if !ok || !isName(obf) {
		return nil, bad
	}
	r := &Range{Obf: obf}
	// a:b: before the return type
	if l != "" && l[0] >= '0' && l[0] <= '9' {
		a, rest, ok1 := cutNum(l)
		if !ok1 || rest == "" || rest[0] != ':' {
			return nil, bad
		}
		b, rest, ok2 := cutNum(rest[1:])
		if !ok2 || rest == "" || rest[0] != ':' || b < a {
			return nil, fmt.Errorf("obfuscated line range of a method line is not a:b: with a <= b")
		}
		r.MinStart, r.MinEnd, r.HasMin, l = a, b, true, rest[1:]
	}
	open, close := strings.IndexByte(l, '('), strings.LastIndexByte(l, ')')
	if open < 0 || close < open {
		return nil, bad
	}
	head := strings.Fields(l[:open])
	if len(head) != 2 || !isTypeName(head[0]) || !isTypeName(head[1]) {
		return nil, bad
	}
	r.Ret = head[0]
	if i := strings.LastIndexByte(head[1], '.'); i >= 0 {
		r.Class, r.Name = head[1][:i], head[1][i+1:]
	} else {
		r.Name = head[1]
	}
	if args := strings.TrimSpace(l[open+1 : close]); args != "" {
		for _, a := range strings.Split(args, ",") {
			a = strings.TrimSpace(a)
			if !isTypeName(a) {
				return nil, bad
			}
			r.Args = append(r.Args, a)
		}
	}
	tail := strings.TrimSpace(l[close+1:])
	if tail != "" {
		if tail[0] != ':' {
			return nil, bad
		}
		c, rest, ok := cutNum(tail[1:])
		if !ok {
			return nil, bad
		}
		r.OrigStart, r.OrigEnd, r.HasOrig = c, c, true
		if rest != "" {
			d, rest2, ok := cutNum(strings.TrimPrefix(rest, ":"))
			if !ok || rest[0] != ':' || rest2 != "" {
				return nil, bad
			}
			r.OrigEnd = d
		}
	}
	return r, nil
}

// cutNum reads a decimal line number at the start of s.
func cutNum(s string) (int, string, bool) {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 0 || i > 10 {
		return 0, s, false
	}
	v, err := strconv.Atoi(s[:i])
	if err != nil || v > 1<<31-1 {
		return 0, s, false
	}
	return v, s[i:], true
}

// isName: a Java or dex member name as mapping files write them
// ("<init>", "lambda$run$0", "a", "access$000", "-$$Nest$mfoo").
func isName(s string) bool {
	if s == "" || strings.ContainsAny(s, " ():,;/") {
		return false
	}
	// Names reach messages and paths: no control or format characters
	// (terminal escapes, bidirectional overrides), no invalid UTF-8.
	for _, r := range s {
		if r > ' ' && r < 0x7f {
			continue // printable ASCII, the usual case
		}
		if r == utf8.RuneError || !unicode.IsGraphic(r) {
			return false
		}
	}
	return true
}

// isTypeName: a Java type or qualified name, arrays included.
func isTypeName(s string) bool {
	return isName(strings.ReplaceAll(s, "[]", "")) && !strings.HasPrefix(s, ".")
}

// ClassByObf returns the class an obfuscated Java name stands for.
func (m *Map) ClassByObf(obf string) *Class { return m.byObf[obf] }

// MethodName returns the original name of method obf of class c when
// every method line the mapping has for it names the same method (the
// outermost of each inline stack); ok is false otherwise.
func (c *Class) MethodName(obf string) (class, name string, ok bool) {
	c.load()
	rs := c.methods[obf]
	for i, r := range rs {
		if i+1 < len(rs) && rs[i+1].HasMin && r.HasMin && rs[i+1].MinStart == r.MinStart && rs[i+1].MinEnd == r.MinEnd && !endsStack(r) {
			continue // an inlined frame: the stack's last line is its method
		}
		k := c.Orig
		if r.Class != "" {
			k = r.Class
		}
		if name != "" && (k != class || r.Name != name) {
			return "", "", false
		}
		class, name = k, r.Name
	}
	return class, name, name != ""
}

// Frame is one source position a build position maps to.
type Frame struct {
	Class       string // original Java class name
	Method      string // "void run(int)"
	File        string // source file name, "" when the mapping has none
	Line        int    // 0 when unknown
	Synthesized bool
}

// Retraced is where a build position comes from.
type Retraced struct {
	// Frames innermost first; the last is the method the code was written
	// in, the others were inlined into it.
	Frames []Frame
	// Alternatives counts further original methods the position could
	// equally be (obfuscated overloads without lines): 0 when unique.
	Alternatives int
	// Outline is the outline the position calls when it is an outline's
	// call site: Frames then say where the outlined code was written.
	Outline string
	// Ranged: the frames come from a residual line range that holds the
	// line (not from the method's lines without one).
	Ranged bool
}

// Outer returns the frame to report: the outermost one not made by the
// compiler (the outermost one when every frame was).
func (r *Retraced) Outer() Frame {
	for i := len(r.Frames) - 1; i >= 0; i-- {
		if !r.Frames[i].Synthesized {
			return r.Frames[i]
		}
	}
	return r.Frames[len(r.Frames)-1]
}

// Retrace maps a method of the build (obfuscated Java class name, method
// name, dex proto "(I)V") at a residual line (0 when none) to its source.
// ok is false when the mapping does not name the class or the method.
func (m *Map) Retrace(class, method, proto string, line int) (Retraced, bool) {
	c := m.byObf[class]
	if c == nil {
		return Retraced{}, false
	}
	return m.retrace(c, method, proto, line, true)
}

func (m *Map) retrace(c *Class, method, proto string, line int, followCallsite bool) (Retraced, bool) {
	c.load()
	groups := groupsAt(c.methods[method], line)
	var keep [][]*Range
	for _, g := range groups {
		outer := g[len(g)-1]
		if outer.Residual != "" && proto != "" && outer.Residual != proto {
			continue
		}
		keep = append(keep, g)
	}
	if len(keep) == 0 {
		return Retraced{}, false
	}
	g := keep[0]
	seen := map[string]bool{}
	for _, k := range keep {
		o := k[len(k)-1]
		seen[o.Class+"."+o.Signature()] = true
	}
	res := Retraced{Alternatives: len(seen) - 1, Ranged: g[0].HasMin}
	if cs := g[len(g)-1]; followCallsite && cs.Callsite != nil && len(cs.Callsite) > 0 {
		// The call of an outline: the outlined code's first line says
		// where in this method it was written.
		keys := make([]int, 0, len(cs.Callsite))
		for k := range cs.Callsite {
			keys = append(keys, k)
		}
		sort.Ints(keys)
		if r, ok := m.retrace(c, method, proto, cs.Callsite[keys[0]], false); ok {
			r.Outline = cs.Outlined
			if r.Outline == "" {
				r.Outline = "an outline"
			}
			return r, true
		}
	}
	for _, r := range g {
		f := Frame{Class: c.Orig, Method: r.Signature(), Line: origLine(r, line), Synthesized: r.Synthesized}
		if r.Class != "" {
			f.Class = r.Class
		}
		if fc := m.byOrig[f.Class]; fc != nil {
			// a frame of a class the compiler made is the compiler's
			f.File, f.Synthesized = fc.SourceFile, f.Synthesized || fc.Synthesized
		}
		res.Frames = append(res.Frames, f)
	}
	return res, true
}

// groupsAt returns the inline stacks of rs that cover line: runs of
// consecutive method lines with one obfuscated range containing it. With
// no such range (a method without lines, or none at line), the method
// lines without a range, each its own stack.
func groupsAt(rs []*Range, line int) [][]*Range {
	var out [][]*Range
	for i := 0; i < len(rs); {
		r := rs[i]
		j := i + 1
		for j < len(rs) && rs[j].HasMin && r.HasMin && rs[j].MinStart == r.MinStart && rs[j].MinEnd == r.MinEnd && !endsStack(rs[j-1]) {
			j++
		}
		if r.HasMin && line >= r.MinStart && line <= r.MinEnd {
			out = append(out, rs[i:j])
		}
		i = j
	}
	if len(out) > 0 {
		return out
	}
	for _, r := range rs {
		if !r.HasMin {
			out = append(out, []*Range{r})
		}
	}
	return out
}

// endsStack: what R8 writes only below the outermost line of an inline
// stack (synthesized, residualsignature, outline, outlineCallsite) ends
// it, so two overloads sharing one obfuscated name and range stay apart.
func endsStack(r *Range) bool {
	return r.Synthesized || r.Residual != "" || r.Outline || r.Callsite != nil
}

// origLine maps a residual line to the original line of range r.
func origLine(r *Range, line int) int {
	switch {
	case !r.HasOrig && r.HasMin:
		return line // ProGuard's form: lines kept as they were
	case !r.HasOrig:
		return 0
	case r.HasMin && line >= r.MinStart && r.OrigEnd-r.OrigStart == r.MinEnd-r.MinStart:
		return r.OrigStart + line - r.MinStart
	default:
		return r.OrigStart
	}
}

// Descriptor renders a Java type name as a dex descriptor
// ("java.lang.String[]" → "[Ljava/lang/String;").
func Descriptor(t string) string {
	dims := strings.Count(t, "[]")
	t = strings.ReplaceAll(t, "[]", "")
	d, ok := primitives[t]
	if !ok {
		d = "L" + strings.ReplaceAll(t, ".", "/") + ";"
	}
	return strings.Repeat("[", dims) + d
}

var primitives = map[string]string{
	"void": "V", "boolean": "Z", "byte": "B", "char": "C", "short": "S",
	"int": "I", "long": "J", "float": "F", "double": "D",
}
