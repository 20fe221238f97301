package program

import "testing"

// TestDelegateKey (rev103_k1): ToolRequest's text properties are
// delegated to RequestText objects made by requestText("…"): each getter
// reads by the literal its own delegate was made with, though
// RequestText.getValue is one method for all of them. A plain property
// (extras) and a Boolean one (confirmed) have none.
func TestDelegateKey(t *testing.T) {
	p := fixtureProgram(t, "rev103_k1")
	for getter, want := range map[string]string{
		"getResumeToken": "resume_token", "getBoat": "boat", "getSailor": "sailor",
		"getExtras": "", "getConfirmed": "",
	} {
		m := methodIn(t, p, "Lcom/tidetable/", "ToolRequest", getter)
		if got, ok := p.DelegateKey(m); got != want || ok != (want != "") {
			t.Errorf("DelegateKey(%s) = %q, %v; want %q", getter, got, ok, want)
		}
	}
}
