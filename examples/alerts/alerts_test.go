package alerts

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/clawseed/cetpaudit/cetp"
)

type grants map[int][]string

func (g grants) Scopes(uid int) []string { return g[uid] }

func TestProvider(t *testing.T) {
	sessions := NewSessions(time.Hour)
	p, err := New(grants{10001: {scopeRead, scopeWrite}}, sessions, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	req := &cetp.Request{
		Caller:       cetp.Caller{UID: 10001, Packages: []string{"com.example.agent"}},
		SessionToken: sessions.Issue(10001),
		RequestID:    "5f0c1a1e-0000-4000-8000-000000000001",
		Deadline:     time.Now().Add(time.Minute),
		ToolName:     "create_alert",
		Args:         json.RawMessage(`{"symbol":"ACME","price":12.5}`),
	}
	first, e := p.Handle(ctx, req)
	if e != nil {
		t.Fatal(e)
	}
	again, e := p.Handle(ctx, req)
	if e != nil || string(again.Value) != string(first.Value) {
		t.Fatalf("retry returned %s, %v; want the first outcome %s", again.Value, e, first.Value)
	}
	changed := *req
	changed.Args = json.RawMessage(`{"symbol":"ACME","price":99}`)
	if _, e := p.Handle(ctx, &changed); e == nil || e.Code != cetp.ErrInvalidRequest {
		t.Fatalf("reused request id with other args: %v, want INVALID_REQUEST", e)
	}
	borrowed := *req
	borrowed.Caller = cetp.Caller{UID: 10002}
	if _, e := p.Handle(ctx, &borrowed); e == nil || e.Code != cetp.ErrNegotiationRequired {
		t.Fatalf("another caller's session: %v, want NEGOTIATION_REQUIRED", e)
	}
	stranger := borrowed
	stranger.SessionToken = sessions.Issue(10002)
	stranger.RequestID = "other"
	if _, e := p.Handle(ctx, &stranger); e == nil || e.Code != cetp.ErrAuthRequired {
		t.Fatalf("ungranted caller: %v, want AUTH_REQUIRED", e)
	}
}
