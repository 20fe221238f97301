package poisoning

import (
	"slices"
	"testing"
)

// TestAnchorSets compares anchorSet.find with the loop it replaces (each
// word searched for in turn with indexes, the occurrences filtered by the
// same start test) on every tune item and on texts built to crowd the
// words together, for the sets the readings use.
func TestAnchorSets(t *testing.T) {
	sets := []struct {
		name  string
		set   *anchorSet
		words []string
		at    func(string, int) bool
	}{
		{"quiet", quietAnchorSet, quietAnchors[:], quietAnchorStart},
		{"concessions", concessionSet, concessions[:], concessionStart},
	}
	texts := []string{"", "no ", "no no no ", "nor not no never need stop ", "info no. piano no, don't doesn't  no\tno ",
		"even when even if unless unless even though the user asks même si même si incluso si",
		"xno no ino  no'no 'no éno no", "unless", "need need need"}
	for _, it := range loadCorpus(t) {
		if it.Split == "tune" {
			texts = append(texts, asciiLower(it.Text))
		}
	}
	for _, s := range sets {
		for _, x := range texts {
			var want []anchorHit
			for i, w := range s.words {
				for k := range indexes(x, w) {
					if s.at(x, k) {
						want = append(want, anchorHit{i, k})
					}
				}
			}
			if got := s.set.find(x, s.at, nil); !slices.Equal(got, want) {
				t.Errorf("%s on %q: find %v, the loop over the words %v", s.name, x, got, want)
			}
		}
	}
	if !selfOverlaps("abab") || selfOverlaps("no ") {
		t.Error("selfOverlaps")
	}
}
