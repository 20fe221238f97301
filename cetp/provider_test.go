package cetp

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"
)

var createAlert = Tool{
	Name:         "create_alert",
	Description:  "Create a price alert",
	InputSchema:  `{"type": "object", "additionalProperties": false}`,
	OutputSchema: `{"type": "object", "required": ["alert_id"]}`,
	Scopes:       []string{"alerts.write"},
	Annotations: Annotations{
		Effect:       EffectCreate,
		Risk:         RiskModerate,
		OpenWorld:    False,
		Confirmation: ConfirmProviderPolicy,
	},
}

func TestToolJSON(t *testing.T) {
	b, err := json.Marshal(createAlert)
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	for _, want := range []string{`"open_world":false`, `"input_schema":{"type":"object","additionalProperties":false}`, `"effect":"create"`} {
		if !strings.Contains(s, want) {
			t.Errorf("marshalled tool lacks %s: %s", want, s)
		}
	}
	for _, absent := range []string{"destructive", "idempotent", "execution", "title"} {
		if strings.Contains(s, absent) {
			t.Errorf("unset field %s was marshalled: %s", absent, s)
		}
	}
	var back Tool
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if back.Annotations.OpenWorld != False || back.Annotations.Destructive != Unset {
		t.Errorf("round trip lost tri-state: %+v", back.Annotations)
	}
	bad := createAlert
	bad.InputSchema = `{"type":`
	if _, err := json.Marshal(bad); err == nil {
		t.Error("invalid schema text marshalled")
	}
	if err := json.Unmarshal([]byte(`"yes"`), new(Bool)); err == nil {
		t.Error("Bool accepted a string")
	}
}

func TestAnnotationDefaults(t *testing.T) {
	a := Annotations{Effect: EffectDelete}
	if !a.IsDestructive() || !a.IsOpenWorld() || a.IsIdempotent() || a.ExecutionMode() != ExecutionSync {
		t.Errorf("conservative defaults wrong: %+v", a)
	}
	a = Annotations{Effect: EffectRead, OpenWorld: False, Destructive: True}
	if !a.IsDestructive() || a.IsOpenWorld() {
		t.Errorf("explicit values ignored: %+v", a)
	}
}

type memExecutor struct{ done map[string]*Result }

func (m *memExecutor) Execute(ctx context.Context, key MutationKey, mutate func(context.Context) (*Result, error)) (*Result, error) {
	if r, ok := m.done[key.RequestID]; ok {
		return r, nil
	}
	r, err := mutate(ctx)
	if err == nil {
		m.done[key.RequestID] = r
	}
	return r, err
}

func TestProviderHandle(t *testing.T) {
	calls := 0
	allow := func(context.Context, *Request, *Tool) error { return nil }
	exec := func(context.Context, *Request, *Tool) (*Result, error) {
		calls++
		return &Result{Value: json.RawMessage(`{"alert_id":"a1"}`)}, nil
	}
	req := func() *Request {
		return &Request{RequestID: "r1", ToolName: "create_alert", Args: json.RawMessage(`{}`), Deadline: time.Now().Add(time.Minute)}
	}
	tests := []struct {
		name string
		p    Provider
		req  *Request
		want ErrorCode
	}{
		{"unknown tool", Provider{Tools: []Tool{createAlert}, Authorize: allow, Execute: exec}, &Request{ToolName: "nope"}, ErrToolNotFound},
		{"deny by default", Provider{Tools: []Tool{createAlert}, Execute: exec, Executor: &memExecutor{map[string]*Result{}}}, req(), ErrPermissionDenied},
		{"expired", Provider{Tools: []Tool{createAlert}, Authorize: allow, Execute: exec}, &Request{ToolName: "create_alert", Deadline: time.Unix(1, 0)}, ErrDeadlineExceeded},
		{"mutation without executor", Provider{Tools: []Tool{createAlert}, Authorize: allow, Execute: exec}, req(), ErrInternalError},
		{"ok", Provider{Tools: []Tool{createAlert}, Authorize: allow, Execute: exec, Executor: &memExecutor{map[string]*Result{}}}, req(), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := tt.p.Handle(context.Background(), tt.req)
			if tt.want == "" {
				if err != nil {
					t.Fatalf("Handle: %v", err)
				}
				return
			}
			if err == nil || err.Code != tt.want {
				t.Fatalf("Handle error = %v, want %s", err, tt.want)
			}
		})
	}

	// Deduplication: the same request ID runs the mutation once.
	calls = 0
	p := Provider{Tools: []Tool{createAlert}, Authorize: allow, Execute: exec, Executor: &memExecutor{map[string]*Result{}}}
	for range 3 {
		if _, err := p.Handle(context.Background(), req()); err != nil {
			t.Fatal(err)
		}
	}
	if calls != 1 {
		t.Errorf("mutation ran %d times, want 1", calls)
	}

	// Internal errors never reach the message.
	p.Execute = func(context.Context, *Request, *Tool) (*Result, error) {
		return nil, errors.New("pq: relation \"alerts\" does not exist")
	}
	p.Executor = &memExecutor{map[string]*Result{}}
	_, e := p.Handle(context.Background(), req())
	if e == nil || e.Code != ErrInternalError || strings.Contains(e.Message, "pq") || e.Cause == nil {
		t.Errorf("internal error leaked or lost: %+v", e)
	}
}

func TestHandleSession(t *testing.T) {
	ran := false
	p := &Provider{
		Tools: []Tool{{Name: "get_quote", Annotations: Annotations{Effect: EffectRead}}},
		Session: func(ctx context.Context, req *Request) error {
			if req.SessionToken != "live" {
				return errors.New("no such session")
			}
			return nil
		},
		Authorize: func(context.Context, *Request, *Tool) error { return nil },
		Execute: func(context.Context, *Request, *Tool) (*Result, error) {
			ran = true
			return &Result{}, nil
		},
	}
	_, e := p.Handle(context.Background(), &Request{ToolName: "get_quote", SessionToken: "stale"})
	if e == nil || e.Code != ErrNegotiationRequired || !e.Retryable || ran {
		t.Fatalf("stale session: error %v, ran %v; want a retryable NEGOTIATION_REQUIRED before execution", e, ran)
	}
	if e.Cause == nil || strings.Contains(e.Message, "no such session") {
		t.Errorf("the cause must stay internal: %+v", e)
	}
	if _, e := p.Handle(context.Background(), &Request{ToolName: "get_quote", SessionToken: "live"}); e != nil || !ran {
		t.Errorf("live session: error %v, ran %v", e, ran)
	}
}
