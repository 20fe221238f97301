package version

import (
	"strings"
	"testing"
)

func TestRef(t *testing.T) {
	tests := []struct{ version, revision, want string }{
		{"v0.2.0", "", "v0.2.0"},
		{"v1.0.0-rc.1", "", "v1.0.0-rc.1"},
		{"v0.0.0-20260101120000-abcdef123456", "", "abcdef123456"},
		{"v0.2.1-0.20260101120000-abcdef123456", "", "abcdef123456"},
		{"v1.2.3-pre.0.20260101120000-abcdef123456", "", "abcdef123456"},
		{"", "0123456789abcdef0123456789abcdef01234567", "0123456789abcdef0123456789abcdef01234567"},
		{"", "", "main"},
	}
	for _, tt := range tests {
		if got := ref(tt.version, tt.revision); got != tt.want {
			t.Errorf("ref(%q, %q) = %q, want %q", tt.version, tt.revision, got, tt.want)
		}
	}
}

func TestRuleDocURL(t *testing.T) {
	u := RuleDocURL("CETP101")
	if !strings.HasPrefix(u, Repository+"/blob/") || !strings.HasSuffix(u, "/docs/rules/CETP101.md") {
		t.Errorf("RuleDocURL = %q", u)
	}
}
