package poisoning

// wordTable is a read-only map from short strings (the words of a
// sentence) to values, built once. It is looked up once per word of every
// sentence read, where a Go map cost about twice as much: this one hashes
// with a byte loop that short words make cheap, and probes a small array
// of 8-byte slots, at most half full, before it touches a key.
type wordTable[V any] struct {
	slots []tableSlot
	keys  []string
	// short holds each key's first eight bytes and its length: a key of
	// up to eight bytes (most words) is compared with them, without
	// reading its bytes elsewhere in memory.
	short []shortKey
	vals  []V
	mask  uint32
}

// shortKey is a key's first eight bytes, little-endian and zero-padded,
// and its length.
type shortKey struct {
	b uint64
	n int
}

// tableSlot is one probe position: the key's hash (never 0) and its entry
// number plus one (0: empty).
type tableSlot struct{ h, e uint32 }

// newWordTable builds the table of m.
func newWordTable[V any](m map[string]V) *wordTable[V] {
	n := 16
	for n < 2*len(m) {
		n *= 2
	}
	t := &wordTable[V]{slots: make([]tableSlot, n), mask: uint32(n - 1)}
	for k, v := range m {
		t.keys = append(t.keys, k)
		t.vals = append(t.vals, v)
		h, b := wordHash(k)
		t.short = append(t.short, shortKey{b, len(k)})
		i := h & t.mask
		for t.slots[i].e != 0 {
			i = (i + 1) & t.mask
		}
		t.slots[i] = tableSlot{h, uint32(len(t.keys))}
	}
	return t
}

// wordHash is FNV-1a, never 0. The bit that makes it so is the top one:
// the low bits pick the starting slot, and setting the lowest made every
// start odd, half the table.
//
// It also returns s's first eight bytes as shortKey packs them.
func wordHash(s string) (uint32, uint64) {
	h := uint32(2166136261)
	var b uint64
	for i := 0; i < len(s); i++ {
		h = (h ^ uint32(s[i])) * 16777619
		if i < 8 {
			b |= uint64(s[i]) << (8 * i)
		}
	}
	return h | 1<<31, b
}

// ref returns the table's value of key s, or nil. The value must not be
// changed.
func (t *wordTable[V]) ref(s string) *V {
	h, b := wordHash(s)
	for i := h & t.mask; ; i = (i + 1) & t.mask {
		sl := t.slots[i]
		if sl.e == 0 {
			return nil
		}
		if sl.h != h {
			continue
		}
		if k := &t.short[sl.e-1]; k.n == len(s) && k.b == b && (len(s) <= 8 || t.keys[sl.e-1] == s) {
			return &t.vals[sl.e-1]
		}
	}
}
