package poisoning

import (
	"strings"
	"testing"
)

// TestSecurityIndex checks that securityIndex answers what securityContext
// does, on every window of a text near its words' edges and on corpus
// texts' sentences with the reach before them.
func TestSecurityIndex(t *testing.T) {
	texts := []string{
		"",
		"A scanner that Flags injection. Nothing here.",
		"third-party text; WRITTEN BY anyone; flags\tno space after flags",
		"attackattack poisonous data, malicious",
		"Suspicious UNTRUSTED content; it detects phishing (written by) x",
	}
	for _, it := range loadCorpus(t) {
		if len(texts) > 400 {
			break
		}
		texts = append(texts, it.Text)
	}
	for _, s := range texts {
		low := asciiLower(s)
		x := securityIndex{low: func() string { return low }}
		step := max(1, len(s)/60)
		for lo := 0; lo <= len(s); lo += step {
			for hi := lo; hi <= len(s); hi += step {
				if got, want := x.within(lo, hi), securityContext(s[lo:hi]); got != want {
					t.Fatalf("%q [%d:%d]: within %v, securityContext %v", s, lo, hi, got, want)
				}
			}
		}
		for lo := 0; lo+8 <= len(s) && lo < 64; lo++ {
			for hi := lo; hi <= min(len(s), lo+16); hi++ {
				if got, want := x.within(lo, hi), securityContext(s[lo:hi]); got != want {
					t.Fatalf("%q [%d:%d]: within %v, securityContext %v", s, lo, hi, got, want)
				}
			}
		}
	}
}

// TestJoinerIn checks lazyLower.joinerIn against searching the gap.
func TestJoinerIn(t *testing.T) {
	for _, s := range []string{"", "call x and then y", " and  then ", "A AND b Then c", "hand, thence; and\nthen sand then"} {
		l := lazyLower{text: s}
		low := l.get()
		for lo := 0; lo <= len(s); lo++ {
			for hi := lo; hi <= len(s); hi++ {
				gap := low[lo:hi]
				want := strings.Contains(gap, " and ") || strings.Contains(gap, " then ")
				if got := l.joinerIn(lo, hi); got != want {
					t.Fatalf("%q [%d:%d]: joinerIn %v, want %v", s, lo, hi, got, want)
				}
			}
		}
	}
}
