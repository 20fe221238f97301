package scan

import (
	"testing"
	"unsafe"

	"github.com/clawseed/cetpaudit/internal/finding"
)

// TestDetachCopiesText: a finding's text may point into an inflated dex
// file (dex.File.String does not copy); once detached, the finding keeps
// its text whatever becomes of those bytes, so it does not pin them.
func TestDetachCopiesText(t *testing.T) {
	const want = "Lcom/example/ToolProvider;"
	buf := []byte(want)
	alias := unsafe.String(&buf[0], len(buf))
	f := finding.Finding{Message: alias, Input: alias, Subject: alias, Identity: alias, Content: alias, Snippet: alias,
		Location: finding.Location{Path: alias, Logical: alias}, About: []string{alias}}
	detach(&f)
	for i := range buf {
		buf[i] = 'x'
	}
	for name, got := range map[string]string{"Message": f.Message, "Input": f.Input, "Subject": f.Subject, "Identity": f.Identity,
		"Content": f.Content, "Snippet": f.Snippet, "Path": f.Location.Path, "Logical": f.Location.Logical, "About": f.About[0]} {
		if got != want {
			t.Errorf("%s = %q after its source bytes changed; want a copy %q", name, got, want)
		}
	}
}
