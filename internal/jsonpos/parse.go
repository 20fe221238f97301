package jsonpos

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/clawseed/cetpaudit/internal/descriptor"
)

// Bounds on one file (a Budget), or on one document parsed alone.
const (
	// MaxDepth is the deepest nesting of arrays and objects accepted.
	MaxDepth = 256
	// MaxValues is the most values (of any kind) in one file.
	MaxValues = 200_000
	// MaxPointerBytes bounds the summed length of all JSON pointers built
	// for one file, so long keys at depth cannot exhaust memory.
	MaxPointerBytes = 64 << 20
)

// Budget counts what the documents of one file have built, against
// MaxValues and MaxPointerBytes: a file whose JSON strings hold documents
// of their own (a capture bundle's data) is bounded as a whole, not per
// document.
type Budget struct {
	values, ptrLen int
}

// NewBudget returns a budget with nothing spent.
func NewBudget() *Budget { return &Budget{} }

// Error is a syntax or bound error at a place in a document.
type Error struct {
	Path      string
	Line, Col int
	Pointer   string // JSON pointer of the enclosing value
	Msg       string
}

func (e *Error) Error() string {
	ptr := e.Pointer
	switch {
	case ptr == "":
		ptr = "(root)"
	case len(ptr) > 120:
		// a deep or long pointer: its start and end say where
		ptr = truncate(ptr, 60) + tail(ptr, 60)
	}
	return fmt.Sprintf("%s:%d:%d: %s (at JSON pointer %s)", e.Path, e.Line, e.Col, e.Msg, ptr)
}

// Parse parses data, a whole JSON document from the file path, into a tree
// whose locations name path. A leading UTF-8 byte order mark is skipped.
func Parse(data []byte, path string) (*descriptor.Node, error) {
	return ParseAt(data, path, Origin{Line: 1, Col: 1})
}

// Origin is where data starts in its file: lets a caller parse JSON embedded
// in a larger text (the data= value of adb output) with true file positions.
// Offset is added to byte offsets.
type Origin struct {
	Offset, Line, Col int
	// Pointer prefixes every JSON pointer (for a document nested in a
	// bundle, e.g. "/responses/2/data").
	Pointer string
	// Budget is shared by the documents of one file; nil gives the
	// document a budget of its own.
	Budget *Budget
}

// ParseAt is Parse for data that starts at origin in its file.
func ParseAt(data []byte, path string, origin Origin) (*descriptor.Node, error) {
	b := origin.Budget
	if b == nil {
		b = NewBudget()
	}
	p := &parser{data: data, path: path, origin: origin, line: origin.Line, col: origin.Col, budget: b}
	if len(data) >= 3 && data[0] == 0xEF && data[1] == 0xBB && data[2] == 0xBF {
		p.i = 3
		p.cur = 3
	}
	p.skipSpace()
	n, err := p.value(origin.Pointer, 0)
	if err != nil {
		return nil, err
	}
	p.skipSpace()
	if p.i < len(p.data) {
		return nil, p.errorf(origin.Pointer, "unexpected data after the JSON value")
	}
	return n, nil
}

type parser struct {
	data   []byte
	path   string
	origin Origin
	i      int
	budget *Budget
	// position cursor: byte offset cur is at line:col (UTF-16 column);
	// positions are requested in nondecreasing order.
	cur, line, col int
}

// pos advances the cursor to offset off and returns its line and column.
func (p *parser) pos(off int) (int, int) {
	for p.cur < off {
		c := p.data[p.cur]
		switch {
		case c == '\n':
			p.line++
			p.col = 1
			p.cur++
		case c == '\r':
			if p.cur+1 < len(p.data) && p.data[p.cur+1] == '\n' {
				p.cur++
				continue
			}
			p.line++
			p.col = 1
			p.cur++
		case c < utf8.RuneSelf:
			p.col++
			p.cur++
		default:
			r, size := utf8.DecodeRune(p.data[p.cur:])
			if r >= 0x10000 {
				p.col += 2
			} else {
				p.col++
			}
			p.cur += size
		}
	}
	return p.line, p.col
}

