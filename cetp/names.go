package cetp

import "github.com/clawseed/cetpaudit/internal/lazyregexp"

// Identity patterns (§3.1, §3.2).
var (
	toolNamePattern  = lazyregexp.New(`^[a-z][a-z0-9_]{0,63}$`)
	scopeNamePattern = lazyregexp.New(`^[a-z][a-z0-9_.-]{0,127}$`)
)

// ToolNamePattern is the pattern every tool name matches (§3.1).
const ToolNamePattern = `[a-z][a-z0-9_]{0,63}`

// ScopeNamePattern is the pattern every scope name matches (§3.2).
const ScopeNamePattern = `[a-z][a-z0-9_.-]{0,127}`

// ValidToolName reports whether name is a valid tool name.
func ValidToolName(name string) bool { return toolNamePattern.MatchString(name) }

// ValidScopeName reports whether name is a valid scope name.
func ValidScopeName(name string) bool { return scopeNamePattern.MatchString(name) }
