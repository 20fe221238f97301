package ident

import "strings"

// ProtocolToken names the CETP token a key, field or getter name stands
// for (CETP620, §2.2, §4.3, §4.4): "session token" for session_token or
// sessionTok, "resume token", "operation ID" for operation_id or opId;
// "" for anything else. A leading "get" (a getter) is ignored.
func ProtocolToken(name string) string {
	toks := Tokens(strings.TrimPrefix(name, "get"))
	switch {
	case Has(toks, "session") && Has(toks, "token", "tok"):
		return "session token"
	case Has(toks, "resume") && Has(toks, "token", "tok"):
		return "resume token"
	case Has(toks, "operation", "op") && Has(toks, "id"):
		return "operation ID"
	}
	return ""
}
