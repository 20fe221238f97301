package finding

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxQuoted is how many runes of untrusted text a message quotes.
const MaxQuoted = 80

// Quote renders untrusted text (descriptor text, attribute values) for a
// message: Go-quoted so control, format and invisible characters show as
// escapes, and cut to MaxQuoted runes with an ellipsis.
func Quote(s string) string {
	return QuoteN(s, MaxQuoted)
}

// QuoteN is Quote with an explicit rune limit.
func QuoteN(s string, max int) string {
	cut := false
	if utf8.RuneCountInString(s) > max {
		n := 0
		for i := range s {
			if n == max {
				s = s[:i]
				break
			}
			n++
		}
		cut = true
	}
	var b strings.Builder
	b.WriteByte('"')
	for len(s) > 0 {
		r, size := utf8.DecodeRuneInString(s)
		switch {
		case r == utf8.RuneError && size == 1:
			b.WriteString(`\x` + strconv.FormatUint(uint64(s[0]), 16))
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r < 0x80 && unicode.IsPrint(r):
			b.WriteRune(r)
		case unicode.IsPrint(r) && !unicode.Is(unicode.Cf, r):
			b.WriteRune(r)
		default:
			q := strconv.QuoteRuneToASCII(r)
			b.WriteString(q[1 : len(q)-1])
		}
		s = s[size:]
	}
	if cut {
		b.WriteString("…")
	}
	b.WriteByte('"')
	return b.String()
}

// Sanitize makes text safe for a terminal or a log: control and format
// characters become escapes. Use it for any input-derived text that is not
// quoted (file names, element paths).
func Sanitize(s string) string {
	clean := true
	for _, r := range s {
		if r == utf8.RuneError || unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	q := QuoteN(s, 1<<20)
	return q[1 : len(q)-1]
}

// QuoteList quotes each string with Quote and joins them with ", ".
func QuoteList(ss []string) string {
	q := make([]string, len(ss))
	for i, s := range ss {
		q[i] = Quote(s)
	}
	return strings.Join(q, ", ")
}
