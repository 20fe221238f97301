package capturerules

import (
	"fmt"
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/capture"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/lazyregexp"
)

func init() { register("CETP506", checkErrorContent) }

// Go's regexp engine matches in time linear in the input; each pattern is
// anchored on fixed text so it rarely matches prose.
var sensitivePatterns = []struct {
	re  *lazyregexp.Regexp
	why string
}{
	{lazyregexp.New(`(?m)^\s*at [\w$.<>]+\([\w$. ]*(:[0-9]+)?\)|\bat [\w$.<>]+\([\w$]+\.(java|kt|scala):[0-9]+\)`), "a stack trace"},
	{lazyregexp.New(`Traceback \(most recent call last\)|goroutine [0-9]+ \[[a-z ]+\]:|\bpanic: |Caused by: |\.go:[0-9]+ \+0x`), "raw exception text"},
	{lazyregexp.New(`\b(java|javax|kotlin|kotlinx|android|androidx|okhttp3|retrofit2|com|org|io|net)\.[\w$.]*[A-Z][\w$]*(Exception|Error)\b|\b[A-Z][A-Za-z]*(Exception|Error): `), "an exception class name"},
	{lazyregexp.New(`(^|[\s"'(=:])(/(data|sdcard|storage|system|proc|home|usr|var|etc|tmp|mnt|Users|root)/[^\s"']+|[A-Za-z]:\\[^\s"']+)`), "a file path"},
	// SQL: statements as drivers echo them — uppercase keywords, or
	// lowercase ones in statement shape — not prose like "Select a symbol
	// from the list".
	{lazyregexp.New(`\bSELECT\s[^;]{1,300}?\sFROM\s|(?i:\bselect\s+\*\s+from\s)|\bINSERT\s+INTO\s|(?i:\binsert\s+into\s+[\w."]+\s*\()|\bUPDATE\s+[\w."]+\s+SET\s|\bDELETE\s+FROM\s|(?i:\bdelete\s+from\s+[\w."]+\s+where\s)|\b(CREATE|DROP)\s+TABLE\s|\bSQLiteException\b|\bSQLITE_[A-Z]+`), "SQL"},
}

// sensitiveReasons lists why text looks like internal detail.
func sensitiveReasons(s string) []string {
	var why []string
	for _, p := range sensitivePatterns {
		if p.re.MatchString(s) {
			why = append(why, p.why)
		}
	}
	return why
}

// maxErrorStrings bounds the strings looked at in one error_details value;
// maxErrorDepth bounds the nesting read.
const (
	maxErrorStrings = 1000
	maxErrorDepth   = 64
)

func checkErrorContent(p *CapturePass) {
	for _, c := range p.Set.Of(capture.Error) {
		if descriptor.KindOf(c.Doc) != descriptor.KindObject {
			continue
		}
		var texts []*descriptor.Node
		if m := c.Doc.Get(cetp.KeyErrorMessage); descriptor.KindOf(m) == descriptor.KindString {
			texts = append(texts, m)
		}
		var col errorStrings
		details := c.Doc.Get(cetp.KeyErrorDetails)
		col.collect(details, 0)
		for _, t := range append(texts, col.texts...) {
			if why := sensitiveReasons(t.Str); len(why) > 0 {
				p.Report(t.At, descriptorrules.Subject(t.At), t.Str, "error text %s exposes internals: %s; return a fixed displayable message and log details on the device (§5)",
					finding.Quote(t.Str), strings.Join(why, ", "))
			}
		}
		if cut := col.cut(); cut != "" {
			p.ReportNote(details.At, descriptorrules.Subject(details.At), "error-budget", "error_details: findings of this rule may be incomplete: %s (§5)", cut)
		}
	}
}

// errorStrings gathers the string values (and object keys' values) in an
// error_details tree, bounded in depth and count, and counts what it left.
type errorStrings struct {
	texts []*descriptor.Node
	left  int  // strings past maxErrorStrings
	deep  bool // a value nested deeper than maxErrorDepth
}

// cut says which budget left strings unread, or "".
func (col *errorStrings) cut() string {
	var cut []string
	if col.left > 0 {
		cut = append(cut, fmt.Sprintf("it has more than %d strings, the budget per error_details value, and the other %d were not read", maxErrorStrings, col.left))
	}
	if col.deep {
		cut = append(cut, fmt.Sprintf("it nests deeper than %d levels, and the strings below that were not read", maxErrorDepth))
	}
	return strings.Join(cut, "; ")
}

func (col *errorStrings) collect(n *descriptor.Node, depth int) {
	if n == nil {
		return
	}
	if depth > maxErrorDepth {
		col.deep = true
		return
	}
	switch n.Kind {
	case descriptor.KindString:
		if len(col.texts) >= maxErrorStrings {
			col.left++
			return
		}
		col.texts = append(col.texts, n)
	case descriptor.KindArray:
		for _, e := range n.Elems {
			col.collect(e, depth+1)
		}
	case descriptor.KindObject:
		for _, m := range n.Members {
			col.collect(m.Value, depth+1)
		}
	}
}
