package poisoning

import (
	"strings"
	"testing"
)

// The table runners of the reading tests: each test keeps its own table
// of true positives and near misses written for one reading, and runs it
// through one of these.

// crossCase is one row of a CETP505 reading's table: span is a substring
// the reported CETP505 span must hold and reason one its reason must hold;
// an empty span marks a near miss, which must get no CETP505 match at all.
type crossCase struct {
	reading, text, span, reason string
}

// checkCrossCases runs each row's text through Directives with names as
// the scan's tool names and asserts what the row asks of CETP505.
func checkCrossCases(t *testing.T, names []string, tests []crossCase) {
	t.Helper()
	for _, tc := range tests {
		_, cross := Directives(tc.text, names)
		if tc.span == "" {
			if len(cross) > 0 {
				t.Errorf("%s: false positive: %s", tc.reading, describe(tc.text, cross))
			}
			continue
		}
		ok := false
		for _, m := range cross {
			if s := tc.text[m.Start:m.End]; strings.Contains(s, tc.span) && strings.Contains(m.Reason, tc.reason) {
				ok = true
			}
		}
		if !ok {
			t.Errorf("%s: want a CETP505 span holding %q (%q), got %s", tc.reading, tc.span, tc.reason, describe(tc.text, cross))
		}
	}
}
