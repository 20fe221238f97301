package cetp

// ErrorCode is a structured error code (§5).
type ErrorCode string

// Error codes.
const (
	ErrUnsupportedVersion    ErrorCode = "UNSUPPORTED_VERSION"
	ErrUnsupportedCapability ErrorCode = "UNSUPPORTED_CAPABILITY"
	ErrNegotiationRequired   ErrorCode = "NEGOTIATION_REQUIRED"
	ErrAuthRequired          ErrorCode = "AUTH_REQUIRED"
	ErrUserActionRequired    ErrorCode = "USER_ACTION_REQUIRED"
	ErrUserCancelled         ErrorCode = "USER_CANCELLED"
	ErrPermissionDenied      ErrorCode = "PERMISSION_DENIED"
	ErrToolNotFound          ErrorCode = "TOOL_NOT_FOUND"
	ErrMethodNotFound        ErrorCode = "METHOD_NOT_FOUND"
	ErrInvalidArgs           ErrorCode = "INVALID_ARGS"
	ErrInvalidRequest        ErrorCode = "INVALID_REQUEST"
	ErrConflict              ErrorCode = "CONFLICT"
	ErrRateLimited           ErrorCode = "RATE_LIMITED"
	ErrDeadlineExceeded      ErrorCode = "DEADLINE_EXCEEDED"
	ErrCancelled             ErrorCode = "CANCELLED"
	ErrResultTooLarge        ErrorCode = "RESULT_TOO_LARGE"
	ErrResultExpired         ErrorCode = "RESULT_EXPIRED"
	ErrUnavailable           ErrorCode = "UNAVAILABLE"
	ErrInternalError         ErrorCode = "INTERNAL_ERROR"
)

// Retryability is an error code's fixed retryability (§5 table).
type Retryability int

// Retryabilities.
const (
	RetryNo Retryability = iota
	RetryYes
	RetryConditional
)

// errorCodes is the §5 table in the spec's order.
var errorCodes = []struct {
	Code  ErrorCode
	Retry Retryability
}{
	{ErrUnsupportedVersion, RetryNo},
	{ErrUnsupportedCapability, RetryNo},
	{ErrNegotiationRequired, RetryYes},
	{ErrAuthRequired, RetryConditional},
	{ErrUserActionRequired, RetryConditional},
	{ErrUserCancelled, RetryNo},
	{ErrPermissionDenied, RetryNo},
	{ErrToolNotFound, RetryNo},
	{ErrMethodNotFound, RetryNo},
	{ErrInvalidArgs, RetryNo},
	{ErrInvalidRequest, RetryNo},
	{ErrConflict, RetryConditional},
	{ErrRateLimited, RetryYes},
	{ErrDeadlineExceeded, RetryConditional},
	{ErrCancelled, RetryNo},
	{ErrResultTooLarge, RetryNo},
	{ErrResultExpired, RetryNo},
	{ErrUnavailable, RetryYes},
	{ErrInternalError, RetryConditional},
}

// ErrorCodes lists every error code in the spec's order.
func ErrorCodes() []ErrorCode {
	out := make([]ErrorCode, len(errorCodes))
	for i, e := range errorCodes {
		out[i] = e.Code
	}
	return out
}

// Retryability returns the code's fixed retryability, and false for a code
// the spec does not define.
func (c ErrorCode) Retryability() (Retryability, bool) {
	for _, e := range errorCodes {
		if e.Code == c {
			return e.Retry, true
		}
	}
	return 0, false
}

// Valid reports whether c is a code the spec defines.
func (c ErrorCode) Valid() bool {
	_, ok := c.Retryability()
	return ok
}
