package cetp_test

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/clawseed/cetpaudit/cetp"
)

// A Provider declares its tools with the cetp types, which is what lets
// `go vet -vettool=$(which cetpaudit)` check them, and runs execute_tool
// through Handle: deadline, authorization, then the business logic.
func ExampleProvider() {
	p := &cetp.Provider{
		Descriptor: cetp.ProviderDescriptor{
			ProviderID:   "com.example.alerts",
			ProviderName: "Example Alerts",
			Description:  "Price alerts",
			Scopes: []cetp.Scope{
				{Name: "alerts.read", Access: cetp.AccessRead, Sensitivity: cetp.SensitivityFinancial},
			},
		},
		Tools: []cetp.Tool{{
			Name:         "list_alerts",
			Description:  "List the price alerts",
			InputSchema:  `{"type": "object", "properties": {}, "additionalProperties": false}`,
			OutputSchema: `{"type": "array", "items": {"type": "string"}}`,
			Scopes:       []string{"alerts.read"},
			Annotations:  cetp.Annotations{Effect: cetp.EffectRead, Risk: cetp.RiskLow, Confirmation: cetp.ConfirmNever},
		}},
		// Authorization is the Provider's: nil denies every call.
		Authorize: func(ctx context.Context, req *cetp.Request, tool *cetp.Tool) error {
			if req.Caller.Shared() {
				return cetp.NewError(cetp.ErrPermissionDenied, "ambiguous caller")
			}
			return nil
		},
		Execute: func(ctx context.Context, req *cetp.Request, tool *cetp.Tool) (*cetp.Result, error) {
			return &cetp.Result{Value: []byte(`["AAPL above 200"]`)}, nil
		},
	}
	req := &cetp.Request{
		Caller:    cetp.Caller{UID: 10123, Packages: []string{"com.example.agent"}},
		RequestID: "req-1",
		Deadline:  time.Now().Add(time.Minute),
		ToolName:  "list_alerts",
		Args:      []byte(`{}`),
	}
	res, cerr := p.Handle(context.Background(), req)
	fmt.Println(string(res.Value), cerr == nil)

	req.ToolName = "delete_everything"
	_, cerr = p.Handle(context.Background(), req)
	fmt.Println(cerr.Code)
	// Output:
	// ["AAPL above 200"] true
	// TOOL_NOT_FOUND
}

// Errors that are not *cetp.Error reach the Consumer as INTERNAL_ERROR with
// a fixed message: the cause stays in the Provider (CETP607).
func ExampleErrorf() {
	cause := errors.New("disk /data/alerts.db is full")
	e := cetp.Errorf(cetp.ErrInvalidArgs, "symbol %q is not listed", "ZZZZ")
	e.Cause = cause
	fmt.Println(e.Message)
	fmt.Println(errors.Is(e, cause))
	// Output:
	// symbol "ZZZZ" is not listed
	// true
}

// Every error code has a fixed retryability (§5).
func ExampleErrorCode_Retryability() {
	for _, c := range []cetp.ErrorCode{cetp.ErrUnavailable, cetp.ErrPermissionDenied, "MADE_UP"} {
		r, ok := c.Retryability()
		fmt.Println(c, r == cetp.RetryYes, ok)
	}
	// Output:
	// UNAVAILABLE true true
	// PERMISSION_DENIED false true
	// MADE_UP false false
}

// Optional annotations default to the conservative value when unset.
func ExampleAnnotations_IsDestructive() {
	del := cetp.Annotations{Effect: cetp.EffectDelete, Risk: cetp.RiskModerate, Confirmation: cetp.ConfirmAlways}
	upd := cetp.Annotations{Effect: cetp.EffectUpdate, Risk: cetp.RiskModerate, Confirmation: cetp.ConfirmAlways}
	fmt.Println(del.IsDestructive(), upd.IsDestructive(), upd.IsOpenWorld())
	// Output: true false true
}

// The textual versions meta-data is a comma-separated list of positive
// integers without spaces or repeats.
func ExampleParseVersions() {
	for _, s := range []string{"1,2", "1, 2", "2,2"} {
		v, problem := cetp.ParseVersions(s)
		fmt.Printf("%q %v %q\n", s, v, problem)
	}
	// Output:
	// "1,2" [1 2] ""
	// "1, 2" [] "it contains spaces"
	// "2,2" [] "version 2 is listed twice"
}

// Tokens come from crypto/rand; store what a token is bound to beside it.
func ExampleNewSessionToken() {
	tok := cetp.NewSessionToken()
	fmt.Println(len(tok) >= 16, tok != cetp.NewSessionToken())
	// Output: true true
}