func (p *parser) errorf(ptr, format string, args ...any) error {
	off := min(p.i, len(p.data))
	if off < p.cur {
		off = p.cur
	}
	line, col := p.pos(off)
	return &Error{Path: p.path, Line: line, Col: col, Pointer: ptr, Msg: fmt.Sprintf(format, args...)}
}

func (p *parser) skipSpace() {
	for p.i < len(p.data) {
		switch p.data[p.i] {
		case ' ', '\t', '\n', '\r':
			p.i++
		default:
			return
		}
	}
}

func (p *parser) start(ptr string, kind descriptor.Kind) (*descriptor.Node, error) {
	b := p.budget
	b.values++
	if b.values > MaxValues {
		return nil, p.errorf(ptr, "more than %d JSON values in this file: the JSON value budget per file; split the capture", MaxValues)
	}
	b.ptrLen += len(ptr)
	if b.ptrLen > MaxPointerBytes {
		return nil, p.errorf(ptr, "file too large to locate: its JSON pointers exceed %d bytes, the pointer budget per file; split the capture", MaxPointerBytes)
	}
	line, col := p.pos(p.i)
	return &descriptor.Node{Kind: kind, Start: p.origin.Offset + p.i, At: descriptor.Loc{
		Path: p.path, Line: line, Column: col, Logical: ptr}}, nil
}

func (p *parser) end(n *descriptor.Node) *descriptor.Node {
	n.End = p.origin.Offset + p.i
	n.At.EndLine, n.At.EndColumn = p.pos(p.i)
	return n
}

func (p *parser) value(ptr string, depth int) (*descriptor.Node, error) {
	if p.i >= len(p.data) {
		return nil, p.errorf(ptr, "unexpected end of JSON input")
	}
	switch c := p.data[p.i]; c {
	case '{':
		return p.object(ptr, depth)
	case '[':
		return p.array(ptr, depth)
	case '"':
		n, err := p.start(ptr, descriptor.KindString)
		if err != nil {
			return nil, err
		}
		if n.Str, err = p.str(ptr); err != nil {
			return nil, err
		}
		return p.end(n), nil
	case 't', 'f', 'n':
		for _, lit := range [...]struct {
			text string
			kind descriptor.Kind
			val  bool
		}{{"true", descriptor.KindBool, true}, {"false", descriptor.KindBool, false}, {"null", descriptor.KindNull, false}} {
			if strings.HasPrefix(string(p.data[p.i:min(len(p.data), p.i+5)]), lit.text) {
				n, err := p.start(ptr, lit.kind)
				if err != nil {
					return nil, err
				}
				n.Bool = lit.val
				p.i += len(lit.text)
				return p.end(n), nil
			}
		}
	default:
		if c == '-' || (c >= '0' && c <= '9') {
			return p.number(ptr)
		}
	}
	return nil, p.errorf(ptr, "invalid character %s looking for a JSON value", quoteByte(p.data, p.i))
}

func quoteByte(data []byte, i int) string {
	r, _ := utf8.DecodeRune(data[i:])
	if r == utf8.RuneError {
		return fmt.Sprintf("byte 0x%02x", data[i])
	}
	return strconv.QuoteRuneToASCII(r)
}

