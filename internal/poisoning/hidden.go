package poisoning

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/clawseed/cetpaudit/internal/finding"
)

// maxDecoded bounds how much hidden payload a reason keeps (Quote cuts it
// further for display).
const maxDecoded = 256

// HiddenChars reports invisible or deceptive characters (CETP502): bidi
// embeddings, overrides and isolates (one match from the opening control to
// its terminator); LRM, RLM and ALM outside right-to-left text; zero-width
// characters outside their legitimate uses; Unicode tag characters outside
// flag tag sequences, with the ASCII they hide decoded in the reason; runs
// of variation selectors (data smuggled after an emoji); other control and
// format characters; invisible fillers; and tokens that mix Latin, Cyrillic
// or Greek letters where a minority letter looks like one of the majority
// script (UTS #39 mixed-script confusables).
//
// Legitimate and not reported: tab, newline, carriage return, soft hyphen,
// ZWJ inside emoji sequences, ZWJ and ZWNJ between letters of scripts that
// use them (Arabic, Persian, Indic, ...), ZWSP between letters of scripts
// written without spaces (Thai, Lao, Khmer, Myanmar, Tibetan), a single
// variation selector after an emoji, digit or ideograph, flag tag sequences
// (U+1F3F4, tag letters, U+E007F), and prepended concatenation marks.
func HiddenChars(text string) []Match {
	loadTables()
	var l limiter
	rtl := hasRTL(text)
	var run hiddenRun
	flush := func(end int) {
		if run.active {
			// A run is kept or left out by the kind of its first character.
			if k := run.kinds[0].format; l.room(k) {
				l.add(k, Match{Start: run.start, End: end, Reason: run.reason()})
			}
			run.reset()
		}
	}
	for i := 0; i < len(text); {
		if c := text[i]; c >= 0x20 && c < 0x7f || c == '\t' || c == '\n' || c == '\r' {
			// Printable ASCII, the bulk of most texts.
			flush(i)
			i++
			continue
		}
		if text[i] == 0x1b && ansiLen(text[i:]) > 1 {
			// A terminal escape sequence: one match per run of them,
			// each decoded (up to a few) in the reason.
			flush(i)
			start, seqs := i, []string(nil)
			n := 0
			for i < len(text) && text[i] == 0x1b && ansiLen(text[i:]) > 1 {
				k := ansiLen(text[i:])
				if len(seqs) < 4 {
					seqs = append(seqs, ansiMeaning(text[i:i+k]))
				}
				n++
				i += k
			}
			if l.room("ansi") {
				reason := "terminal escape sequence " + strings.Join(seqs, ", ")
				if n > len(seqs) {
					reason += fmt.Sprintf(" and %d more", n-len(seqs))
				}
				l.add("ansi", Match{Start: start, End: i, Reason: reason + ": it can rewrite what a reviewer sees in a terminal"})
			}
			continue
		}
		r, size := utf8.DecodeRuneInString(text[i:])
		if r == 0x1F3F4 {
			if n := flagTagLen(text[i+size:]); n > 0 {
				flush(i)
				i += size + n
				continue
			}
		}
		if isBidiOpener(r) {
			flush(i)
			end, closed := bidiEnd(text, i+size)
			if l.room("bidi") {
				l.add("bidi", Match{Start: i, End: end, Reason: bidiReason(r, closed)})
			}
			i = end
			continue
		}
		kind := hiddenKind(text, i, r, size, rtl)
		if kind == "" {
			flush(i)
			i += size
			continue
		}
		if !run.active {
			run.active, run.start = true, i
		}
		run.add(kind, r)
		i += size
	}
	flush(len(text))
	confusables(text, &l)
	return l.matches()
}

// hiddenRun accumulates adjacent hidden characters into one match. Its
// buffers are reused from run to run.
type hiddenRun struct {
	active bool
	start  int
	kinds  [4]hiddenClass
	nkinds int
	tags   []byte // ASCII carried by tag characters
	vs     []byte // bytes carried by variation selectors
	nvs    int
}

// hiddenClass is a kind of hidden character: a description, formatted
// with the rune when it holds a verb.
type hiddenClass struct {
	format string
	r      rune
}

func (c hiddenClass) String() string {
	if strings.IndexByte(c.format, '%') >= 0 {
		return fmt.Sprintf(c.format, c.r)
	}
	return c.format
}

