package poison

import (
	"sort"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// folded is a copy of a text prepared for keyword matching, with the way
// back to the original's offsets.
type folded struct {
	text string
	// anchors record every original rune whose folded bytes differ from
	// its own, in order; between anchors the two texts are byte-identical,
	// so an offset maps back by a constant shift.
	anchors []anchor
}

// anchor says that original bytes [o, o+olen) became folded bytes
// [n, n+nlen); nlen is 0 for a dropped rune.
type anchor struct{ n, nlen, o, olen int }

// fold builds the folded copy of s: NFKC per rune, invisible characters
// dropped, tag characters decoded to the ASCII they carry, typographic
// apostrophes straightened and Latin look-alikes of other scripts mapped
// to Latin.
func fold(s string) *folded {
	out := make([]byte, 0, len(s))
	var anchors []anchor
	var rb [utf8.UTFMax]byte
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if (c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7f {
				anchors = append(anchors, anchor{len(out), 0, i, 1})
			} else {
				out = append(out, c)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		n := len(out)
		switch {
		case r == utf8.RuneError && size == 1:
			out = append(out, c) // keep invalid bytes as they are
		case r >= 0xE0020 && r <= 0xE007E:
			out = append(out, byte(r-0xE0000))
		case invisible(r):
			// dropped
		case r == '\u2019' || r == '\u2018' || r == '\u02bc':
			out = append(out, '\'')
		default:
			if l, ok := latinLookalike[r]; ok {
				out = utf8.AppendRune(out, l)
			} else {
				k := utf8.EncodeRune(rb[:], r)
				out = norm.NFKC.Append(out, rb[:k]...)
			}
		}
		if string(out[n:]) != s[i:i+size] {
			anchors = append(anchors, anchor{n, len(out) - n, i, size})
		}
		i += size
	}
	return &folded{text: string(out), anchors: anchors}
}

// invisible reports whether r renders as nothing (or as a blank that hides
// structure) and so must not split keywords.
func invisible(r rune) bool {
	switch {
	case unicode.Is(unicode.Cf, r), unicode.Is(unicode.Cc, r):
		return true
	case r >= 0xFE00 && r <= 0xFE0F, r >= 0xE0100 && r <= 0xE01EF: // variation selectors
		return true
	case r >= 0xE0000 && r <= 0xE007F: // tags other than printable ASCII
		return true
	case r == 0x034F, r == 0x115F, r == 0x1160, r == 0x3164, r == 0xFFA0, r == 0x17B4, r == 0x17B5:
		return true
	}
	return false
}

// start maps a folded start offset to the original text.
func (f *folded) start(p int) int {
	i := sort.Search(len(f.anchors), func(i int) bool { return f.anchors[i].n > p }) - 1
	return f.back(i, p, false)
}

// end maps a folded end offset to the original text.
func (f *folded) end(p int) int {
	if p == 0 {
		return 0
	}
	i := sort.Search(len(f.anchors), func(i int) bool { return f.anchors[i].n >= p }) - 1
	return f.back(i, p, true)
}

func (f *folded) back(i, p int, isEnd bool) int {
	if i < 0 {
		return p
	}
	a := f.anchors[i]
	if isEnd && p > a.n && p < a.n+a.nlen || !isEnd && p >= a.n && p < a.n+a.nlen {
		// Inside a rewritten rune: widen to the whole original rune.
		if isEnd {
			return a.o + a.olen
		}
		return a.o
	}
	return p - (a.n + a.nlen) + a.o + a.olen
}

// span maps a folded span to an original Match.
func (f *folded) span(start, end int, reason string) Match {
	s, e := f.start(start), f.end(end)
	if e < s {
		e = s
	}
	return Match{Start: s, End: e, Reason: reason}
}
