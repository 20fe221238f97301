// Package ident splits Go and JSON identifiers into normalized tokens for
// the name heuristics of the rules and analyzers: lowercase, split on camelCase,
// digits, '-', '_' and '.', never edit distance.
package ident

import (
	"strings"
	"unicode"
)

// Tokens splits an identifier: "resumeToken", "resume_token" and
// "ResumeTOKEN" all give [resume token]; "opID" gives [op id].
func Tokens(s string) []string {
	var out []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			out = append(out, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	rs := []rune(s)
	for i, r := range rs {
		switch {
		case !unicode.IsLetter(r) && !unicode.IsDigit(r):
			flush()
			continue
		case unicode.IsUpper(r) && len(cur) > 0:
			prevLower := unicode.IsLower(rs[i-1]) || unicode.IsDigit(rs[i-1])
			nextLower := i+1 < len(rs) && unicode.IsLower(rs[i+1])
			if prevLower || (unicode.IsUpper(rs[i-1]) && nextLower) {
				flush()
			}
		}
		cur = append(cur, r)
	}
	flush()
	return out
}

// Has reports whether toks contains any of words.
func Has(toks []string, words ...string) bool {
	for _, t := range toks {
		for _, w := range words {
			if t == w {
				return true
			}
		}
	}
	return false
}
