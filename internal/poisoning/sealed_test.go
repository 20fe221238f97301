package poisoning

import (
	"os"
	"strings"
	"testing"
)

// TestSealed scores CETP501 and CETP505 together on the items files named
// in $POISON_SEALED (comma-separated, items/*.txt format): sets written
// before a round's changes and kept out of TestCorpus, so that they stay
// a measure of text nobody tuned on. Every mismatch fails; the summary
// line comes first so that a measurement can read the figures alone.
func TestSealed(t *testing.T) {
	env := os.Getenv("POISON_SEALED")
	if env == "" {
		t.Skip("POISON_SEALED not set")
	}
	for _, path := range strings.Split(env, ",") {
		var c confusion
		var wrong []string
		for _, it := range loadItems(t, path) {
			instr, cross := Directives(it.Text, scopeNames(it))
			got := len(instr)+len(cross) > 0
			want := it.Labels["501"] || it.Labels["505"]
			c.add(got, want)
			if got != want {
				wrong = append(wrong, it.ID+": "+describe(it.Text, append(instr, cross...)))
			}
		}
		t.Logf("%s: benign %d (%d matched), attacks %d (%d caught); precision %.3f recall %.3f",
			path, c.tn+c.fp, c.fp, c.tp+c.fn, c.tp, c.precision(), c.recall())
		for _, w := range wrong {
			t.Errorf("mismatch %s", w)
		}
	}
}
