package poisoning

import (
	"slices"
	"strings"
)

// phraseSet finds the occurrences of a fixed list of lower-case phrases in
// one pass over a text, where a loop of strings.Index per phrase read the
// whole text once per phrase: on real servers' descriptions, with no
// refusal in them, the refusal and relay readings were a fifth of
// Instructions' time, most of it strings.Index over the whole text. A
// position is tried only where its three bytes are a phrase's first three
// (a bit of a 65,536-bit set), then the phrase is compared; phrases
// shorter than three bytes are searched apart.
type phraseSet struct {
	list  []string
	keys  []phraseKey
	bits  [1 << 16 / 64]uint64
	short []int // indexes of phrases shorter than three bytes
}

type phraseKey struct {
	key uint32
	idx int
}

func newPhraseSet(list []string) *phraseSet {
	p := &phraseSet{list: list}
	for i, w := range list {
		if len(w) < 3 {
			p.short = append(p.short, i)
			continue
		}
		key := uint32(w[0]) | uint32(w[1])<<8 | uint32(w[2])<<16
		p.keys = append(p.keys, phraseKey{key, i})
		h := keyBit(key)
		p.bits[h>>6] |= 1 << (h & 63)
	}
	return p
}

// phraseAt is one occurrence: the phrase list[idx] at byte pos.
type phraseAt struct{ pos, idx int }

// all appends to out every occurrence in s, as strings.Index finds them
// phrase by phrase (an occurrence overlapping an earlier one of the same
// phrase is not one), ordered by position and, at one position, by the
// phrase's place in the list.
func (p *phraseSet) all(s string, out []phraseAt) []phraseAt {
	var next []int // per phrase, where its next occurrence may start
	for i := 0; i+2 < len(s); i++ {
		key := uint32(s[i]) | uint32(s[i+1])<<8 | uint32(s[i+2])<<16
		if h := keyBit(key); p.bits[h>>6]&(1<<(h&63)) == 0 {
			continue
		}
		for _, k := range p.keys {
			w := p.list[k.idx]
			if k.key != key || !strings.HasPrefix(s[i:], w) {
				continue
			}
			if next == nil {
				next = make([]int, len(p.list))
			}
			if i >= next[k.idx] {
				out = append(out, phraseAt{i, k.idx})
				next[k.idx] = i + len(w)
			}
		}
	}
	for _, idx := range p.short {
		w := p.list[idx]
		for at := 0; at < len(s); {
			k := strings.Index(s[at:], w)
			if k < 0 {
				break
			}
			out = append(out, phraseAt{at + k, idx})
			at += k + len(w)
		}
	}
	if len(p.short) > 0 {
		slices.SortStableFunc(out, func(a, b phraseAt) int {
			if a.pos != b.pos {
				return a.pos - b.pos
			}
			return a.idx - b.idx
		})
	}
	return out
}

// first returns the position of the leftmost occurrence of any phrase in
// s, or -1.
func (p *phraseSet) first(s string) int {
	best := -1
	for _, idx := range p.short {
		if k := strings.Index(s, p.list[idx]); k >= 0 && (best < 0 || k < best) {
			best = k
		}
	}
	end := len(s)
	if best >= 0 {
		end = best
	}
	for i := 0; i < end && i+2 < len(s); i++ {
		key := uint32(s[i]) | uint32(s[i+1])<<8 | uint32(s[i+2])<<16
		if h := keyBit(key); p.bits[h>>6]&(1<<(h&63)) == 0 {
			continue
		}
		for _, k := range p.keys {
			if k.key == key && strings.HasPrefix(s[i:], p.list[k.idx]) {
				return i
			}
		}
	}
	return best
}

// firstLen returns the position of the leftmost occurrence of any phrase
// in s and the length of the longest phrase there, or -1 and 0.
func (p *phraseSet) firstLen(s string) (int, int) {
	at := p.first(s)
	if at < 0 {
		return -1, 0
	}
	n := 0
	for _, w := range p.list {
		if len(w) > n && strings.HasPrefix(s[at:], w) {
			n = len(w)
		}
	}
	return at, n
}
