package poisoning

import (
	"slices"
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

// orderCase is an attack a CETP501 reading must report: a match whose
// span holds span and whose reason the test's reason check accepts
// against reason.
type orderCase struct {
	text, span, reason string
}

// sameReason is the reason check of a reading whose matches carry its
// reason exactly; strings.HasPrefix is the one of a reading whose reason
// may be followed by detail.
func sameReason(got, want string) bool { return got == want }

// checkOrderCases runs each text through Directives with no tool names:
// no near miss in benign may get a CETP501 match, and each attack must get
// one whose span holds its span and whose reason passes reasonOK(got, a.reason).
func checkOrderCases(t *testing.T, benign []string, attacks []orderCase, reasonOK func(got, want string) bool) {
	t.Helper()
	for _, b := range benign {
		if instr, _ := Directives(b, nil); len(instr) > 0 {
			t.Errorf("near miss reported: %s", describe(b, instr))
		}
	}
	for _, a := range attacks {
		instr, _ := Directives(a.text, nil)
		ok := false
		for _, m := range instr {
			ok = ok || reasonOK(m.Reason, a.reason) && strings.Contains(a.text[m.Start:m.End], a.span)
		}
		if !ok {
			t.Errorf("attack not reported (%s) quoting %q: %s", a.reason, a.span, describe(a.text, instr))
		}
	}
}

// outsideCase is one row of a table of orders about a tool found nowhere
// in the scan: span is a substring a CETP501 span must hold; an empty
// span marks a near miss, which must get no CETP501 match at all.
type outsideCase struct {
	reading, text, span string
}

// checkOutsideScan runs each row's text through Directives with no names
// and asserts that nothing is CETP505 (issue 11 §3) and that each order
// is CETP501 with one of reasons.
func checkOutsideScan(t *testing.T, tests []outsideCase, reasons ...string) {
	t.Helper()
	for _, tc := range tests {
		instr, cross := Directives(tc.text, nil)
		if len(cross) > 0 {
			t.Errorf("%s: CETP505 with no names: %s", tc.reading, describe(tc.text, cross))
		}
		if tc.span == "" {
			if len(instr) > 0 {
				t.Errorf("%s: false positive: %s", tc.reading, describe(tc.text, instr))
			}
			continue
		}
		ok := false
		for _, m := range instr {
			if strings.Contains(tc.text[m.Start:m.End], tc.span) && slices.Contains(reasons, m.Reason) {
				ok = true
			}
		}
		if !ok {
			t.Errorf("%s: want CETP501 %q on %q, got %s", tc.reading, reasons, tc.span, describe(tc.text, instr))
		}
	}
}

// checkTexts asserts that no honest text gets a CETP501 match and that
// every attack gets one, whatever its reason.
func checkTexts(t *testing.T, honest, attacks []string) {
	t.Helper()
	for _, b := range honest {
		if instr, _ := Directives(b, nil); len(instr) > 0 {
			t.Errorf("honest text reported: %s", describe(b, instr))
		}
	}
	for _, a := range attacks {
		if instr, _ := Directives(a, nil); len(instr) == 0 {
			t.Errorf("attack not reported: %q", a)
		}
	}
}

// namedCase is one row of a table of texts read with tool names in
// scope: span is a substring a CETP501 match of one of the reasons must
// hold ("" for none), tool a name a CETP505 match must hold ("" for none).
type namedCase struct {
	text, span, tool string
}

// checkNamedCases runs each text through Directives with names: a near
// miss (silent) gets no match of the kind its table checks (CETP501, or
// CETP505 when cross505 is set); an attack gets its CETP501 span with one
// of reasons and its CETP505 match at the tool.
func checkNamedCases(t *testing.T, names, silent []string, cross505 bool, attacks []namedCase, reasons ...string) {
	t.Helper()
	for _, b := range silent {
		instr, cross := Directives(b, names)
		if got := instr; cross505 {
			got = cross
			if len(got) > 0 {
				t.Errorf("near miss reported as CETP505: %s", describe(b, got))
			}
		} else if len(got) > 0 {
			t.Errorf("near miss reported: %s", describe(b, got))
		}
	}
	for _, a := range attacks {
		instr, cross := Directives(a.text, names)
		if a.span != "" && !slices.ContainsFunc(instr, func(m Match) bool {
			return slices.Contains(reasons, m.Reason) && strings.Contains(a.text[m.Start:m.End], a.span)
		}) {
			t.Errorf("attack not reported quoting %q: %s", a.span, describe(a.text, instr))
		}
		if a.tool != "" && !slices.ContainsFunc(cross, func(m Match) bool { return strings.Contains(a.text[m.Start:m.End], a.tool) }) {
			t.Errorf("use of %s not reported as CETP505: %s", a.tool, describe(a.text, cross))
		}
	}
}
