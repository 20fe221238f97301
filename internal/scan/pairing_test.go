package scan

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// TestPairForeignProviderID: a capture set whose provider_id is outside
// every package of the scan pairs with the scan's only tool-provider app,
// so CETP205 reports the mismatch; one inside the app's namespace is fine;
// with two tool-provider apps the set stays unpaired, with a -v note.
func TestPairForeignProviderID(t *testing.T) {
	root, _ := filepath.Abs(filepath.Join("..", "..", "testdata"))
	apk := filepath.Join(root, "apks", "ok_dual_stack.apk")
	other := filepath.Join(root, "apks", "ok_v2_only.apk")
	tests := []struct {
		name   string
		inputs []string
		want   []string // rule@path:line
		note   string
	}{
		{"foreign id, one app", []string{apk, filepath.Join(root, "pairing", "foreign_id")},
			[]string{"CETP205@pairing/foreign_id/negotiate.json:3"}, `paired with the only tool-provider app, com.example.app`},
		{"namespaced id, one app", []string{apk, filepath.Join(root, "pairing", "namespaced_id")}, nil, ""},
		{"foreign id, two apps", []string{apk, other, filepath.Join(root, "pairing", "foreign_id")},
			nil, `no manifest in this scan matches provider_id "com.example.apple" and the scan has no single tool-provider app`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var log bytes.Buffer
			res, err := Run(tt.inputs, Options{Root: root, Log: &log})
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Errors) > 0 {
				t.Fatalf("input errors: %v", res.Errors)
			}
			var got []string
			for _, f := range res.Findings {
				got = append(got, fmt.Sprintf("%s@%s:%d", f.RuleID, f.Location.Path, f.Location.Line))
			}
			if strings.Join(got, " ") != strings.Join(tt.want, " ") {
				t.Errorf("findings %q, want %q\n\t%s", got, tt.want, describe(res.Findings))
			}
			if !strings.Contains(log.String(), tt.note) {
				t.Errorf("-v log lacks %q:\n%s", tt.note, log.String())
			}
		})
	}
}
