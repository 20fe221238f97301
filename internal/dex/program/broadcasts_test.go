package program

import (
	"slices"
	"testing"
)

// TestReceiverAndObserverIndex (broadcastcases): the registrations made at
// run time are read with their IntentFilter's actions and their URIs.
func TestReceiverAndObserverIndex(t *testing.T) {
	p := fixtureProgram(t, "broadcastcases")
	regs := p.receiverIndex()
	if len(regs) != 1 || len(regs[0].Classes) != 1 || regs[0].Classes[0].Name != "Lcom/bcast/StatsReceiver;" ||
		regs[0].Any || !slices.Equal(regs[0].Actions, []string{"com.bcast.STATS"}) {
		t.Errorf("receivers %+v, want StatsReceiver for com.bcast.STATS", regs)
	}
	var uris []string
	for _, o := range p.contentObserverIndex() {
		if !o.Descendants {
			t.Errorf("observer for %s without descendants", o.URI)
		}
		uris = append(uris, o.URI)
	}
	if want := []string{"s:content://com.bcast/other", "s:content://com.bcast"}; !slices.Equal(uris, want) {
		t.Errorf("observer URIs %v, want %v", uris, want)
	}
}

func TestURIReaches(t *testing.T) {
	for _, tc := range []struct {
		changed string
		reg     observerReg
		want    bool
	}{
		{"s:content://a/items", observerReg{URI: "s:content://a/items"}, true},
		{"s:content://a/items/7", observerReg{URI: "s:content://a/items", Descendants: true}, true},
		{"s:content://a/items/7", observerReg{URI: "s:content://a/items"}, false},
		{"s:content://a/itemsx", observerReg{URI: "s:content://a/items", Descendants: true}, false},
		{"s:content://a/other", observerReg{URI: "s:content://a/items", Descendants: true}, false},
		{"", observerReg{URI: "s:content://a/items"}, true},                       // the notified URI not known
		{"s:content://a/items", observerReg{}, true},                              // the registered URI not known
		{"f:Lx;->URI", observerReg{URI: "s:content://a/items"}, true},             // a field and a text
		{"f:Lx;->URI", observerReg{URI: "f:Lx;->OTHER", Descendants: true}, true}, // two fields: may hold one URI
		{"f:Lx;->URI", observerReg{URI: "f:Lx;->URI"}, true},
	} {
		if got := uriReaches(tc.changed, tc.reg); got != tc.want {
			t.Errorf("uriReaches(%q, %+v) = %v, want %v", tc.changed, tc.reg, got, tc.want)
		}
	}
}
