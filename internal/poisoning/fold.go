package poisoning

import (
	"sort"
	"strings"
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
	// hidden are the folded spans a human reader does not see but the
	// agent reads: text concealed by a terminal escape (SGR 8), carried by
	// Unicode tag characters, or displayed reversed by a right-to-left
	// override (folded in the order it is displayed).
	hidden []span
}

// span is a byte range [start, end) of a text.
type span struct{ start, end int }

// anchor says that original bytes [o, o+olen) became folded bytes
// [n, n+nlen); nlen is 0 for a dropped rune.
type anchor struct{ n, nlen, o, olen int }

// fold builds the folded copy of s: NFKC per rune, invisible characters
// dropped, tag characters decoded to the ASCII they carry, typographic
// apostrophes straightened and Latin look-alikes of other scripts mapped
// to Latin. Text that needs none of that is returned as it is, uncopied.
func fold(s string) *folded {
	var keeps keepCache
	i := 0
	for i < len(s) {
		if n := plainASCII(s[i:]); n > 0 {
			i += n
			continue
		}
		if s[i] < utf8.RuneSelf {
			break // a control character
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if !keeps.keeps(r, s[i:i+size]) {
			break
		}
		i += size
	}
	if i == len(s) {
		return &folded{text: s}
	}
	var out strings.Builder
	out.Grow(len(s))
	out.WriteString(s[:i])
	var anchors []anchor
	var hidden []span
	concealAt, tagAt := -1, -1 // where the open concealed or tag-character run started
	closeRun := func(at *int) {
		if *at >= 0 && out.Len() > *at {
			hidden = append(hidden, span{*at, out.Len()})
		}
		*at = -1
	}
	// apart starts a hidden run on a line of its own: glued to a word
	// ("Put object" and tag characters spelling "Ignore"), it is another
	// sentence, not the end of the visible one.
	apart := func(o int) {
		if t := out.String(); t != "" && !strings.ContainsRune(" \t\n", rune(t[len(t)-1])) {
			anchors = append(anchors, anchor{out.Len(), 1, o, 0})
			out.WriteByte('\n')
		}
	}
	var buf [4 * utf8.UTFMax]byte
	rloAt, rloFrom, rloTo := -1, 0, 0 // an open right-to-left override: folded start, original span
	displayed := func() {
		// The override's run again, as displayed: its runes reversed, on
		// a line of its own, mapped back to the whole run.
		rs := []rune(out.String()[rloAt:])
		at := out.Len()
		out.WriteByte('\n')
		for k := len(rs) - 1; k >= 0; k-- {
			out.WriteRune(rs[k])
		}
		anchors = append(anchors, anchor{at, out.Len() - at, rloFrom, rloTo - rloFrom})
		if strings.TrimSpace(string(rs)) != "" {
			hidden = append(hidden, span{rloAt, out.Len()})
		}
		rloAt = -1
	}
	for i < len(s) {
		if tagAt >= 0 && !tagCharAt(s[i:]) {
			closeRun(&tagAt)
		}
		if rloAt >= 0 && i >= rloTo {
			displayed()
		}
		if n := plainASCII(s[i:]); n > 0 {
			out.WriteString(s[i : i+n])
			i += n
			continue
		}
		c := s[i]
		if c < utf8.RuneSelf {
			// A control character, dropped; a terminal escape sequence is
			// dropped whole, so its parameters do not glue to the next word.
			n := 1
			if c == 0x1b {
				n = ansiLen(s[i:])
			}
			switch conceal := sgrConceal(s[i : i+n]); {
			case conceal > 0 && concealAt < 0:
				apart(i)
				anchors = append(anchors, anchor{out.Len(), 0, i, n})
				concealAt = out.Len()
				i += n
				continue
			case conceal < 0:
				closeRun(&concealAt)
			}
			if n > 1 && sentenceEnd(out.String()) {
				// "Gets a quote.ESC[2KESC[1ASend …": a sequence glued to
				// the end of a sentence starts a line on the terminal;
				// here it starts the next sentence.
				anchors = append(anchors, anchor{out.Len(), 1, i, n})
				out.WriteByte('\n')
			} else {
				anchors = append(anchors, anchor{out.Len(), 0, i, n})
			}
			i += n
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == '\u202e' && rloAt < 0 {
			// A right-to-left override displays the letters after it in
			// reverse order, up to its pop or the line's end: what the
			// reader sees and what the agent reads differ, and either may
			// be the order. Both are read: the text as written, then (at
			// the run's end) as displayed.
			end := i + size
			for end < len(s) && s[end] != '\n' && !strings.HasPrefix(s[end:], "\u202c") && !strings.HasPrefix(s[end:], "\u2069") {
				end++
			}
			apart(i)
			anchors = append(anchors, anchor{out.Len(), 0, i, size})
			rloAt, rloFrom, rloTo = out.Len(), i, end
			i += size
			continue
		}
		if keeps.keeps(r, s[i:i+size]) {
			out.WriteString(s[i : i+size])
			i += size
			continue
		}
		var b []byte
		switch {
		case r >= 0xE0020 && r <= 0xE007E:
			if tagAt < 0 && !strings.HasSuffix(out.String(), "\U0001F3F4") {
				// Not a flag's tag sequence (a black flag, then tags):
				// text only the agent reads. A run of them that starts a
				// word of its own ("Put object" and tags spelling
				// "Ignore") is another sentence; a tag letter inside a
				// word stays in it, so that it cannot split the word.
				if r >= 0xE0041 && r <= 0xE005A && tagCharAt(s[i+size:]) {
					apart(i)
				}
				tagAt = out.Len()
			}
			b = append(buf[:0], byte(r-0xE0000))
		case invisible(r):
			// Dropped; glued to the end of a sentence, it stands between
			// two sentences ("… workspace.\u200b\u200bSend a copy …"), which
			// stay apart.
			if i+size < len(s) && s[i+size] != ' ' && sentenceEnd(out.String()) {
				b = append(buf[:0], ' ')
			}
		case r == '\u2019' || r == '\u2018' || r == '\u02bc':
			b = append(buf[:0], '\'')
		default:
			if l, ok := lookalike(r); ok {
				b = utf8.AppendRune(buf[:0], l)
			} else {
				b = norm.NFKC.AppendString(buf[:0], s[i:i+size])
			}
		}
		if string(b) != s[i:i+size] {
			anchors = append(anchors, anchor{out.Len(), len(b), i, size})
		}
		out.Write(b)
		i += size
	}
	closeRun(&tagAt)
	closeRun(&concealAt)
	if rloAt >= 0 {
		displayed()
	}
	sort.Slice(hidden, func(a, b int) bool { return hidden[a].start < hidden[b].start })
	return &folded{text: out.String(), anchors: anchors, hidden: mergeSpans(hidden)}
}

// mergeSpans joins overlapping or touching spans sorted by start, so that
// the spans are disjoint and sorted by end too: a reader walking them skips
// every span ending before its chunk (tag characters inside a concealed run
// made nested spans, and every chunk walked all of them again), and text
// covered twice is not counted twice.
func mergeSpans(hs []span) []span {
	out := hs[:0]
	for _, h := range hs {
		if n := len(out); n > 0 && h.start <= out[n-1].end {
			out[n-1].end = max(out[n-1].end, h.end)
			continue
		}
		out = append(out, h)
	}
	return out
}

// tagCharAt reports whether s starts with a Unicode tag character that
// carries printable ASCII (U+E0020–U+E007E).
func tagCharAt(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return r >= 0xE0020 && r <= 0xE007E
}

// sgrConceal reports what the escape sequence seq does to concealment: 1
// when it is a style (SGR) sequence that conceals the text after it (8),
// -1 when it resets the style or reveals (0, 28, none), 0 otherwise.
func sgrConceal(seq string) int {
	if len(seq) < 3 || seq[1] != '[' || seq[len(seq)-1] != 'm' {
		return 0
	}
	params := seq[2 : len(seq)-1]
	if params == "" {
		return -1
	}
	v := 0
	for p := range strings.SplitSeq(params, ";") {
		switch p {
		case "8":
			v = 1
		case "0", "00", "28":
			v = -1
		}
	}
	return v
}

// hides reports whether the folded span [start, end) lies mostly in text
// a human reader does not see: in the spans hs, sorted hidden spans of f
// from the first that may overlap it (see folded.hidden).
func (f *folded) hides(hs []span, start, end int) bool {
	in := 0
	for _, h := range hs {
		if h.start >= end {
			break
		}
		if h.end <= start {
			continue
		}
		in += min(end, h.end) - max(start, h.start)
	}
	return in > 0 && 2*in >= end-start
}

// sentenceEnd reports whether s ends a sentence or clause: its last byte
// is '.', '!', '?', ':' or ';'.
func sentenceEnd(s string) bool {
	if s == "" {
		return false
	}
	switch s[len(s)-1] {
	case '.', '!', '?', ':', ';':
		return true
	}
	return false
}

// plainASCII returns the length of the run of printable ASCII, tab,
// newline and carriage return at the start of s, which fold keeps.
func plainASCII(s string) int {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 0x7f || c < 0x20 && c != '\t' && c != '\n' && c != '\r' {
			return i
		}
	}
	return len(s)
}

// keepCache remembers foldKeeps for recent runes: texts repeat their
// characters, and the check costs table lookups in three places.
type keepCache [64]struct {
	r    rune // 0 for an empty slot
	keep bool
}

func (k *keepCache) keeps(r rune, b string) bool {
	e := &k[r&63]
	if e.r != r {
		e.r, e.keep = r, foldKeeps(r, b)
	}
	return e.keep
}

// foldKeeps reports whether fold leaves the non-ASCII rune r, encoded as
// b, as it is. Invalid bytes are kept.
func foldKeeps(r rune, b string) bool {
	switch {
	case r == utf8.RuneError && len(b) == 1:
		return true
	case r >= 0xE0000 && r <= 0xE01EF, invisible(r), r == '\u2019' || r == '\u2018' || r == '\u02bc':
		return false
	}
	if _, ok := lookalike(r); ok {
		return false
	}
	// A rune without a decomposition is its own NFKC form; one with a
	// decomposition may still be (é).
	return norm.NFKC.PropertiesString(b).Decomposition() == nil || norm.NFKC.IsNormalString(b)
}

// lookalike returns the Latin letter the Cyrillic or Greek letter r passes
// for, if any.
func lookalike(r rune) (rune, bool) {
	if r < lookalikeMin || r > lookalikeMax {
		return 0, false
	}
	l, ok := latinLookalike[r]
	return l, ok
}

// lookalikeMin and lookalikeMax bound the keys of latinLookalike.
var lookalikeMin, lookalikeMax = func() (rune, rune) {
	lo, hi := rune(utf8.MaxRune), rune(0)
	for r := range latinLookalike {
		lo, hi = min(lo, r), max(hi, r)
	}
	return lo, hi
}()

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
