package poisoning

import (
	"iter"
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
	spans spanIndex // of securityWords' occurrences
	// read counts the bytes of the windows searched one by one before the
	// spans are built: a text asked of a few windows is not read whole.
	read int
}

// within reports whether a word of securityWords lies wholly inside the
// text's bytes lo to hi: securityContext(text[lo:hi]).
func (x *securityIndex) within(lo, hi int) bool {
	if !x.built {
		l := x.low()
		if x.read += hi - lo; x.read <= len(l)/4 {
			return securitySpans(l, lo, hi, nil) != nil
		}
		x.built = true
		x.spans = newSpanIndex(securitySpans(l, 0, len(l), nil))
	}
	return x.spans.within(lo, hi)
}

// spanIndex answers, for a set of spans of a text (the occurrences of some
// words), whether one lies wholly inside a window.
type spanIndex struct {
	// starts are the spans' starts, ascending; minEnd[i] is the least end
	// of the spans from i on.
	starts, minEnd []int
}

// occSpan is a start and an end offset.
type occSpan struct{ start, end int }

func newSpanIndex(all []occSpan) spanIndex {
	if len(all) == 0 {
		return spanIndex{}
	}
	sort.Slice(all, func(i, j int) bool { return all[i].start < all[j].start })
	x := spanIndex{make([]int, len(all)), make([]int, len(all))}
	least := all[len(all)-1].end
	for i := len(all) - 1; i >= 0; i-- {
		least = min(least, all[i].end)
		x.starts[i], x.minEnd[i] = all[i].start, least
	}
	return x
}

// within reports whether a span lies wholly inside lo to hi.
func (x *spanIndex) within(lo, hi int) bool {
	i := sort.SearchInts(x.starts, lo)
	return i < len(x.starts) && x.minEnd[i] <= hi
}

// wordSpans returns the spans of every occurrence of each of words in s.
func wordSpans(s string, words ...string) []occSpan {
	var all []occSpan
	for _, w := range words {
		for k := 0; ; {
			j := strings.Index(s[k:], w)
			if j < 0 {
				break
			}
			all = append(all, occSpan{k + j, k + j + len(w)})
			k += j + 1
		}
	}
	return all
}

// indexes yields where sub starts in s, each occurrence after the end of
// the one before (non-overlapping, left to right).
func indexes(s, sub string) iter.Seq[int] {
	return func(yield func(int) bool) {
		for at := 0; at < len(s); {
			k := strings.Index(s[at:], sub)
			if k < 0 {
				return
			}
			k += at
			if !yield(k) {
				return
			}
			at = k + len(sub)
		}
	}
}

// securitySpans appends to out the occurrences of securityWords lying
// wholly inside l[lo:hi]; with lo to hi less than the whole text, it stops
// at the first (a window's question). A position is tried only where the
// three bytes there are a word's key (securityKeys), then the word is
// compared.
func securitySpans(l string, lo, hi int, out []occSpan) []occSpan {
	k := &securityKeys
	for i := lo; i+2 < hi; i++ {
		key := uint32(l[i]) | uint32(l[i+1])<<8 | uint32(l[i+2])<<16
		if h := keyBit(key); k.bits[h>>6]&(1<<(h&63)) == 0 {
			continue
		}
		for _, e := range k.keys {
			if e.key != key || i-e.off < lo {
				continue
			}
			if s := i - e.off; s+len(e.word) <= hi && l[s:s+len(e.word)] == e.word {
				out = append(out, occSpan{s, s + len(e.word)})
				if lo > 0 || hi < len(l) {
					return out
				}
			}
		}
	}
	return out
}

// securityKey is a word of securityWords with the three bytes, at off,
// build looks for: the rarest in tool prose of the word's first and
// later ones, by hand (not "thi" of "third-party": "this").
type securityKey struct {
	word string
	off  int
	key  uint32
}

var securityKeys struct {
	keys []securityKey
	bits [1024]uint64
}

var _ = onLoad(func() {
	securityKeys = func() (k struct {
		keys []securityKey
		bits [1 << 16 / 64]uint64
	}) {
		offs := map[string]int{"third-party": 4, "finding": 1, "untrusted": 2, "scanner": 1, "detects": 2, "written by": 3, "flags ": 1, "red-team": 2}
		for _, w := range securityWords {
			off := offs[w]
			key := uint32(w[off]) | uint32(w[off+1])<<8 | uint32(w[off+2])<<16
			k.keys = append(k.keys, securityKey{w, off, key})
			h := keyBit(key)
			k.bits[h>>6] |= 1 << (h & 63)
		}
		return k
	}()
})

// keyBit hashes three bytes to a bit of securityKeys.bits.
func keyBit(key uint32) uint32 { return key * 0x9E3779B1 >> 16 }
