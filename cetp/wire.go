package cetp

// Method is a ContentResolver.call() method name (§4).
type Method string

// Methods.
const (
	MethodNegotiate       Method = "negotiate"
	MethodGetProviderInfo Method = "get_provider_info"
	MethodListTools       Method = "list_tools"
	MethodExecuteTool     Method = "execute_tool"
	MethodGetOperation    Method = "get_operation"
	MethodCancelOperation Method = "cancel_operation"
)

// Methods lists every v2 method.
var Methods = []Method{MethodNegotiate, MethodGetProviderInfo, MethodListTools,
	MethodExecuteTool, MethodGetOperation, MethodCancelOperation}

// Valid reports whether m is a method the spec defines.
func (m Method) Valid() bool { return member(Methods, m) }

// Response Bundle status values (§4.2, §4.4, §5).
const (
	StatusSuccess  = "success"
	StatusError    = "error"
	StatusAccepted = "accepted"
)

// Bundle keys of requests and responses (§2.2, §4.1, §4.3, §4.5, §5).
const (
	KeyStatus               = "status"
	KeyData                 = "data"
	KeyProtocolVersion      = "protocol_version"
	KeySessionToken         = "session_token"
	KeyRequestID            = "request_id"
	KeyDeadlineAtMs         = "deadline_at_ms"
	KeyToolName             = "tool_name"
	KeyArgs                 = "args"
	KeyResumeToken          = "resume_token"
	KeyOperationID          = "operation_id"
	KeyResolution           = "resolution"
	KeyResultFD             = "result_fd"
	KeyErrorCode            = "error_code"
	KeyErrorMessage         = "error_message"
	KeyErrorDetails         = "error_details"
	KeyRetryable            = "retryable"
	KeyRetryAfterMs         = "retry_after_ms"
	KeyConsumerVersions     = "consumer_versions"
	KeyConsumerCapabilities = "consumer_capabilities"
)

// JSON fields of the negotiate response (§2.2).
const (
	FieldSelectedVersion = "selected_version"
	FieldProviderID      = "provider_id"
	FieldProviderName    = "provider_name"
	FieldSessionToken    = "session_token"
	FieldExpiresAt       = "expires_at"
	FieldCapabilities    = "capabilities"
	FieldLimits          = "limits"
)

// JSON fields of provider info, scopes, tool lists and tools (§3.2–§3.4).
const (
	FieldDescription   = "description"
	FieldSchemaDialect = "schema_dialect"
	FieldScopes        = "scopes"
	FieldName          = "name"
	FieldTitle         = "title"
	FieldAccess        = "access"
	FieldSensitivity   = "sensitivity"
	FieldRevision      = "revision"
	FieldTools         = "tools"
	FieldInputSchema   = "input_schema"
	FieldOutputSchema  = "output_schema"
	FieldAnnotations   = "annotations"
	FieldEffect        = "effect"
	FieldRisk          = "risk"
	FieldDestructive   = "destructive"
	FieldIdempotent    = "idempotent"
	FieldOpenWorld     = "open_world"
	FieldConfirmation  = "confirmation"
	FieldExecution     = "execution"
)

// v1's implicit authorization key, which v2 replaces with resolution
// PendingIntents (§4.3).
const KeyAuthorizeIntentV1 = "authorize_intent"

// JSON fields of execution results and operations (§4.2, §4.4, §4.5).
const (
	FieldResultKind  = "kind"
	FieldValue       = "value"
	FieldMediaType   = "media_type"
	FieldSizeBytes   = "size_bytes"
	FieldSHA256      = "sha256"
	FieldPollAfterMs = "poll_after_ms"
	FieldState       = "state"
	FieldProgress    = "progress"
	FieldMessage     = "message"
	FieldResult      = "result"
	FieldError       = "error"
)

// Result kinds of a success data document (§4.2, §4.5).
const (
	ResultInline = "inline"
	ResultFile   = "file"
)

// OperationState is a get_operation state, or cancel_operation's
// acknowledgement (§4.4).
type OperationState string

// Operation states.
const (
	StateQueued                OperationState = "queued"
	StateRunning               OperationState = "running"
	StateSucceeded             OperationState = "succeeded"
	StateFailed                OperationState = "failed"
	StateCancelled             OperationState = "cancelled"
	StateCancellationRequested OperationState = "cancellation_requested"
)

// OperationStates lists the states get_operation may report.
var OperationStates = []OperationState{StateQueued, StateRunning, StateSucceeded, StateFailed, StateCancelled}

// Valid reports whether s is a state get_operation may report.
func (s OperationState) Valid() bool { return member(OperationStates, s) }