func (p *parser) object(ptr string, depth int) (*descriptor.Node, error) {
	if depth >= MaxDepth {
		return nil, p.errorf(ptr, "JSON nested deeper than %d levels: cetpaudit does not read deeper", MaxDepth)
	}
	n, err := p.start(ptr, descriptor.KindObject)
	if err != nil {
		return nil, err
	}
	p.i++ // {
	var seen map[string]bool
	p.skipSpace()
	if p.i < len(p.data) && p.data[p.i] == '}' {
		p.i++
		return p.end(n), nil
	}
	for {
		p.skipSpace()
		if p.i >= len(p.data) || p.data[p.i] != '"' {
			if p.i >= len(p.data) {
				return nil, p.errorf(ptr, "unexpected end of JSON input in an object")
			}
			return nil, p.errorf(ptr, "expected a string object key, found %s", quoteByte(p.data, p.i))
		}
		kline, kcol := p.pos(p.i)
		key, err := p.str(ptr)
		if err != nil {
			return nil, err
		}
		kendLine, kendCol := p.pos(p.i)
		child := ptr + "/" + descriptor.EscapePointerToken(key)
		if seen == nil && len(n.Members) >= 8 {
			seen = make(map[string]bool, 2*len(n.Members))
			for _, m := range n.Members {
				seen[m.Key] = true
			}
		}
		dup := false
		if seen != nil {
			dup = seen[key]
			seen[key] = true
		} else {
			for _, m := range n.Members {
				dup = dup || m.Key == key
			}
		}
		if dup {
			return nil, &Error{Path: p.path, Line: kline, Col: kcol, Pointer: child,
				Msg: "duplicate object key " + strconv.QuoteToASCII(truncate(key, 80)) + ": consumers disagree on which value wins"}
		}
		p.skipSpace()
		if p.i >= len(p.data) || p.data[p.i] != ':' {
			return nil, p.errorf(child, "expected ':' after object key")
		}
		p.i++
		p.skipSpace()
		v, err := p.value(child, depth+1)
		if err != nil {
			return nil, err
		}
		keyAt := descriptor.Loc{Path: p.path, Line: kline, Column: kcol, EndLine: kendLine, EndColumn: kendCol, Logical: child}
		n.Members = append(n.Members, descriptor.Member{Key: key, KeyAt: keyAt, Value: v})
		p.skipSpace()
		if p.i >= len(p.data) {
			return nil, p.errorf(ptr, "unexpected end of JSON input in an object")
		}
		switch p.data[p.i] {
		case ',':
			p.i++
		case '}':
			p.i++
			return p.end(n), nil
		default:
			return nil, p.errorf(ptr, "expected ',' or '}' in an object, found %s", quoteByte(p.data, p.i))
		}
	}
}

func (p *parser) array(ptr string, depth int) (*descriptor.Node, error) {
	if depth >= MaxDepth {
		return nil, p.errorf(ptr, "JSON nested deeper than %d levels: cetpaudit does not read deeper", MaxDepth)
	}
	n, err := p.start(ptr, descriptor.KindArray)
	if err != nil {
		return nil, err
	}
	p.i++ // [
	p.skipSpace()
	if p.i < len(p.data) && p.data[p.i] == ']' {
		p.i++
		return p.end(n), nil
	}
	for {
		p.skipSpace()
		v, err := p.value(ptr+"/"+strconv.Itoa(len(n.Elems)), depth+1)
		if err != nil {
			return nil, err
		}
		n.Elems = append(n.Elems, v)
		p.skipSpace()
		if p.i >= len(p.data) {
			return nil, p.errorf(ptr, "unexpected end of JSON input in an array")
		}
		switch p.data[p.i] {
		case ',':
			p.i++
		case ']':
			p.i++
			return p.end(n), nil
		default:
			return nil, p.errorf(ptr, "expected ',' or ']' in an array, found %s", quoteByte(p.data, p.i))
		}
	}
}

