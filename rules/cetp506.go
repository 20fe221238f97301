package rules

import (
	"regexp"
	"strings"

	"github.com/clawseed/cetpaudit/capture"
	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/decl"
	"github.com/clawseed/cetpaudit/finding"
)

func init() {
	Register(&Rule{
		ID: "CETP506", Name: "SensitiveErrorContent", Level: finding.Warning, Precision: High,
		Section: "5", Applies: "E",
		Short: "A captured error message or error_details exposes stack traces, exception names, file paths or SQL.",
		Full: "error_message must be safely displayable and INTERNAL_ERROR carries no stacks or sensitive " +
			"details (§5). Stack frames, exception class names, file system paths, SQL statements and raw " +
			"exception text reveal the Provider's internals to every caller — and to the agent, which " +
			"may repeat them. (Code that builds such messages is CETP607.)",
		Fix:     "Return a fixed, human-readable message per error code; log the exception on the device instead, redacted.",
		Example: "```json\n\"error_message\": \"java.lang.IllegalStateException: at com.example.db.AlertDao.insert(AlertDao.java:42)\"   // bad\n\"error_message\": \"The alert could not be saved. Try again later.\"   // good\n```",
		CWE:     209,
		Captures: checkErrorContent,
	})
}

// Each pattern is anchored on fixed text and bounded, so matching stays
// linear in the message length.
var sensitivePatterns = []struct {
	re  *regexp.Regexp
	why string
}{
	{regexp.MustCompile(`(?m)^\s*at [\w$.<>]{1,200}\([\w$.]{0,200}(:[0-9]{1,7})?\)|\bat [\w$]{1,100}(\.[\w$<>]{1,100}){2,30}\([\w$]{1,100}\.(java|kt):[0-9]{1,7}\)`), "a stack trace"},
	{regexp.MustCompile(`Traceback \(most recent call last\)|goroutine [0-9]{1,9} \[[a-z ]{1,30}\]:|\bpanic: |Caused by: |\.go:[0-9]{1,7} \+0x`), "raw exception text"},
	{regexp.MustCompile(`\b(java|javax|kotlin|kotlinx|android|androidx|okhttp3|retrofit2|com|org|io|net)(\.[A-Za-z_$][\w$]{0,100}){1,20}\.[A-Z][\w$]{0,100}(Exception|Error)\b|\b[A-Z][A-Za-z]{1,60}(Exception|Error): `), "an exception class name"},
	{regexp.MustCompile(`(^|[\s"'(=:])(/(data|sdcard|storage|system|proc|home|usr|var|etc|tmp|mnt|Users|root)/[^\s"']{1,300}|[A-Za-z]:\\[^\s"']{1,300})`), "a file path"},
	{regexp.MustCompile(`(?i)\b(select\s[^;]{1,300}?\sfrom\s|insert\s+into\s|update\s+[\w."]{1,100}\s+set\s|delete\s+from\s|create\s+table\s|drop\s+table\s)|\b(SQLiteException|SQLITE_[A-Z]{2,30}|sqlite3?\.)`), "SQL"},
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

// maxErrorStrings bounds the strings looked at in one error_details value.
const maxErrorStrings = 1000

func checkErrorContent(p *CapturePass) {
	for _, c := range p.Set.Of(capture.Error) {
		if decl.KindOf(c.Doc) != decl.KindObject {
			continue
		}
		var texts []*decl.Node
		if m := c.Doc.Get(cetp.KeyErrorMessage); decl.KindOf(m) == decl.KindString {
			texts = append(texts, m)
		}
		collectStrings(c.Doc.Get(cetp.KeyErrorDetails), 0, &texts)
		for _, t := range texts {
			if why := sensitiveReasons(t.Str); len(why) > 0 {
				p.Report(t.At, Subject(t.At), t.Str, "error text %s exposes internals: %s; return a fixed displayable message and log details on the device (§5)",
					finding.Quote(t.Str), strings.Join(why, ", "))
			}
		}
	}
}

// collectStrings gathers the string values (and object keys' values) in an
// error_details tree, bounded in depth and count.
func collectStrings(n *decl.Node, depth int, out *[]*decl.Node) {
	if n == nil || depth > 64 || len(*out) >= maxErrorStrings {
		return
	}
	switch n.Kind {
	case decl.KindString:
		*out = append(*out, n)
	case decl.KindArray:
		for _, e := range n.Elems {
			collectStrings(e, depth+1, out)
		}
	case decl.KindObject:
		for _, m := range n.Members {
			collectStrings(m.Value, depth+1, out)
		}
	}
}