func (h *hiddenRun) reset() {
	*h = hiddenRun{tags: h.tags[:0], vs: h.vs[:0]}
}

func (h *hiddenRun) add(kind string, r rune) {
	switch {
	case r >= 0xE0000 && r <= 0xE007F:
		if len(h.tags) < maxDecoded {
			h.tags = append(h.tags, byte(r-0xE0000))
		}
	case r >= 0xFE00 && r <= 0xFE0F:
		h.nvs++
		if len(h.vs) < maxDecoded {
			h.vs = append(h.vs, byte(r-0xFE00))
		}
	case r >= 0xE0100 && r <= 0xE01EF:
		h.nvs++
		if len(h.vs) < maxDecoded {
			h.vs = append(h.vs, byte(r-0xE0100+16))
		}
	}
	c := hiddenClass{kind, 0}
	if strings.IndexByte(kind, '%') >= 0 {
		c.r = r
	}
	for _, k := range h.kinds[:h.nkinds] {
		if k == c {
			return
		}
	}
	if h.nkinds < len(h.kinds) {
		h.kinds[h.nkinds] = c
		h.nkinds++
	}
}

func (h *hiddenRun) reason() string {
	var parts []string
	for _, k := range h.kinds[:h.nkinds] {
		switch k.format {
		case kindTag:
			parts = append(parts, "Unicode tag characters hiding the text "+finding.Quote(string(h.tags)))
		case kindVS:
			if h.nvs > 1 {
				parts = append(parts, fmt.Sprintf("%d variation selectors hiding the bytes %s", h.nvs, finding.Quote(string(h.vs))))
			} else {
				parts = append(parts, "variation selector after a character that takes none")
			}
		default:
			parts = append(parts, k.String())
		}
	}
	return strings.Join(parts, "; ")
}

const (
	kindTag = "tag"
	kindVS  = "vs"
)

// hiddenKind classifies the rune r at text[i:i+size]: "" when it is
// visible or legitimately invisible there, otherwise a short description,
// a format taking the rune when it holds a verb (formatted only for the
// matches kept).
func hiddenKind(text string, i int, r rune, size int, rtl bool) string {
	if r < 0x80 {
		if (r < 0x20 && r != '\t' && r != '\n' && r != '\r') || r == 0x7f {
			return "control character U+%04X"
		}
		return ""
	}
	switch r {
	case 0x00AD: // soft hyphen
		return ""
	case 0x200B:
		if between(text, i, size, noSpaceScript) {
			return ""
		}
		return "zero-width space"
	case 0x200C, 0x200D:
		if between(text, i, size, joiningScript) {
			return ""
		}
		if r == 0x200D && emojiZWJ(text, i, size) {
			return ""
		}
		if r == 0x200C {
			return "zero-width non-joiner outside a joining script"
		}
		return "zero-width joiner outside an emoji sequence or joining script"
	case 0x2060:
		return "word joiner"
	case 0xFEFF:
		return "zero-width no-break space (BOM)"
	case 0x180E:
		return "Mongolian vowel separator"
	case 0x200E, 0x200F, 0x061C:
		if rtl {
			return ""
		}
		return "directional mark U+%04X in left-to-right text"
	case 0x202C, 0x2069:
		return "unmatched bidi terminator U+%04X"
	case 0x3164, 0xFFA0, 0x115F, 0x1160:
		return "invisible Hangul filler U+%04X"
	case 0x034F:
		return "combining grapheme joiner"
	}
	switch {
	case r >= 0xE0000 && r <= 0xE007F:
		return kindTag
	case r >= 0xFE00 && r <= 0xFE0F, r >= 0xE0100 && r <= 0xE01EF:
		if variationOK(text, i, size) {
			return ""
		}
		return kindVS
	case r >= 0x0600 && r <= 0x0605, r == 0x06DD, r == 0x070F, r == 0x08E2, r == 0x110BD, r == 0x110CD:
		return "" // prepended concatenation marks render visibly
	case r == utf8.RuneError && size == 1:
		return ""
	case unicode.Is(unicode.Cc, r):
		return "control character U+%04X"
	case unicode.Is(unicode.Cf, r):
		return "invisible format character U+%04X"
	}
	return ""
}

func isBidiOpener(r rune) bool {
	return r >= 0x202A && r <= 0x202E || r >= 0x2066 && r <= 0x2068
}

