package poisoning

import "unicode"

// latinLookalike maps Cyrillic, Greek and a few other letters to the Latin
// letter they are commonly mistaken for (a small subset of UTS #39
// confusables.txt: the letters that pass for Latin in ordinary fonts).
var latinLookalike = map[rune]rune{
	// Cyrillic
	'а': 'a', 'в': 'b', 'е': 'e', 'о': 'o', 'р': 'p', 'с': 'c', 'у': 'y', 'х': 'x',
	'ѕ': 's', 'і': 'i', 'ј': 'j', 'ԁ': 'd', 'ԛ': 'q', 'ԝ': 'w', 'һ': 'h', 'ӏ': 'l',
	'ү': 'y', 'ѵ': 'v', 'ɡ': 'g',
	'А': 'A', 'В': 'B', 'Е': 'E', 'К': 'K', 'М': 'M', 'Н': 'H', 'О': 'O', 'Р': 'P',
	'С': 'C', 'Т': 'T', 'Х': 'X', 'У': 'Y', 'І': 'I', 'Ј': 'J', 'Ѕ': 'S', 'Ԁ': 'D',
	'Ԛ': 'Q', 'Ԝ': 'W', 'Ӏ': 'I', 'Ү': 'Y',
	// Greek
	'α': 'a', 'ο': 'o', 'ρ': 'p', 'ν': 'v', 'ι': 'i', 'κ': 'k', 'υ': 'u', 'χ': 'x',
	'γ': 'y', 'ϲ': 'c', 'ϳ': 'j',
	'Α': 'A', 'Β': 'B', 'Ε': 'E', 'Ζ': 'Z', 'Η': 'H', 'Ι': 'I', 'Κ': 'K', 'Μ': 'M',
	'Ν': 'N', 'Ο': 'O', 'Ρ': 'P', 'Τ': 'T', 'Υ': 'Y', 'Χ': 'X', 'Ϲ': 'C',
}

// otherLookalike is the reverse: Latin letters that pass for a Cyrillic or
// Greek letter, for tokens written mostly in those scripts.
var otherLookalike map[rune]bool

var _ = onLoad(func() {
	otherLookalike = func() map[rune]bool {
		m := map[rune]bool{}
		for _, l := range latinLookalike {
			m[l] = true
		}
		return m
	}()
})

// script identifies the scripts whose mixing within one token is
// deceptive: all three share look-alike letters.
type script uint8

const (
	scriptNone script = iota
	scriptLatin
	scriptCyrillic
	scriptGreek
)

var scriptNames = [...]string{"", "Latin", "Cyrillic", "Greek"}

func scriptOf(r rune) script {
	switch {
	case r < 0x80:
		if unicode.IsLetter(r) {
			return scriptLatin
		}
		return scriptNone
	case unicode.Is(unicode.Latin, r):
		return scriptLatin
	case unicode.Is(unicode.Cyrillic, r):
		return scriptCyrillic
	case unicode.Is(unicode.Greek, r):
		return scriptGreek
	}
	return scriptNone
}
