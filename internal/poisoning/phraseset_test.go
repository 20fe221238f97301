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

// TestPrefixFold holds prefixFold to strings.EqualFold on the prefix cues
// against every word of the corpus and some folding cases.
func TestPrefixFold(t *testing.T) {
	v := patterns().vocab
	words := []string{"K", "\u212aey", "INSTRUCT", "Instructions", "inſtruct", "in", "ÍNSTRUCT"}
	for _, it := range loadCorpus(t) {
		words = append(words, strings.Fields(it.Text)...)
	}
	for a := range v.prefixes {
		for b := range v.prefixes[a] {
			for _, p := range v.prefixes[a][b] {
				for _, w := range words {
					if len(w) < len(p.prefix) {
						continue
					}
					if got, want := prefixFold(w, p.prefix), strings.EqualFold(w[:len(p.prefix)], p.prefix); got != want {
						t.Fatalf("prefixFold(%q, %q) = %v, EqualFold says %v", w, p.prefix, got, want)
					}
				}
			}
		}
	}
}