// bidiEnd returns where the bidi span opened just before text[from:] ends:
// after the control that closes it, or at the end of the paragraph.
func bidiEnd(text string, from int) (int, bool) {
	depth := 1
	for i := from; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		switch {
		case r == '\n' || r == '\r' || r == 0x2029:
			return i, false
		case isBidiOpener(r):
			depth++
		case r == 0x202C || r == 0x2069:
			depth--
			if depth == 0 {
				return i + size, true
			}
		}
		i += size
	}
	return len(text), false
}

func bidiReason(r rune, closed bool) string {
	what := "bidi embedding"
	switch {
	case r == 0x202D || r == 0x202E:
		what = "bidi override"
	case r >= 0x2066:
		what = "bidi isolate"
	}
	s := fmt.Sprintf("%s U+%04X reorders how the text displays", what, r)
	if !closed {
		s += " (not terminated before the end of the line)"
	}
	return s
}

// flagTagLen returns the length of a valid flag tag sequence tail (tag
// digits or lowercase letters, then CANCEL TAG) at the start of s, or 0.
func flagTagLen(s string) int {
	n := 0
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == 0xE007F:
			if n == 0 {
				return 0
			}
			return i + size
		case r >= 0xE0030 && r <= 0xE0039, r >= 0xE0061 && r <= 0xE007A:
			n++
			if n > 16 {
				return 0
			}
		default:
			return 0
		}
		i += size
	}
	return 0
}

// prevBase returns the rune before text[i:], skipping combining marks of
// the Inherited script (Arabic harakat and the like), and whether one
// exists. The walk is bounded so that long runs of marks stay linear.
func prevBase(text string, i int) (rune, bool) {
	for k := 0; k < 8 && i > 0; k++ {
		r, size := utf8.DecodeLastRuneInString(text[:i])
		if !unicode.Is(unicode.Inherited, r) {
			return r, true
		}
		i -= size
	}
	return 0, false
}

func nextRune(text string, i int) (rune, bool) {
	if i >= len(text) {
		return 0, false
	}
	r, _ := utf8.DecodeRuneInString(text[i:])
	return r, true
}

// between reports whether the rune at text[i:i+size] sits between two
// runes of one of the given scripts.
func between(text string, i, size int, scripts []*unicode.RangeTable) bool {
	p, ok1 := prevBase(text, i)
	n, ok2 := nextRune(text, i+size)
	return ok1 && ok2 && unicode.In(p, scripts...) && unicode.In(n, scripts...)
}

// joiningScript lists scripts where ZWJ and ZWNJ select letter forms.
var joiningScript = []*unicode.RangeTable{
	unicode.Arabic, unicode.Syriac, unicode.Nko, unicode.Mongolian, unicode.Mandaic,
	unicode.Devanagari, unicode.Bengali, unicode.Gurmukhi, unicode.Gujarati, unicode.Oriya,
	unicode.Tamil, unicode.Telugu, unicode.Kannada, unicode.Malayalam, unicode.Sinhala,
	unicode.Myanmar, unicode.Khmer, unicode.Tibetan, unicode.Balinese, unicode.Javanese,
}

// noSpaceScript lists scripts written without spaces, where ZWSP marks
// word boundaries for line breaking.
var noSpaceScript = []*unicode.RangeTable{
	unicode.Thai, unicode.Lao, unicode.Khmer, unicode.Myanmar, unicode.Tibetan,
	unicode.Javanese, unicode.Balinese,
}

// emojiZWJ reports whether the ZWJ at text[i:] joins two emoji.
func emojiZWJ(text string, i, size int) bool {
	p, ok1 := lastRune(text, i)
	n, ok2 := nextRune(text, i+size)
	if !ok1 || !ok2 || !pictographic(n) {
		return false
	}
	return pictographic(p) || p == 0xFE0F || p >= 0x1F3FB && p <= 0x1F3FF
}

func lastRune(text string, i int) (rune, bool) {
	if i == 0 {
		return 0, false
	}
	r, _ := utf8.DecodeLastRuneInString(text[:i])
	return r, true
}

