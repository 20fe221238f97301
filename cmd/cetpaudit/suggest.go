package main

import (
	"fmt"
	"strings"

	"github.com/clawseed/cetpaudit/internal/finding"
)

// didYouMean returns ` (did you mean X?)` for the candidate closest to s
// by edit distance, when one is close enough to be a typo, else "".
// prefix is put before the suggestion ("--" for flags).
func didYouMean(s string, candidates []string, prefix string) string {
	// A word cut short ("warn", "form") is the one candidate it begins.
	if len([]rune(s)) >= 3 {
		var starts []string
		for _, c := range candidates {
			if strings.HasPrefix(strings.ToLower(c), strings.ToLower(s)) && !strings.EqualFold(c, s) {
				starts = append(starts, c)
			}
		}
		if len(starts) == 1 {
			return " (did you mean " + prefix + starts[0] + "?)"
		}
	}
	best, bestD := "", -1
	for _, c := range candidates {
		d := editDistance(strings.ToLower(s), strings.ToLower(c))
		if bestD < 0 || d < bestD {
			best, bestD = c, d
		}
	}
	// A third of the word, at least one edit: "formt" → "format",
	// "sacn" → "scan", but not "x" → "o".
	limit := max(1, len([]rune(s))/3)
	if best == "" || bestD > limit || (bestD == len([]rune(s)) && len(best) > 1) {
		return ""
	}
	return " (did you mean " + prefix + best + "?)"
}

// editDistance is the Damerau–Levenshtein (optimal string alignment)
// distance: insertions, deletions, substitutions and swaps of neighbours,
// the typos people make.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev2 := make([]int, len(rb)+1)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(rb)]
}

// parseLevelFlag parses a level given to a flag, with a suggestion for
// a near miss ("warn" → warning). none is accepted when allowNone.
func parseLevelFlag(flag, value string, allowNone bool) (finding.Level, error) {
	names := []string{"error", "warning", "note"}
	if allowNone {
		names = append(names, "none")
	}
	if l, err := finding.ParseLevel(value); err == nil && (allowNone || l != finding.None) {
		return l, nil
	}
	return finding.None, fmt.Errorf("%s: unknown level %q%s (want %s)", flag, sanitizeArg(value),
		didYouMean(value, names, ""), strings.Join(names, ", "))
}

// sanitizeArg makes a command-line word safe to echo in a message.
func sanitizeArg(s string) string {
	if len(s) > 80 {
		s = s[:80] + "…"
	}
	return finding.Sanitize(s)
}
