// Package tokenbinding defines an Analyzer that reports CETP620: session
// tokens, resume tokens and operation IDs looked up by the token alone, and
// resume tokens that survive their first use.
//
// # Analyzer tokenbinding
//
// tokenbinding: report token lookups that never compare the caller's UID,
// and resume tokens that are not removed when used
//
// §2.2 binds a session token to the calling UID, §4.3 makes a resume token
// single-use and bound to its caller, and §4.4 binds an operation ID to the
// calling UID. The analyzer finds lookups — m[tok] on a map, Load or
// LoadAndDelete on a sync.Map — whose key is req.SessionToken,
// req.ResumeToken, an "operation_id" argument, or a parameter or local
// variable named like one of them. In the function that looks the token up, some comparison
// must involve req.Caller.UID (a key that is a struct, such as
// {UID, Token}, binds it already); for a resume token the entry must also
// be deleted there (delete, LoadAndDelete, Delete). One finding per lookup
// lists what is missing.
//
// Precision is medium: the binding may be checked elsewhere.
package tokenbinding
