package cetp

// Effect is a tool's primary effect on persistent state or the world (§3.4).
type Effect string

// Effects.
const (
	EffectRead        Effect = "read"
	EffectCreate      Effect = "create"
	EffectUpdate      Effect = "update"
	EffectDelete      Effect = "delete"
	EffectTransaction Effect = "transaction"
)

// Effects lists every valid effect.
var Effects = []Effect{EffectRead, EffectCreate, EffectUpdate, EffectDelete, EffectTransaction}

// Valid reports whether e is one of the spec's values.
func (e Effect) Valid() bool { return member(Effects, e) }

// Mutating reports whether the effect changes state: everything but read.
func (e Effect) Mutating() bool { return e.Valid() && e != EffectRead }

// DefaultDestructive is the conservative value of an absent `destructive`:
// false only for read, create and update effects (the catalog's ground rules, docs/rules/README.md).
func (e Effect) DefaultDestructive() bool {
	switch e {
	case EffectRead, EffectCreate, EffectUpdate:
		return false
	}
	return true
}

// Risk is the impact of failure or accidental invocation (§3.4).
type Risk string

// Risks.
const (
	RiskLow      Risk = "low"
	RiskModerate Risk = "moderate"
	RiskHigh     Risk = "high"
)

// Risks lists every valid risk, lowest first.
var Risks = []Risk{RiskLow, RiskModerate, RiskHigh}

// Valid reports whether r is one of the spec's values.
func (r Risk) Valid() bool { return member(Risks, r) }

// Rank orders risks: low 0, moderate 1, high 2, unknown -1.
func (r Risk) Rank() int { return index(Risks, r) }

// Confirmation is the per-call Provider-side confirmation policy (§3.4).
type Confirmation string

// Confirmation policies.
const (
	ConfirmNever          Confirmation = "never"
	ConfirmProviderPolicy Confirmation = "provider_policy"
	ConfirmAlways         Confirmation = "always"
)

// Confirmations lists every valid policy, weakest first.
var Confirmations = []Confirmation{ConfirmNever, ConfirmProviderPolicy, ConfirmAlways}

// Valid reports whether c is one of the spec's values.
func (c Confirmation) Valid() bool { return member(Confirmations, c) }

// Rank orders policies: never 0, provider_policy 1, always 2, unknown -1.
func (c Confirmation) Rank() int { return index(Confirmations, c) }

// Execution says whether a tool may return a background operation (§3.4).
type Execution string

// Execution modes.
const (
	ExecutionSync        Execution = "sync"
	ExecutionSyncOrAsync Execution = "sync_or_async"
)

// Executions lists every valid execution mode.
var Executions = []Execution{ExecutionSync, ExecutionSyncOrAsync}

// Valid reports whether x is one of the spec's values.
func (x Execution) Valid() bool { return member(Executions, x) }

// Conservative defaults of the optional annotation fields (the catalog's ground
// rules): rules assume these when a field is absent.
const (
	DefaultIdempotent = false
	DefaultOpenWorld  = true
	DefaultExecution  = ExecutionSync
)

// Access is a scope's access kind (§3.2).
type Access string

// Access kinds.
const (
	AccessRead  Access = "read"
	AccessWrite Access = "write"
)

// Accesses lists every valid access kind.
var Accesses = []Access{AccessRead, AccessWrite}

// Valid reports whether a is one of the spec's values.
func (a Access) Valid() bool { return member(Accesses, a) }

// Sensitivity is a scope's data sensitivity (§3.2).
type Sensitivity string

// Sensitivities.
const (
	SensitivityPublic    Sensitivity = "public"
	SensitivityPersonal  Sensitivity = "personal"
	SensitivityFinancial Sensitivity = "financial"
	SensitivityHealth    Sensitivity = "health"
	SensitivityDevice    Sensitivity = "device"
	SensitivityOther     Sensitivity = "other"
)

// Sensitivities lists every valid sensitivity.
var Sensitivities = []Sensitivity{SensitivityPublic, SensitivityPersonal, SensitivityFinancial,
	SensitivityHealth, SensitivityDevice, SensitivityOther}

// Valid reports whether s is one of the spec's values.
func (s Sensitivity) Valid() bool { return member(Sensitivities, s) }

// Capability is an optional negotiated capability (§2.3).
type Capability string

// Capabilities.
const (
	CapAsyncOperations Capability = "async_operations"
	CapCancellation    Capability = "cancellation"
	CapLargeResults    Capability = "large_results"
)

// Capabilities lists every optional capability.
var Capabilities = []Capability{CapAsyncOperations, CapCancellation, CapLargeResults}

// Valid reports whether c is a capability the spec defines.
func (c Capability) Valid() bool { return member(Capabilities, c) }

func member[T comparable](set []T, v T) bool { return index(set, v) >= 0 }

func index[T comparable](set []T, v T) int {
	for i, s := range set {
		if s == v {
			return i
		}
	}
	return -1
}

// Strings returns the values of an enum list as strings, for messages.
func Strings[T ~string](set []T) []string {
	out := make([]string, len(set))
	for i, v := range set {
		out[i] = string(v)
	}
	return out
}
