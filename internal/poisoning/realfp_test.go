package poisoning

import (
	"encoding/json"
	"os"
	"testing"
)

// TestRealFP reads benign descriptions from $POISON_REAL, kept outside the
// repository (public servers' text is theirs), and fails on every CETP501
// or CETP505 match: a false-positive check on real text. The file is a
// JSON array of strings, or an object {"names": [...], "texts": [...]}
// whose names (the server's tool names) are the scope CETP505 compares
// each text with. The figures in docs/poisoning.md say which servers it
// was run on.
func TestRealFP(t *testing.T) {
	path := os.Getenv("POISON_REAL")
	if path == "" {
		t.Skip("POISON_REAL not set")
	}
	in := readRealTexts(t, path)
	n := 0
	for _, s := range in.Texts {
		instr, cross := Directives(s, in.Names)
		if len(instr) > 0 {
			t.Errorf("CETP501 on benign text: %s", describe(s, instr))
		}
		if len(cross) > 0 {
			t.Errorf("CETP505 on benign text: %s", describe(s, cross))
		}
		if len(instr)+len(cross) > 0 {
			n++
		}
	}
	t.Logf("%d of %d texts matched (%d names in scope)", n, len(in.Texts), len(in.Names))
}

// realTexts is a file of real tool descriptions: a JSON array of strings,
// or {"names": [...], "texts": [...]} with the server's tool names.
type realTexts struct {
	Names []string `json:"names"`
	Texts []string `json:"texts"`
}

func readRealTexts(t *testing.T, path string) realTexts {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var in realTexts
	if len(data) > 0 && data[0] == '[' {
		err = json.Unmarshal(data, &in.Texts)
	} else {
		err = json.Unmarshal(data, &in)
	}
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return in
}
