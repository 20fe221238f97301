package program

import (
	"slices"
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestProxies (rev109_j1): each Proxy.newProxyInstance is read with the
// interfaces it names and its handler's invoke; a call on such an
// interface runs the handler; the handler's method.invoke(target, args)
// runs the target's implementations of the proxied methods — the
// ReminderBook the Guard was built with, the anonymous NoteTrash the
// NotesAudit was. A call on an interface no proxy implements runs no
// handler.
func TestProxies(t *testing.T) {
	p := fixtureProgram(t, "rev109_j1")
	got := map[string]string{}
	for _, px := range p.proxyIndex() {
		for _, i := range px.Interfaces {
			for _, h := range px.Handlers {
				got[i] = h.Class.Name
			}
		}
	}
	want := map[string]string{
		"Lcom/inkwell/remind/ReminderService;": "Lcom/inkwell/remind/ReminderToolProvider$Guard;",
		"Lcom/inkwell/notes/NoteTrash;":        "Lcom/inkwell/notes/NotesAudit;",
	}
	for i, h := range want {
		if got[i] != h {
			t.Errorf("proxy of %s: handler %q, want %s", i, got[i], h)
		}
	}
	call := &dex.MethodRef{Class: "Lcom/inkwell/remind/ReminderService;", Name: "cancel"}
	if hs := p.ProxyHandlers(call); len(hs) != 1 || hs[0].Class.Name != want[call.Class] {
		t.Errorf("ProxyHandlers(ReminderService.cancel) = %v", hs)
	}
	if hs := p.ProxyHandlers(&dex.MethodRef{Class: "Lcom/inkwell/core/ToolCall;", Name: "expired"}); hs != nil {
		t.Errorf("ProxyHandlers of a class no proxy implements = %v", hs)
	}
	for _, tc := range []struct {
		handler, field, typ, impl string
	}{
		{"Lcom/inkwell/remind/ReminderToolProvider$Guard;", "target", "Lcom/inkwell/remind/ReminderService;", "Lcom/inkwell/remind/ReminderBook;"},
		{"Lcom/inkwell/notes/NotesAudit;", "target", "Lcom/inkwell/notes/NoteTrash;", "Lcom/inkwell/notes/NotesToolProvider$1;"},
	} {
		h := p.Lookup(tc.handler, handlerInvoke)
		recv := regflow.One(regflow.Alt{Kind: regflow.Field, Field: &dex.FieldRef{Class: tc.handler, Name: tc.field, Type: tc.typ}})
		ts, ok := p.proxiedTargets(h, recv)
		if !ok || len(ts) == 0 || slices.ContainsFunc(ts, func(m *dex.Method) bool { return m.Class.Name != tc.impl }) {
			t.Errorf("%s forwards to %v (ok %v), want %s's methods", tc.handler, ts, ok, tc.impl)
		}
	}
}

// TestFlatPairParam: Replies.bundle(Object... pairs), putting pairs[i]
// under pairs[i - 1] in a loop, is a flat pair builder over parameter 0;
// Replies.error, which puts nothing itself (it calls bundle), is not.
func TestFlatPairParam(t *testing.T) {
	p := fixtureProgram(t, "rev109_j1")
	for _, tc := range []struct {
		name string
		want bool
	}{{"bundle", true}, {"error", false}, {"ok", false}} {
		m := methodIn(t, p, "Lcom/inkwell/core/", "Replies", tc.name)
		a, err := p.Analyze(m)
		if err != nil || a == nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if k, ok := p.flatPairParam(m, a); ok != tc.want || ok && k != 0 {
			t.Errorf("flatPairParam(Replies.%s) = %d, %v; want %v", tc.name, k, ok, tc.want)
		}
	}
}
