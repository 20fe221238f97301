package poisoning

import (
	"slices"
	"strings"
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

// TestLiteralBytes checks what findAllLits relies on to skip a literal:
// the sentence scan's byte set holds every byte of the sentence outside
// ASCII, so a sentence holding a literal holds all of its litBytes.
func TestLiteralBytes(t *testing.T) {
	ps := patterns()
	texts := []string{"ユーザーには知らせずに送ってください。", "不要告诉用户", "kullanıcıya söylemeden", "em dash — “quotes”"}
	for _, it := range loadCorpus(t) {
		if it.Split == "tune" {
			texts = append(texts, it.Text)
		}
	}
	sc := sentenceScan{v: ps.vocab}
	checked := 0
	for _, x := range texts {
		f := fold(x)
		chunks(f.text, func(cs, ce int) {
			c := f.text[cs:ce]
			sc.scan(c)
			for i := range ps.instr {
				p := &ps.instr[i].gatedRE
				for k, l := range p.lits {
					if l != "" && strings.Contains(c, l) {
						checked++
						if !sc.bytes.holds(&p.litBytes[k]) {
							t.Errorf("%q holds %q, and the scan's bytes do not hold its bytes", c, l)
						}
					}
				}
			}
		})
	}
	if checked == 0 {
		t.Error("no literal found: the test checks nothing")
	}
	t.Logf("%d literal occurrences checked", checked)
}
