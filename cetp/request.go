package cetp

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// This file is the Provider-side surface a Go Provider handles (§4–§6, §10):
// the request it receives, the results and structured errors it returns, and
// the Provider that ties declarations, authorization, execution and mutation
// deduplication together.

// Caller is the identity of the app that made a call, captured by the
// transport synchronously at the entry point before any thread switch
// (§7.1). It is the only trustworthy identity: caller fields in args and
// self-reported Consumer identity are not.
type Caller struct {
	// UID is Binder.getCallingUid() at the ContentProvider.call() entry.
	UID int
	// Packages is every package that shares the UID, not only the first.
	Packages []string
	// CertDigests are the current signing-certificate SHA-256 digests.
	CertDigests [][sha256.Size]byte
}

// Shared reports whether several packages share the UID, an ambiguous
// identity that authorization should deny or reauthorize (§7.1).
func (c Caller) Shared() bool { return len(c.Packages) > 1 }

// Request is one execute_tool call as the Provider sees it (§4.1).
type Request struct {
	// Caller was captured at the entry point; see Caller.
	Caller Caller
	// SessionToken is the session_token of negotiate; it accompanies every
	// v2 call after negotiation and an invalid one is answered with
	// NEGOTIATION_REQUIRED (§2.2, §4.1).
	SessionToken string
	// RequestID identifies the logical execution and is its idempotency
	// key; retries keep it.
	RequestID string
	// Deadline is deadline_at_ms; the Provider checks it before starting a
	// side effect.
	Deadline time.Time
	// ToolName is the tool to run.
	ToolName string
	// Args is the JSON arguments object exactly as received; resume tokens
	// bind to these bytes (§4.3).
	Args json.RawMessage
	// ResumeToken is set when the call resumes after a resolution.
	ResumeToken string
}

// DecodeArgs unmarshals the arguments into v. Argument values are untrusted
// input: never take caller identity from them (§7.1).
func (r *Request) DecodeArgs(v any) error {
	if err := json.Unmarshal(r.Args, v); err != nil {
		return &Error{Code: ErrInvalidArgs, Message: "arguments are not a valid JSON object", Cause: err}
	}
	return nil
}

// ArgsDigest is the SHA-256 of the argument bytes, which a mutation record
// binds (§6).
func (r *Request) ArgsDigest() [sha256.Size]byte { return sha256.Sum256(r.Args) }

// Expired reports whether the deadline has passed at now.
func (r *Request) Expired(now time.Time) bool {
	return !r.Deadline.IsZero() && !now.Before(r.Deadline)
}

// Result is what a tool execution returns: an inline value matching the
// output schema, or a background operation (§4.2, §4.4).
type Result struct {
	Value     json.RawMessage
	Operation *Operation
}

// Operation is an accepted background execution (§4.4).
type Operation struct {
	// ID is unpredictable and bound to the caller's UID; make it with
	// NewOperationID.
	ID        string
	PollAfter time.Duration
}

// Error is a structured error (§5). Message is shown to users and agents:
// keep it safe to display, without exception text, stacks or internal
// details. Cause keeps the internal error for logs; it never reaches the
// wire.
type Error struct {
	Code       ErrorCode
	Message    string
	Retryable  bool
	Details    json.RawMessage
	RetryAfter time.Duration
	// ResumeToken accompanies AUTH_REQUIRED and USER_ACTION_REQUIRED; make
	// it with NewResumeToken (§4.3).
	ResumeToken string
	// Cause is the internal error behind this one, for logs only.
	Cause error
}

// NewError returns an error with the code's fixed retryability (a
// conditional code starts as not retryable) and a displayable message.
func NewError(code ErrorCode, message string) *Error {
	r, _ := code.Retryability()
	return &Error{Code: code, Message: message, Retryable: r == RetryYes}
}

// Errorf is NewError with a formatted message. Format only values that are
// safe to display; keep errors in Cause.
func Errorf(code ErrorCode, format string, args ...any) *Error {
	return NewError(code, fmt.Sprintf(format, args...))
}

func (e *Error) Error() string { return string(e.Code) + ": " + e.Message }

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.Cause }

// MutationKey identifies one logical mutation for deduplication (§6): the
// calling UID, provider and request ID, bound to the tool and a digest of
// the original arguments.
type MutationKey struct {
	CallerUID  int
	ProviderID string
	RequestID  string
	ToolName   string
	ArgsDigest [sha256.Size]byte
}

