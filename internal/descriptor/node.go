package descriptor

import (
	"sort"
	"strconv"
	"strings"

	"github.com/clawseed/cetpaudit/internal/finding"
)

// Loc is where a declared value is: file, line and column (UTF-16, 1-based),
// logical location (a JSON pointer for captures) and token.Pos for Go.
type Loc = finding.Location

// Kind is how a value was found: absent, dynamic, or its JSON type.
type Kind uint8

// Kinds. KindInteger is a JSON number with an integral value that fits int64;
// KindNumber is any other number.
const (
	KindAbsent Kind = iota
	KindDynamic
	KindNull
	KindBool
	KindInteger
	KindNumber
	KindString
	KindArray
	KindObject
)

var kindNames = [...]string{"absent", "dynamic", "null", "boolean", "integer", "number",
	"string", "array", "object"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// Concrete reports whether k is a JSON type: neither Absent nor Dynamic.
func (k Kind) Concrete() bool { return k > KindDynamic }

// Node is a JSON value with its location: the whole tree of a captured
// document, or a schema evaluated from Go code.
type Node struct {
	Kind Kind
	At   Loc
	// Start and End are the value's byte offsets in its source file; both
	// are 0 when unknown (Go-evaluated nodes).
	Start, End int

	Bool bool
	// Num is a number's literal text; Int its value when Kind is Integer.
	Num string
	Int int64
	Str string
	// Expr is the Go source of a Dynamic value (a parameter, a range
	// variable), for messages that name what it comes from.
	Expr string
	// Elems are an array's elements; Members an object's members in order.
	Elems   []*Node
	Members []Member
}

// Member is one object member.
type Member struct {
	Key   string
	KeyAt Loc
	Value *Node
}

// Get returns the member value named key, or nil. A nil or non-object node
// has no members.
func (n *Node) Get(key string) *Node {
	if n == nil || n.Kind != KindObject {
		return nil
	}
	for i := range n.Members {
		if n.Members[i].Key == key {
			return n.Members[i].Value
		}
	}
	return nil
}

// KindOf is n's kind, Absent for nil.
func KindOf(n *Node) Kind {
	if n == nil {
		return KindAbsent
	}
	return n.Kind
}

// EscapePointerToken escapes one JSON pointer reference token (RFC 6901).
func EscapePointerToken(s string) string {
	if !strings.ContainsAny(s, "~/") {
		return s
	}
	return strings.ReplaceAll(strings.ReplaceAll(s, "~", "~0"), "/", "~1")
}

// ChildLoc is the location of a member key of the value at parent: the
// parent's position with the child's logical location. It is what an Absent
// field reports.
func ChildLoc(parent Loc, key string) Loc {
	l := parent
	l.Logical = parent.Logical + "/" + EscapePointerToken(key)
	return l
}

// ElemLoc is ChildLoc for an array index.
func ElemLoc(parent Loc, i int) Loc { return ChildLoc(parent, strconv.Itoa(i)) }

// MaxCanonicalBytes bounds Canonical's output; longer renderings are cut
// and end with "…" so that comparisons still see a difference.
const MaxCanonicalBytes = 1 << 20

// Canonical renders n as canonical JSON: object members sorted by key,
// no insignificant space, numbers as written. It is what fingerprints and
// baseline comparisons hash. Dynamic values render as "<dynamic>".
func (n *Node) Canonical() string {
	var b strings.Builder
	n.canonical(&b)
	if b.Len() > MaxCanonicalBytes {
		return b.String()[:MaxCanonicalBytes] + "…"
	}
	return b.String()
}

func (n *Node) canonical(b *strings.Builder) {
	if b.Len() > MaxCanonicalBytes {
		return
	}
	switch KindOf(n) {
	case KindAbsent:
	case KindDynamic:
		b.WriteString("<dynamic>")
	case KindNull:
		b.WriteString("null")
	case KindBool:
		b.WriteString(strconv.FormatBool(n.Bool))
	case KindInteger:
		b.WriteString(strconv.FormatInt(n.Int, 10))
	case KindNumber:
		b.WriteString(n.Num)
	case KindString:
		b.WriteString(strconv.Quote(n.Str))
	case KindArray:
		b.WriteByte('[')
		for i, e := range n.Elems {
			if i > 0 {
				b.WriteByte(',')
			}
			e.canonical(b)
		}
		b.WriteByte(']')
	case KindObject:
		ms := make([]Member, len(n.Members))
		copy(ms, n.Members)
		sort.SliceStable(ms, func(i, j int) bool { return ms[i].Key < ms[j].Key })
		b.WriteByte('{')
		for i, m := range ms {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(strconv.Quote(m.Key))
			b.WriteByte(':')
			m.Value.canonical(b)
		}
		b.WriteByte('}')
	}
}
