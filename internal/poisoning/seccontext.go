package poisoning

import (
	"sort"
	"strings"
)

// securityIndex answers securityContext for windows of one text: every
// directive found is asked whether the text around it (its sentence and
// the reportReach bytes before) speaks of attacks or findings, and reading
// that window again, lowered and searched for each word, for each
// directive was an eighth of Directives on realistic text. The words are
// found once per text, on the first question, in its lower-case copy.
type securityIndex struct {
	low   func() string // the text in lower case (ASCII letters only)
	built bool
	// starts are the offsets of securityWords' occurrences, ascending;
	// minEnd[i] is the least end of the occurrences from i on.
	starts, minEnd []int
}

// within reports whether a word of securityWords lies wholly inside the
// text's bytes lo to hi: securityContext(text[lo:hi]).
func (x *securityIndex) within(lo, hi int) bool {
	if !x.built {
		x.build()
	}
	i := sort.SearchInts(x.starts, lo)
	return i < len(x.starts) && x.minEnd[i] <= hi
}

func (x *securityIndex) build() {
	x.built = true
	l := x.low()
	type occ struct{ start, end int }
	var all []occ
	for _, w := range securityWords {
		for k := 0; ; {
			j := strings.Index(l[k:], w)
			if j < 0 {
				break
			}
			all = append(all, occ{k + j, k + j + len(w)})
			k += j + 1
		}
	}
	if len(all) == 0 {
		return
	}
	sort.Slice(all, func(i, j int) bool { return all[i].start < all[j].start })
	x.starts, x.minEnd = make([]int, len(all)), make([]int, len(all))
	least := all[len(all)-1].end
	for i := len(all) - 1; i >= 0; i-- {
		least = min(least, all[i].end)
		x.starts[i], x.minEnd[i] = all[i].start, least
	}
}
