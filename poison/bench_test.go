package poison

import (
	"strings"
	"testing"
)

// longDescription builds a realistic description of about n bytes from the
// corpus: benign prose with the occasional poisoned, hidden-character and
// link item, as a long descriptor would carry.
func longDescription(tb testing.TB, n int) string {
	items := loadCorpus(tb)
	var b strings.Builder
	for b.Len() < n {
		for _, it := range items {
			b.WriteString(it.Text)
			b.WriteString("\n")
			if b.Len() >= n {
				break
			}
		}
	}
	return b.String()
}

var benchNames = []string{
	"get_quote", "create_alert", "delete_alert", "list_alerts", "transfer_funds", "send_email",
	"read_inbox", "search_contacts", "delete_email", "Example Mail", "com.example.mail", "read_file",
	"write_file", "list_directory", "share_file", "create_event", "list_events", "send_sms",
}

func benchmark(b *testing.B, size int, fn func(string) []Match) {
	text := longDescription(b, size)
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for b.Loop() {
		fn(text)
	}
}

func crossBench(s string) []Match { return CrossToolRefs(s, benchNames) }

func BenchmarkInstructions2K(b *testing.B)   { benchmark(b, 2<<10, Instructions) }
func BenchmarkInstructions1M(b *testing.B)   { benchmark(b, 1<<20, Instructions) }
func BenchmarkInstructions50M(b *testing.B)  { benchmark(b, 50<<20, Instructions) }
func BenchmarkHiddenChars2K(b *testing.B)    { benchmark(b, 2<<10, HiddenChars) }
func BenchmarkHiddenChars1M(b *testing.B)    { benchmark(b, 1<<20, HiddenChars) }
func BenchmarkHiddenChars50M(b *testing.B)   { benchmark(b, 50<<20, HiddenChars) }
func BenchmarkLinks2K(b *testing.B)          { benchmark(b, 2<<10, Links) }
func BenchmarkLinks1M(b *testing.B)          { benchmark(b, 1<<20, Links) }
func BenchmarkLinks50M(b *testing.B)         { benchmark(b, 50<<20, Links) }
func BenchmarkCrossToolRefs2K(b *testing.B)  { benchmark(b, 2<<10, crossBench) }
func BenchmarkCrossToolRefs1M(b *testing.B)  { benchmark(b, 1<<20, crossBench) }
func BenchmarkCrossToolRefs50M(b *testing.B) { benchmark(b, 50<<20, crossBench) }

// Adversarial shapes: many cue words, many name tokens, many openers.
func BenchmarkAdversarial1M(b *testing.B) {
	inputs := map[string]string{
		"cues":    strings.Repeat("ignore never call use send the user instructions ", 1<<20/50),
		"names":   strings.Repeat("send_email use sendemial ", 1<<20/25),
		"openers": strings.Repeat("<important><!--\u202e[a](", 1<<20/25),
		"nospace": strings.Repeat("a", 1<<20),
	}
	for name, text := range inputs {
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				Instructions(text)
				HiddenChars(text)
				Links(text)
				CrossToolRefs(text, benchNames)
			}
		})
	}
}