// pictographic approximates Extended_Pictographic, which the standard
// library's tables do not carry.
func pictographic(r rune) bool {
	switch {
	case r >= 0x1F000 && r <= 0x1FAFF, r >= 0x2600 && r <= 0x27BF, r >= 0x2300 && r <= 0x23FF,
		r >= 0x2B00 && r <= 0x2BFF, r >= 0x2190 && r <= 0x21FF, r >= 0x25A0 && r <= 0x25FF,
		r >= 0x2900 && r <= 0x297F, r >= 0x3030 && r <= 0x303D, r >= 0x3297 && r <= 0x3299:
		return true
	case r == 0x00A9, r == 0x00AE, r == 0x203C, r == 0x2049, r == 0x2122, r == 0x2139, r == 0x24C2:
		return true
	}
	return false
}

// variationOK reports whether the variation selector at text[i:] is a
// single selector after a base that takes one: an emoji or symbol, a
// keycap base, or an ideograph.
func variationOK(text string, i, size int) bool {
	if n, ok := nextRune(text, i+size); ok && isVS(n) {
		return false // runs carry data
	}
	p, ok := lastRune(text, i)
	if !ok || isVS(p) {
		return false
	}
	switch {
	case pictographic(p), p >= '0' && p <= '9', p == '#', p == '*':
		return true
	case unicode.In(p, unicode.Han, unicode.So, unicode.Sm, unicode.Mongolian, unicode.Myanmar, unicode.Phags_Pa):
		return true
	}
	return false
}

func isVS(r rune) bool { return r >= 0xFE00 && r <= 0xFE0F || r >= 0xE0100 && r <= 0xE01EF }

// hasRTL reports whether text holds right-to-left letters, where LRM, RLM
// and ALM have legitimate use.
func hasRTL(text string) bool {
	for i, c := range []byte(text) {
		if c >= 0xD6 && c <= 0xE0 || c == 0xEF || c == 0xF0 {
			// Lead bytes of U+0590–U+08FF, U+FB1D–U+FEFF and the
			// supplementary planes.
			return hasRTLFrom(text[i:])
		}
	}
	return false
}

func hasRTLFrom(text string) bool {
	for _, r := range text {
		if r >= 0x0590 && r <= 0x08FF || r >= 0xFB1D && r <= 0xFDFF || r >= 0xFE70 && r <= 0xFEFF ||
			r >= 0x10800 && r <= 0x10FFF || r >= 0x1E800 && r <= 0x1EFFF {
			if unicode.IsLetter(r) {
				return true
			}
		}
	}
	return false
}

// confusables reports tokens mixing Latin, Cyrillic and Greek letters where
// a letter of the minority script looks like a letter of the majority one.
func confusables(text string, l *limiter) {
	start := -1
	var count [4]int
	check := func(end int) {
		defer func() { start = -1; count = [4]int{} }()
		if start < 0 {
			return
		}
		scripts := 0
		major := scriptNone
		for s := scriptLatin; s <= scriptGreek; s++ {
			if count[s] > 0 {
				scripts++
				if major == scriptNone || count[s] > count[major] || count[s] == count[major] && s == scriptLatin {
					major = s
				}
			}
		}
		if scripts < 2 {
			return
		}
		tok := text[start:end]
		for _, r := range tok {
			s := scriptOf(r)
			if s == scriptNone || s == major {
				continue
			}
			var look rune
			if major == scriptLatin {
				look = latinLookalike[r]
			} else if otherLookalike[r] {
				look = r
			}
			if look == 0 {
				continue
			}
			if !l.room("confusable") {
				return
			}
			reason := fmt.Sprintf("token %s mixes %s and %s letters: U+%04X (%s) looks like %q",
				finding.Quote(tok), scriptNames[major], scriptNames[s], r, scriptNames[s], look)
			if major != scriptLatin {
				reason = fmt.Sprintf("token %s mixes %s and Latin letters: Latin %q among %s letters",
					finding.Quote(tok), scriptNames[major], r, scriptNames[major])
			}
			l.add("confusable", Match{Start: start, End: end, Reason: reason})
			return
		}
	}
	for i, r := range text {
		if r < utf8.RuneSelf {
			// ASCII: letters are Latin, digits and '_' have no script.
			switch {
			case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z':
				count[scriptLatin]++
			case r >= '0' && r <= '9', r == '_':
				count[scriptNone]++
			default:
				if start >= 0 {
					check(i)
				}
				continue
			}
			if start < 0 {
				start = i
			}
			continue
		}
		if unicode.IsLetter(r) || unicode.IsMark(r) || unicode.IsDigit(r) || r == '_' {
			if start < 0 {
				start = i
			}
			count[scriptOf(r)]++
			continue
		}
		check(i)
	}
	check(len(text))
}