// str reads a string starting at the opening quote and returns it decoded.
func (p *parser) str(ptr string) (string, error) {
	p.i++ // "
	start := p.i
	// Fast path: no escapes.
	for p.i < len(p.data) {
		c := p.data[p.i]
		if c == '"' {
			s := p.data[start:p.i]
			if !utf8.Valid(s) {
				return "", p.badUTF8(ptr, start)
			}
			p.i++
			return string(s), nil
		}
		if c == '\\' || c < 0x20 {
			break
		}
		p.i++
	}
	var b strings.Builder
	b.Write(p.data[start:p.i])
	for {
		if p.i >= len(p.data) {
			return "", p.errorf(ptr, "unterminated string")
		}
		c := p.data[p.i]
		switch {
		case c == '"':
			p.i++
			if !utf8.ValidString(b.String()) {
				return "", p.badUTF8(ptr, start)
			}
			return b.String(), nil
		case c < 0x20:
			return "", p.errorf(ptr, "control character 0x%02x in a string (it must be escaped)", c)
		case c == '\\':
			if p.i+1 >= len(p.data) {
				return "", p.errorf(ptr, "unterminated string")
			}
			e := p.data[p.i+1]
			p.i += 2
			switch e {
			case '"', '\\', '/':
				b.WriteByte(e)
			case 'b':
				b.WriteByte('\b')
			case 'f':
				b.WriteByte('\f')
			case 'n':
				b.WriteByte('\n')
			case 'r':
				b.WriteByte('\r')
			case 't':
				b.WriteByte('\t')
			case 'u':
				r, ok := p.hex4()
				if !ok {
					return "", p.errorf(ptr, "invalid \\u escape in a string")
				}
				if utf16.IsSurrogate(r) {
					r2 := utf8.RuneError
					if p.i+1 < len(p.data) && p.data[p.i] == '\\' && p.data[p.i+1] == 'u' {
						save := p.i
						p.i += 2
						if lo, ok := p.hex4(); ok {
							if d := utf16.DecodeRune(r, lo); d != utf8.RuneError {
								r2 = d
							} else {
								p.i = save
							}
						} else {
							p.i = save
						}
					}
					r = r2
				}
				b.WriteRune(r)
			default:
				p.i--
				return "", p.errorf(ptr, "invalid escape \\%s in a string", quoteByte(p.data, p.i))
			}
		default:
			b.WriteByte(c)
			p.i++
		}
	}
}

func (p *parser) badUTF8(ptr string, start int) error {
	i := start
	for i < len(p.data) {
		r, size := utf8.DecodeRune(p.data[i:])
		if r == utf8.RuneError && size == 1 {
			break
		}
		i += size
	}
	p.i = i
	return p.errorf(ptr, "invalid UTF-8 in a string")
}

func (p *parser) hex4() (rune, bool) {
	if p.i+4 > len(p.data) {
		return 0, false
	}
	v, err := strconv.ParseUint(string(p.data[p.i:p.i+4]), 16, 32)
	if err != nil {
		return 0, false
	}
	p.i += 4
	return rune(v), true
}

func (p *parser) number(ptr string) (*descriptor.Node, error) {
	n, err := p.start(ptr, descriptor.KindNumber)
	if err != nil {
		return nil, err
	}
	start := p.i
	digits := func() int {
		s := p.i
		for p.i < len(p.data) && p.data[p.i] >= '0' && p.data[p.i] <= '9' {
			p.i++
		}
		return p.i - s
	}
	if p.data[p.i] == '-' {
		p.i++
	}
	intStart := p.i
	if d := digits(); d == 0 || (d > 1 && p.data[intStart] == '0') {
		return nil, p.errorf(ptr, "invalid number")
	}
	frac := false
	if p.i < len(p.data) && p.data[p.i] == '.' {
		p.i++
		if digits() == 0 {
			return nil, p.errorf(ptr, "invalid number")
		}
		frac = true
	}
	if p.i < len(p.data) && (p.data[p.i] == 'e' || p.data[p.i] == 'E') {
		p.i++
		if p.i < len(p.data) && (p.data[p.i] == '+' || p.data[p.i] == '-') {
			p.i++
		}
		if digits() == 0 {
			return nil, p.errorf(ptr, "invalid number")
		}
		frac = true
	}
	n.Num = string(p.data[start:p.i])
	if !frac {
		if v, err := strconv.ParseInt(n.Num, 10, 64); err == nil {
			n.Kind, n.Int = descriptor.KindInteger, v
		}
	} else if f, err := strconv.ParseFloat(n.Num, 64); err == nil && f == math.Trunc(f) && math.Abs(f) < 1<<53 {
		n.Kind, n.Int = descriptor.KindInteger, int64(f)
	}
	return p.end(n), nil
}

// tail returns about the last n bytes of s, starting on a rune boundary.
func tail(s string, n int) string {
	i := len(s) - n
	for i < len(s) && !utf8.RuneStart(s[i]) {
		i++
	}
	return s[i:]
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}

// Position returns the 1-based line and UTF-16 column of byte offset off in
// data, counted the way Parse counts.
func Position(data []byte, off int) (line, col int) {
	p := &parser{data: data, line: 1, col: 1}
	return p.pos(min(max(off, 0), len(data)))
}
