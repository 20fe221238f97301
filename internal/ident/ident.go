// Package ident splits Go and JSON identifiers into normalized tokens for
// the name heuristics of the rules and analyzers: lowercase, split on camelCase,
// digits, '-', '_' and '.', never edit distance. NamesCaller is the one
// "is this name the caller's identity" predicate shared by CETP406 (captured
// schemas) and CETP606 (dex and Go).
package ident

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Tokens splits an identifier: "resumeToken", "resume_token" and
// "ResumeTOKEN" all give [resume token]; "opID" gives [op id]. It walks the
// string in place (descriptions can be megabytes), allocating only the
// tokens.
func Tokens(s string) []string {
	var out []string
	start := -1 // byte offset where the current token starts
	var prev rune
	for i, r := range s {
		switch {
		case !unicode.IsLetter(r) && !unicode.IsDigit(r):
			if start >= 0 {
				out = append(out, strings.ToLower(s[start:i]))
				start = -1
			}
			prev = r
			continue
		case unicode.IsUpper(r) && start >= 0:
			next, _ := utf8.DecodeRuneInString(s[i+utf8.RuneLen(r):])
			prevLower := unicode.IsLower(prev) || unicode.IsDigit(prev)
			if prevLower || (unicode.IsUpper(prev) && unicode.IsLower(next)) {
				out = append(out, strings.ToLower(s[start:i]))
				start = -1
			}
		}
		if start < 0 {
			start = i
		}
		prev = r
	}
	if start >= 0 {
		out = append(out, strings.ToLower(s[start:]))
	}
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
