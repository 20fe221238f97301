package ident

import "strings"

// Caller-identity vocabulary (CETP406/CETP606, §7.1). A name
// carries the caller's identity when it has a role token that means "the
// app calling" and every other token is an identity qualifier or a neutral
// affix. Words that also name a tool's subject (origin, source, sender,
// account, user, package alone) are deliberately not roles: a transfer's
// origin_account_id or get_app_info's package_name is what the tool is
// about, not who calls it.
var (
	// callerRoles name the calling app; callerSolo may also stand alone
	// ("caller", "consumer"), while "calling" alone is an adjective.
	// "On behalf of" and impersonation name the app a relayed call claims
	// to act for: the identity the call is then judged as.
	callerRoles = map[string]bool{"caller": true, "calling": true, "consumer": true, "requester": true,
		"requestor": true, "requesting": true, "invoker": true, "invoking": true, "behalf": true,
		"impersonate": true, "impersonated": true, "impersonating": true}
	callerSolo = map[string]bool{"caller": true, "consumer": true, "requester": true, "requestor": true, "invoker": true}

	// callerQualifiers make a role an identity claim ("caller_package",
	// "calling_uid", "consumer_id").
	callerQualifiers = map[string]bool{"package": true, "pkg": true, "packagename": true, "uid": true, "pid": true,
		"id": true, "app": true, "application": true, "identity": true, "signature": true, "sig": true,
		"cert": true, "certificate": true, "digest": true}

	// callerNeutral may accompany a role and a qualifier without changing
	// the meaning (EXTRA_CALLING_PACKAGE, claimedCallerPackage,
	// caller_user_id, callerPackageName) but are not a qualifier on their
	// own: caller_name and caller_number are telephony data, consumer_key is
	// an OAuth credential.
	callerNeutral = map[string]bool{"name": true, "user": true, "extra": true, "key": true, "arg": true,
		"param": true, "claimed": true, "reported": true, "declared": true, "self": true, "on": true, "of": true}
)

// NamesCaller reports whether an argument, extras key, struct field or
// JSON property name carries the caller's identity: "caller",
// "caller_package", "callingPackage", "calling_uid", "consumer_id" and close
// variants, matched on normalized tokens (never edit distance). For a dotted
// key ("com.example.extra.CALLING_PACKAGE") only the last segment counts.
// Names about some package, UID or account ("package_name", "uid",
// "origin_account_id", "user_id") are not the caller.
func NamesCaller(name string) bool {
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		name = name[i+1:]
	}
	toks := Tokens(name)
	if len(toks) == 1 {
		return callerSolo[toks[0]]
	}
	role, qualified := false, false
	for _, t := range toks {
		switch {
		case callerRoles[t]:
			role = true
		case callerQualifiers[t]:
			qualified = true
		case callerNeutral[t]:
		default:
			return false
		}
	}
	return role && qualified
}