// MutationExecutor runs mutations at most once per key (§6, §10).
//
// Execute reserves the key, runs mutate and stores its outcome within one
// durable boundary, so that a Provider restart never causes duplicate
// execution. Within the idempotency window a repeated key returns the stored
// outcome; a key whose RequestID was seen with another tool or argument
// digest fails with ErrInvalidRequest; a concurrent duplicate waits for, or
// returns, the single execution's outcome.
type MutationExecutor interface {
	Execute(ctx context.Context, key MutationKey, mutate func(context.Context) (*Result, error)) (*Result, error)
}

// Provider is a Go Provider: its declarations and the application hooks
// behind them. It denies authorization by default and refuses to run a
// mutating tool without an Executor.
type Provider struct {
	Descriptor ProviderDescriptor
	Tools      []Tool
	// Executor deduplicates every tool whose effect is not read; required
	// as soon as one such tool is declared (§6).
	Executor MutationExecutor
	// Authorize decides whether req.Caller may run the tool now, checking
	// scopes on every execution (§7.2). Nil denies every call.
	Authorize func(ctx context.Context, req *Request, tool *Tool) error
	// Session validates req.SessionToken against the session negotiate
	// issued to req.Caller (bound to its UID, version and capabilities);
	// an error is answered NEGOTIATION_REQUIRED unless it is an *Error
	// (§2.2). Nil leaves session checks to the transport, which
	// cetpaudit's CETP625 reports when nothing reads the token.
	Session func(ctx context.Context, req *Request) error
	// Execute runs the tool's business logic.
	Execute func(ctx context.Context, req *Request, tool *Tool) (*Result, error)
	// Now is the clock; nil means time.Now.
	Now func() time.Time
}

// errNoExecutor is an internal configuration error.
var errNoExecutor = errors.New("cetp: mutating tool declared without a MutationExecutor")

// Handle runs one execute_tool request: tool lookup, deadline, authorization,
// and for mutating tools deduplication through the Executor. Errors that are
// not *Error become INTERNAL_ERROR with a generic message, so internal
// details never reach the Consumer.
func (p *Provider) Handle(ctx context.Context, req *Request) (*Result, *Error) {
	if p.Session != nil {
		if err := p.Session(ctx, req); err != nil {
			return nil, structured(err, ErrNegotiationRequired, "negotiate a session first")
		}
	}
	tool := p.lookup(req.ToolName)
	if tool == nil {
		return nil, NewError(ErrToolNotFound, "no such tool")
	}
	now := time.Now
	if p.Now != nil {
		now = p.Now
	}
	if req.Expired(now()) {
		return nil, NewError(ErrDeadlineExceeded, "the request deadline has passed")
	}
	if p.Authorize == nil {
		return nil, NewError(ErrPermissionDenied, "caller is not authorized")
	}
	if err := p.Authorize(ctx, req, tool); err != nil {
		return nil, structured(err, ErrPermissionDenied, "caller is not authorized")
	}
	if p.Execute == nil {
		return nil, NewError(ErrUnavailable, "tool is not available")
	}
	run := func(ctx context.Context) (*Result, error) { return p.Execute(ctx, req, tool) }
	// Anything but an explicit read, an invalid effect included, is
	// treated as a mutation.
	if tool.Annotations.Effect == EffectRead {
		res, err := run(ctx)
		if err != nil {
			return nil, structured(err, ErrInternalError, "internal error")
		}
		return res, nil
	}
	if p.Executor == nil {
		return nil, structured(errNoExecutor, ErrInternalError, "internal error")
	}
	key := MutationKey{
		CallerUID:  req.Caller.UID,
		ProviderID: p.Descriptor.ProviderID,
		RequestID:  req.RequestID,
		ToolName:   tool.Name,
		ArgsDigest: req.ArgsDigest(),
	}
	res, err := p.Executor.Execute(ctx, key, run)
	if err != nil {
		return nil, structured(err, ErrInternalError, "internal error")
	}
	return res, nil
}

func (p *Provider) lookup(name string) *Tool {
	for i := range p.Tools {
		if p.Tools[i].Name == name {
			return &p.Tools[i]
		}
	}
	return nil
}

// structured returns err as an *Error, or a generic one with the code and
// message that keeps err only as its Cause.
func structured(err error, code ErrorCode, message string) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	out := NewError(code, message)
	out.Cause = err
	return out
}
