package capturerules

import (
	"strconv"
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/internal/descriptor"
	"github.com/clawseed/cetpaudit/internal/descriptorrules"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/lazyregexp"
)

func init() { register("CETP202", checkSessionToken) }

var (
	allDigits = lazyregexp.New(`^[0-9]+$`)
	// isoTime matches a date or date-time token ("2026-09-02T12:00:00Z").
	isoTime = lazyregexp.New(`^[0-9]{4}-[0-9]{2}-[0-9]{2}([T ][0-9:.]{5,18}(Z|[+-][0-9:]{2,5})?)?$`)
)

func checkSessionToken(p *CapturePass) {
	seen := map[string]descriptor.Loc{} // token -> where it was first captured
	pkg := ""
	if p.Set.Manifest != nil {
		pkg = p.Set.Manifest.Package
	}
	for _, c := range negotiations(p.Set) {
		tok, at := descriptorrules.Field(c.Doc, cetp.FieldSessionToken)
		if descriptor.KindOf(tok) != descriptor.KindString {
			what := "has no session_token"
			if tok != nil {
				what = "has session_token as a JSON " + tok.Kind.String()
			}
			p.Report(at, descriptorrules.Subject(at), "", "negotiate response %s; return an opaque random token string (§2.2)", what)
			continue
		}
		s := tok.Str
		why := tokenWeaknesses(s, pkg, strOf(c.Doc.Get(cetp.FieldProviderID)))
		if first, ok := seen[s]; ok && s != "" {
			why = append(why, "it repeats the session_token captured at "+first.Path+":"+strconv.Itoa(first.Line)+":"+strconv.Itoa(first.Column))
		} else {
			seen[s] = at
		}
		if len(why) > 0 {
			p.Report(at, descriptorrules.Subject(at), s, "session_token %s is weak: %s; issue opaque random tokens of at most 256 bytes, new for each negotiation (§2.2)",
				finding.QuoteN(s, 40), strings.Join(why, "; "))
		}
	}
}

// Plausible Unix times (2000-01-01 to 2100-01-01) in seconds; digit
// strings of milli-, micro- and nanoseconds are scaled down to it.
const minUnixTime, maxUnixTime = 946684800, 4102444800

// tokenWeaknesses lists every reason a session token is weak, for one
// finding: empty, too long, all digits, a timestamp, short, or made of the
// provider id / package name.
func tokenWeaknesses(s string, ids ...string) []string {
	if s == "" {
		return []string{"it is empty"}
	}
	var why []string
	if len(s) > cetp.MaxSessionTokenBytes {
		why = append(why, "it is "+strconv.Itoa(len(s))+" bytes, over the 256-byte maximum")
	}
	switch {
	case allDigits.MatchString(s):
		why = append(why, "it is all digits")
		if unixTime(s) {
			why = append(why, "it is a Unix timestamp")
		}
	case isoTime.MatchString(s):
		why = append(why, "it is a timestamp")
	}
	if len(s) < cetp.MinTokenBytes {
		why = append(why, "it is only "+strconv.Itoa(len(s))+" bytes (under 16)")
	}
	lower := strings.ToLower(s)
	for _, id := range ids {
		switch l := strings.ToLower(id); {
		case l == "":
		case lower == l:
			return append(why, "it is the provider id / package name "+finding.Quote(id))
		case strings.Contains(lower, l):
			return append(why, "it contains the provider id / package name "+finding.Quote(id))
		}
	}
	return why
}

// unixTime reports whether a digit string reads as a plausible Unix time in
// seconds, milliseconds, microseconds or nanoseconds.
func unixTime(digits string) bool {
	for _, scale := range []int{0, 3, 6, 9} {
		if n := len(digits) - scale; n == 9 || n == 10 {
			v, err := strconv.ParseInt(digits[:n], 10, 64)
			return err == nil && v >= minUnixTime && v < maxUnixTime
		}
	}
	return false
}

// strOf is a node's string value, "" when it is not a string.
func strOf(n *descriptor.Node) string {
	if descriptor.KindOf(n) == descriptor.KindString {
		return n.Str
	}
	return ""
}
