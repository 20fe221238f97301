package poisoning

import (
	"slices"
	"strings"
	"testing"
)

// TestPhraseSetSame checks phraseSet against strings.Index phrase by
// phrase (the loops it replaced) on every corpus text, lower-cased, and
// on texts made of the phrases themselves: the same occurrences, and the
// same leftmost one.
func TestPhraseSetSame(t *testing.T) {
	lists := map[string][]string{"refusals": refusals, "relayFrames": relayFrames[:],
		"short and overlapping": {"ab", "abab", "aba", "x", "bab"}}
	texts := []string{"", "a", "ab", "abababab", "xx abab x", strings.Join(refusals, " "), strings.Join(relayFrames[:], "tell the")}
	for _, it := range loadCorpus(t) {
		texts = append(texts, strings.ToLower(it.Text))
	}
	for name, list := range lists {
		set := newPhraseSet(list)
		for _, s := range texts {
			var want []phraseAt
			first := -1
			for idx, w := range list {
				for k := range indexes(s, w) {
					want = append(want, phraseAt{k, idx})
					if first < 0 || k < first {
						first = k
					}
				}
			}
			slices.SortStableFunc(want, func(a, b phraseAt) int {
				if a.pos != b.pos {
					return a.pos - b.pos
				}
				return a.idx - b.idx
			})
			if got := set.all(s, nil); !slices.Equal(got, want) {
				t.Fatalf("%s on %q: all = %v, want %v", name, s, got, want)
			}
			if got := set.first(s); got != first {
				t.Fatalf("%s on %q: first = %d, want %d", name, s, got, first)
			}
		}
	}
}
