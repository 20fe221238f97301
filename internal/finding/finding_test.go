package finding

import "testing"

func TestQuote(t *testing.T) {
	tests := []struct{ in, want string }{
		{"plain", `"plain"`},
		{"a\x1b[31mred", `"a\x1b[31mred"`},
		{"bidi\u202eevil", `"bidi\u202eevil"`},
		{"quote\"back\\", `"quote\"back\\"`},
		{"日本語", `"日本語"`},
		{"bad\xffutf8", `"bad\xffutf8"`},
	}
	for _, tt := range tests {
		if got := Quote(tt.in); got != tt.want {
			t.Errorf("Quote(%q) = %s, want %s", tt.in, got, tt.want)
		}
	}
	long := make([]byte, 200)
	for i := range long {
		long[i] = 'x'
	}
	if got := QuoteN(string(long), 5); got != `"xxxxx…"` {
		t.Errorf("QuoteN cut = %s", got)
	}
}

func TestSanitize(t *testing.T) {
	if got := Sanitize("ok/path.apk"); got != "ok/path.apk" {
		t.Errorf("clean path changed: %q", got)
	}
	if got := Sanitize("evil\nname\x07"); got != `evil\nname\a` {
		t.Errorf("Sanitize = %q", got)
	}
}

func TestFingerprintOrCompute(t *testing.T) {
	f := &Finding{RuleID: "CETP101", Location: Location{Logical: "x"}}
	if got, want := f.FingerprintOrCompute(), f.ComputeFingerprint(); got != want {
		t.Errorf("unfilled: got %s, want the computed %s", got, want)
	}
	f.Fingerprint = "kept"
	if got := f.FingerprintOrCompute(); got != "kept" {
		t.Errorf("filled: got %s, want kept", got)
	}
}

func TestFingerprintIgnoresLines(t *testing.T) {
	a := Finding{RuleID: "CETP101", Location: Location{Path: "a.xml", Line: 3, Logical: "manifest/application/service[x]"}, Content: "x  y"}
	b := a
	b.Location.Line = 40
	b.Content = "x y"
	if a.ComputeFingerprint() != b.ComputeFingerprint() {
		t.Error("fingerprint changed with line and whitespace")
	}
	c := a
	c.RuleID = "CETP102"
	if a.ComputeFingerprint() == c.ComputeFingerprint() {
		t.Error("fingerprint ignores rule")
	}
}

func TestParseLevel(t *testing.T) {
	for _, l := range []Level{None, Note, Warning, Error} {
		got, err := ParseLevel(l.String())
		if err != nil || got != l {
			t.Errorf("round trip %v: %v %v", l, got, err)
		}
	}
	if _, err := ParseLevel("fatal"); err == nil {
		t.Error("ParseLevel accepted fatal")
	}
}
