package poisoning

import (
	"strings"
	"unicode/utf8"
)

// The readings of langReadings look each word of a list up in the
// sentence (tb.occurrences, a substring search per word), and a sentence
// is read for Romanian and Vietnamese whenever its text holds one of their
// letters anywhere: in a long text that is every sentence, most of them
// English, and a few hundred searches each. langWords finds, in one pass
// over the sentence, which words of every table occur in it at all; the
// readings then run on a copy of the table that holds only those words
// (narrow). Every test a reading makes of a word is a test on the
// sentence or a part of it, so a word absent from the sentence can never
// be found, and dropping it changes no result; a table none of whose words
// occurs is not read (each reading needs at least one of its words: a
// verb, the user, rules, "from now on", places, an outside party).

// langWordIndex holds every distinct word of langTables, found by a hash
// of its first three bytes (shorter words are searched for one by one);
// ascii finds the words of ASCII letters alone, the only ones a sentence
// of ASCII can hold (most sentences read for Romanian or Vietnamese).
type langWordIndex struct {
	words      []string
	tables     []uint32 // bit k: the word is in langTables()[k]
	anchors    []uint32 // bit k: the word is in one of langTables()[k]'s anchorLists
	all, ascii langBuckets
}

// langBuckets finds words by their first three bytes: the ids of the
// words of bucket h are cand[start[h]:start[h+1]]; short holds those of
// fewer than three bytes.
type langBuckets struct {
	used  [nLangBuckets / 64]uint64 // bit h: bucket h is not empty (2 KB, where start is 32)
	start [nLangBuckets + 1]uint16
	cand  []uint16
	short []uint16
}

const nLangBuckets = 1 << 14

func langBucket(a, b, c byte) uint32 {
	return (uint32(a)<<16 | uint32(b)<<8 | uint32(c)) * 0x9E3779B1 >> 18
}

var langWords *langWordIndex

// indexLangWords numbers the words of the tables' lists (after they are
// normalized) and builds langWords; it runs once, within langTables.
func indexLangWords(ts []*langTable) {
	x := &langWordIndex{}
	id := map[string]uint16{}
	for k, t := range ts {
		for i, l := range t.lists() {
			t.ids[i] = make([]uint16, len(*l))
			for j, w := range *l {
				n, ok := id[w]
				if !ok {
					if len(x.words) == 1<<16-1 {
						panic("poisoning: too many language words")
					}
					n = uint16(len(x.words))
					id[w] = n
					x.words = append(x.words, w)
					x.tables = append(x.tables, 0)
					x.anchors = append(x.anchors, 0)
				}
				x.tables[n] |= 1 << k
				if anchorLists[i] {
					x.anchors[n] |= 1 << k
				}
				t.ids[i][j] = n
			}
		}
	}
	x.all.build(x.words, func(string) bool { return true })
	x.ascii.build(x.words, isASCII)
	langWords = x
}

func (bs *langBuckets) build(words []string, keep func(string) bool) {
	var count [nLangBuckets]uint16
	for n, w := range words {
		switch {
		case !keep(w):
		case len(w) < 3:
			bs.short = append(bs.short, uint16(n))
		default:
			count[langBucket(w[0], w[1], w[2])]++
		}
	}
	for h := range nLangBuckets {
		bs.start[h+1] = bs.start[h] + count[h]
		if count[h] > 0 {
			bs.used[h>>6] |= 1 << (h & 63)
		}
	}
	bs.cand = make([]uint16, bs.start[nLangBuckets])
	fill := bs.start
	for n, w := range words {
		if keep(w) && len(w) >= 3 {
			h := langBucket(w[0], w[1], w[2])
			bs.cand[fill[h]] = uint16(n)
			fill[h]++
		}
	}
}

// langScratch is what foreignConceal reuses from sentence to sentence.
type langScratch struct {
	present []uint64 // bit per word of langWords: it occurs in the sentence
	narrow  langTable
	buf     []string
}

// anchorLists are the lists of langTable.lists() (by index) one of whose
// words every reading of langReadings needs: the verbs of telling,
// hiding, setting aside, sending, putting, ranking and describing, the
// adverbs of secrecy, "from now on". A sentence with words of a table but
// none of these (the user, "model", "partner", "always" — in a long text
// marked for Dutch or Indonesian, most English sentences have some) is not
// read for that table.
var anchorLists [33]bool

var _ = onLoad(func() {
	anchorLists = func() (a [nLangLists]bool) {
		var tb langTable
		ls := tb.lists()
		for i, l := range ls {
			for _, anchor := range []*[]string{&tb.tells, &tb.negVerbs, &tb.hides, &tb.quiet, &tb.ignores, &tb.fromNow, &tb.sends, &tb.puts, &tb.ranks, &tb.describes} {
				a[i] = a[i] || l == anchor
			}
		}
		return a
	}()
})

// mark sets the bits of the words of the tables in mask that occur in
// low and returns the tables that have a word of their anchorLists among
// them; ascii says that low is ASCII alone.
func (x *langWordIndex) mark(low string, ascii bool, mask uint32, present []uint64) (tables uint32) {
	clear(present)
	bs := &x.all
	if ascii {
		bs = &x.ascii
	}
	for i := 0; i+3 <= len(low); i++ {
		h := langBucket(low[i], low[i+1], low[i+2])
		if bs.used[h>>6]&(1<<(h&63)) == 0 {
			continue
		}
		for _, n := range bs.cand[bs.start[h]:bs.start[h+1]] {
			if x.tables[n]&mask != 0 && strings.HasPrefix(low[i:], x.words[n]) {
				present[n>>6] |= 1 << (n & 63)
				tables |= x.anchors[n]
			}
		}
	}
	for _, n := range bs.short {
		if x.tables[n]&mask != 0 && strings.Contains(low, x.words[n]) {
			present[n>>6] |= 1 << (n & 63)
			tables |= x.anchors[n]
		}
	}
	return tables
}

// narrow returns a copy of tb whose lists hold only the words marked in
// present, in their order.
func (s *langScratch) narrowTo(tb *langTable) *langTable {
	s.narrow = *tb
	buf := s.buf[:0]
	for i, l := range s.narrow.lists() {
		from := len(buf)
		for j, n := range tb.ids[i] {
			if s.present[n>>6]&(1<<(n&63)) != 0 {
				buf = append(buf, (*l)[j])
			}
		}
		*l = buf[from:len(buf):len(buf)]
	}
	s.buf = buf
	return &s.narrow
}

// isASCII reports whether s is bytes below 0x80 alone.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
