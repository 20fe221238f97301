package poisoning

import (
	"cmp"
	"slices"
	"strings"
)

// anchorSet finds where the words of a short list start in a text, in
// one pass. A loop over the list that searches the text for each word in
// turn (indexes) reads the text once per word; find yields the same
// occurrences in the same order — word by word in the list's order, each
// word's left to right — provided no word of the list overlaps itself
// (a proper prefix equal to a suffix: then indexes, which resumes after
// each occurrence, would skip one that find yields; newAnchorSet refuses
// such a word).
type anchorSet struct {
	words []string
	first [256]uint32 // bit i: words[i] starts with the byte
}

func newAnchorSet(words ...string) *anchorSet {
	if len(words) > 32 {
		panic("poisoning: an anchorSet holds at most 32 words")
	}
	a := &anchorSet{words: words}
	for i, w := range words {
		if w == "" || selfOverlaps(w) {
			panic("poisoning: anchorSet word " + w + " is empty or overlaps itself")
		}
		a.first[w[0]] |= 1 << i
	}
	return a
}

// selfOverlaps reports whether a proper prefix of w is also its suffix.
func selfOverlaps(w string) bool {
	for n := 1; n < len(w); n++ {
		if w[:n] == w[len(w)-n:] {
			return true
		}
	}
	return false
}

// anchorHit is an occurrence of words[word] at offset at.
type anchorHit struct{ word, at int }

// find appends to out the occurrences in s of the set's words at the
// offsets where at(s, k) holds, ordered by word (in the list's order)
// and then by offset.
func (a *anchorSet) find(s string, at func(s string, k int) bool, out []anchorHit) []anchorHit {
	from := len(out)
	for k := 0; k < len(s); k++ {
		bits := a.first[s[k]]
		if bits == 0 || !at(s, k) {
			continue
		}
		for i, w := range a.words {
			if bits&(1<<i) != 0 && strings.HasPrefix(s[k:], w) {
				out = append(out, anchorHit{i, k})
			}
		}
	}
	slices.SortStableFunc(out[from:], func(x, y anchorHit) int { return cmp.Compare(x.word, y.word) })
	return out
}
