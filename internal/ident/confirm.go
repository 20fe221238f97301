package ident

// Confirmation vocabulary (CETP405 and CETP614, §4.3): the names
// under which a Consumer could assert that the user confirmed.
var (
	confirmWords = set("confirm", "confirmed", "confirmation", "approve", "approved", "approval",
		"preapproved", "preconfirmed", "consent", "consented", "acknowledged", "authorized", "authorised")
	bypassWords = set("skip", "bypass", "no", "without", "disable", "override", "force", "forced")
	// identifierWords make a confirm-word name an identifier the user
	// reads out (a booking's confirmation number), not an assertion.
	identifierWords = set("code", "number", "id", "no", "ref", "reference", "email", "url", "message",
		"text", "template", "channel", "method", "page", "screen", "dialog", "title", "prompt")

	// MutationVerbs are verbs that, leading a name, mark a mutation.
	MutationVerbs = set("create", "delete", "remove", "send", "update", "set", "transfer",
		"buy", "sell", "pay", "post", "add", "edit", "write", "cancel", "submit", "place", "book",
		"purchase", "move", "rename", "upload", "publish", "reply", "archive", "clear", "reset",
		"install", "uninstall", "enable", "disable", "toggle", "modify", "insert", "save", "put",
		"patch", "approve", "reject", "schedule", "mark", "block", "unblock", "mute", "unmute",
		"subscribe", "unsubscribe", "follow", "unfollow", "charge", "refund", "withdraw",
		"deposit", "trade", "order", "wipe", "erase", "destroy", "drop", "revoke", "grant",
		"change", "replace", "overwrite", "forward", "share", "invite", "kick", "ban", "call",
		"dial", "text", "message", "email", "tweet", "like", "star", "unstar", "empty", "purge")
)

func set(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

// AssertsConfirmation reports whether an argument, extras key or property
// name asserts that the user confirmed: a confirm word ("confirmed",
// "user_approved", "consent") unless the name ends in an identifier word
// ("confirmation_code"), "force" alone or before a mutation verb
// ("force_delete"), or a bypass of a prompt ("skip_prompt").
func AssertsConfirmation(name string) bool {
	toks := Tokens(name)
	if len(toks) == 0 {
		return false
	}
	for _, t := range toks {
		if confirmWords[t] {
			return !identifierWords[toks[len(toks)-1]]
		}
	}
	if toks[0] == "force" || toks[0] == "forced" {
		return len(toks) == 1 || MutationVerbs[toks[1]]
	}
	if len(toks) >= 2 && bypassWords[toks[0]] && (toks[1] == "prompt" || toks[1] == "dialog" || toks[1] == "check") {
		return true
	}
	return false
}
