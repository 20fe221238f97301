package poisoning

import "unicode/utf8"

// maxChunk bounds a sentence chunk; longer runs without a sentence end are
// cut at a space, so per-chunk work stays bounded.
const maxChunk = 2048

// chunks splits t into sentences: after '.', '!' or '?' followed by
// white space, after '。', and at newlines. Patterns never need to cross a
// sentence end, and cue gating works per chunk.
func chunks(t string, yield func(start, end int)) {
	start := 0
	for i := 0; i < len(t); i++ {
		c := t[i]
		if !chunkBytes[c] && i+1-start < maxChunk {
			continue // most bytes: no sentence end, no cut
		}
		cut := -1
		switch {
		case c == '\n':
			cut = i + 1
		case c == '.' && exampleAbbrev(t, i):
			// "(e.g. \"…\")": an abbreviation, not a sentence's end; the
			// example belongs to the sentence that gives it.
		case c == '.' || c == '!' || c == '?':
			if i+1 == len(t) || t[i+1] == ' ' || t[i+1] == '\t' || t[i+1] == '\n' || t[i+1] == '\r' {
				cut = i + 1
			} else if j := closedEnd(t, i+1); j > 0 {
				cut = j // "**Save a card.** Your app …": the end inside emphasis
			}
		case c == 0xE3 && i+2 < len(t) && t[i+1] == 0x80 && t[i+2] == 0x82: // '。'
			cut = i + 3
		}
		if cut < 0 && i+1-start >= maxChunk {
			cut = softCut(t, start, i+1)
		}
		if cut >= 0 {
			if cut > start {
				yield(start, cut)
			}
			start = cut
			if cut > i+1 {
				i = cut - 1
			}
		}
	}
	if start < len(t) {
		yield(start, len(t))
	}
}

// exampleAbbrev reports whether the '.' at i ends "e.g." or "i.e." (any
// case) standing as a word.
func exampleAbbrev(t string, i int) bool {
	if i < 3 || t[i-2] != '.' || i+1 < len(t) && t[i+1] != ' ' {
		return false
	}
	a, b := t[i-3]|0x20, t[i-1]|0x20
	if !(a == 'e' && b == 'g' || a == 'i' && b == 'e') {
		return false
	}
	return i < 4 || !letterByte(t[i-4])
}

// closedEnd returns where a sentence ends whose '.', '!' or '?' comes
// just before j and is followed by up to three closing marks — emphasis
// ("**", "_"), a parenthesis or a quote — and then a space or the end of
// t ("**Saves a card.** Your app …", "(see the guide.) Then …"), or -1.
func closedEnd(t string, j int) int {
	k := j
	for k < len(t) && k-j < 3 && (t[k] == '*' || t[k] == '_' || t[k] == ')' || t[k] == '"' || t[k] == '\'') {
		k++
	}
	if k == j || k < len(t) && t[k] != ' ' && t[k] != '\t' && t[k] != '\n' && t[k] != '\r' {
		return -1
	}
	return k
}

// chunkBytes are the bytes chunks stops at: '\n', '.', '!', '?' and the
// lead byte of '。'.
var chunkBytes = [256]bool{'\n': true, '.': true, '!': true, '?': true, 0xE3: true}

// softCut picks where to end an over-long chunk t[start:end]: after the
// last space in its second half, else at the last rune boundary.
func softCut(t string, start, end int) int {
	for k := end - 1; k > start+maxChunk/2; k-- {
		if t[k] == ' ' {
			return k + 1
		}
	}
	for k := end; k > start; k-- {
		if k == len(t) || utf8.RuneStart(t[k]) {
			return k
		}
	}
	return end
}
