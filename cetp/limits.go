package cetp

// Limit is a negotiated limit (§2.2).
type Limit string

// Limits.
const (
	LimitMaxRequestBytes          Limit = "max_request_bytes"
	LimitMaxInlineResultBytes     Limit = "max_inline_result_bytes"
	LimitMaxConcurrentRequests    Limit = "max_concurrent_requests"
	LimitIdempotencyWindowSeconds Limit = "idempotency_window_seconds"
)

// LimitMinimums maps each limit to the minimum the spec allows, in the order
// the spec lists them.
var LimitMinimums = []struct {
	Limit   Limit
	Minimum int64
}{
	{LimitMaxRequestBytes, 65536},
	{LimitMaxInlineResultBytes, 262144},
	{LimitMaxConcurrentRequests, 1},
	{LimitIdempotencyWindowSeconds, 86400},
}

// Minimum returns the spec's minimum for l, and false for an unknown limit.
func (l Limit) Minimum() (int64, bool) {
	for _, m := range LimitMinimums {
		if m.Limit == l {
			return m.Minimum, true
		}
	}
	return 0, false
}

// Size limits on text and tokens (§2.2, §7.3).
const (
	MaxSessionTokenBytes  = 256
	MinTokenBytes         = 16 // shorter tokens are guessable
	MaxDescriptionBytes   = 2048
	MaxTitleBytes         = 128
	MinInlineResultBytes  = 262144
	DefaultSchemaDialect  = "https://json-schema.org/draft/2020-12/schema"
	SchemaDialectDraft7   = "http://json-schema.org/draft-07/schema#"
	SchemaDialect201909   = "https://json-schema.org/draft/2019-09/schema"
	SchemaDialectDraft6   = "http://json-schema.org/draft-06/schema#"
	SchemaDialectDraft4   = "http://json-schema.org/draft-04/schema#"
	IdempotencyWindowMinS = 86400
)
