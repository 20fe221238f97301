package scan

import (
	"github.com/clawseed/cetpaudit/internal/check"
	"github.com/clawseed/cetpaudit/rules"
	"path/filepath"
	"strings"
	"testing"
)

// TestOneNotePerLimit: an object made by reflection of a class the code
// names nowhere is a limit every dex rule meets at the same call. The scan
// reports it once, naming the rules, instead of once per rule; with one
// rule enabled the note is that rule's alone.
func TestOneNotePerLimit(t *testing.T) {
	root, _ := filepath.Abs(filepath.Join("..", ".."))
	apk := filepath.Join(root, "testdata", "dex", "rev27_reflnote.apk")
	res, err := Run([]string{apk}, Options{Root: root, AllCode: true})
	if err != nil || len(res.Errors) > 0 {
		t.Fatal(err, res.Errors)
	}
	var notes []string
	for _, f := range res.Findings {
		if strings.Contains(f.Message, "may be incomplete") {
			notes = append(notes, f.RuleID+" "+f.Message)
		}
	}
	const want = "CETP106 CETP106, CETP508, CETP509, CETP601-CETP625 findings in com.example.r27n.Hooks.load of rev27_reflnote.apk may be incomplete: "
	if len(notes) != 1 || !strings.HasPrefix(notes[0], want) || !strings.Contains(notes[0], "makes an object by reflection") {
		t.Errorf("limit notes:\n%s\nwant one starting %q", strings.Join(notes, "\n"), want)
	}

	only606 := check.Options{Enabled: func(r *rules.Rule) bool { return r.ID == "CETP606" }}
	res, err = Run([]string{apk}, Options{Root: root, AllCode: true, Rules: only606})
	if err != nil || len(res.Errors) > 0 {
		t.Fatal(err, res.Errors)
	}
	if len(res.Findings) != 1 || !strings.HasPrefix(res.Findings[0].Message, "CETP606 findings in com.example.r27n.Hooks.load") {
		t.Errorf("CETP606 alone: %v", res.Findings)
	}
}
