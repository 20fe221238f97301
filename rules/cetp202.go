package rules

import (
	"strconv"
	"strings"

	"github.com/clawseed/cetpaudit/cetp"
	"github.com/clawseed/cetpaudit/decl"
	"github.com/clawseed/cetpaudit/finding"
	"github.com/clawseed/cetpaudit/internal/lazyregexp"
)

func init() {
	Register(&Rule{
		ID: "CETP202", Name: "WeakSessionToken", Level: finding.Error, Precision: High,
		Section: "2.2", Applies: "N",
		Short: "The negotiated session_token is empty, too long, or guessable.",
		Full: "session_token must be opaque and unpredictable, at most 256 bytes, and bound to the " +
			"calling UID, version and capabilities (§2.2). A token that is missing or empty, all digits, " +
			"shorter than 16 bytes, a timestamp, contains the provider id or package name, or repeats " +
			"across captures of one set can be guessed or replayed by another app.",
		Fix:      "Issue tokens from a CSPRNG (e.g. 32 random bytes, base64url-encoded) per negotiation, and bind them server-side to the UID, version and capabilities.",
		Example:  "```json\n\"session_token\": \"1764412800\"   // bad: a timestamp\n\"session_token\": \"q3Jx0tV6m2Yl8cPzA1rK4w9sNfE5hUoB\"   // good\n```",
		CWE:      330,
		Captures: checkSessionToken,
	})
}

var (
	allDigits = lazyregexp.New(`^[0-9]+$`)
	// isoTime matches a date or date-time token ("2026-09-02T12:00:00Z").
	isoTime = lazyregexp.New(`^[0-9]{4}-[0-9]{2}-[0-9]{2}([T ][0-9:.]{5,18}(Z|[+-][0-9:]{2,5})?)?$`)
)

func checkSessionToken(p *CapturePass) {
	seen := map[string]bool{}
	pkg := ""
	if p.Set.Manifest != nil {
		pkg = p.Set.Manifest.Package
	}
	for _, c := range negotiations(p.Set) {
		tok, at := field(c.Doc, cetp.FieldSessionToken)
		if decl.KindOf(tok) != decl.KindString {
			what := "has no session_token"
			if tok != nil {
				what = "has session_token as a JSON " + tok.Kind.String()
			}
			p.Report(at, Subject(at), "", "negotiate response %s; return an opaque random token string (§2.2)", what)
			continue
		}
		s := tok.Str
		var why []string
		switch {
		case s == "":
			why = append(why, "it is empty")
		case len(s) > cetp.MaxSessionTokenBytes:
			why = append(why, "it is "+strconv.Itoa(len(s))+" bytes, over the 256-byte maximum")
		}
		if s != "" {
			if allDigits.MatchString(s) {
				if len(s) == 10 || len(s) == 13 {
					why = append(why, "it is a Unix timestamp")
				} else {
					why = append(why, "it is all digits")
				}
			} else if isoTime.MatchString(s) {
				why = append(why, "it is a timestamp")
			}
			if len(s) < cetp.MinTokenBytes {
				why = append(why, "it is only "+strconv.Itoa(len(s))+" bytes (under 16)")
			}
		}
		pid := c.Doc.Get(cetp.FieldProviderID)
		for _, id := range []string{pkg, strOf(pid)} {
			if id != "" && strings.Contains(s, id) {
				why = append(why, "it contains the provider id / package name "+finding.Quote(id))
				break
			}
		}
		if seen[s] && s != "" {
			why = append(why, "it repeats the token of another negotiate capture in this set")
		}
		seen[s] = true
		if len(why) > 0 {
			p.Report(at, Subject(at), s, "session_token %s is guessable: %s; issue opaque random tokens (§2.2)",
				finding.QuoteN(s, 40), strings.Join(why, "; "))
		}
	}
}

// strOf is a node's string value, "" when it is not a string.
func strOf(n *decl.Node) string {
	if decl.KindOf(n) == decl.KindString {
		return n.Str
	}
	return ""
}
