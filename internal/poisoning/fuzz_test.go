package poisoning

import (
	"reflect"
	"testing"
)

// seedCorpus adds the labelled corpus and a few edge cases as fuzz seeds.
func seedCorpus(f *testing.F) {
	for _, it := range loadCorpus(f) {
		f.Add(it.Text)
	}
	for _, s := range []string{
		"", "\xff\xfe", "a\u200d", "\u200d", "🏴\U000E0067", "🏴\U000E007F", "\u202e", "<!--", "<important>",
		"<IMPORTANT></important>", "[x](", "data:", "x\uFE0F\uFE0F", "\U000E0100", "ｈｔｔｐｓ://x",
		"send_email\x00use", "use \x00", "é\u0301\u0301\u0301\u200c",
		// A cue dropped by a reading kept its on-order flag and indexed
		// with -1 (stop 36's review).
		"airlines can without confirmation", "still can without approval outgoing",
	} {
		f.Add(s)
	}
}

func FuzzInstructions(f *testing.F) {
	seedCorpus(f)
	f.Fuzz(func(t *testing.T, s string) { checkMatches(t, "Instructions", s, Instructions(s)) })
}

func FuzzHiddenChars(f *testing.F) {
	seedCorpus(f)
	f.Fuzz(func(t *testing.T, s string) { checkMatches(t, "HiddenChars", s, HiddenChars(s)) })
}

func FuzzLinks(f *testing.F) {
	seedCorpus(f)
	f.Fuzz(func(t *testing.T, s string) { checkMatches(t, "Links", s, Links(s)) })
}

func FuzzCrossToolRefs(f *testing.F) {
	seedCorpus(f)
	f.Fuzz(func(t *testing.T, s string) {
		names := []string{"send_email", "get_quote", "com.example.mail", "Example Mail", "\x00", s}
		if len(s) > 20 {
			names[len(names)-1] = s[:20]
		}
		checkMatches(t, "CrossToolRefs", s, CrossToolRefs(s, names))
	})
}

// FuzzMarkdownLinks holds mdLinks to the regular expression it replaces.
func FuzzMarkdownLinks(f *testing.F) {
	seedCorpus(f)
	f.Add("![a](b 'c')[d](e)")
	f.Fuzz(func(t *testing.T, s string) {
		want := mdLinkRE.FindAllStringIndex(s, -1)
		var got [][]int
		for _, m := range mdLinks(s) {
			got = append(got, []int{m[0], m[1]})
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("mdLinks(%q) = %v, want %v", s, got, want)
		}
	})
}
