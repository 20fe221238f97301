package poisoning

import "strings"

// The scorer's lexicon completed class by class (poisonG, 2026-12-02).
//
// Held-out recall was a third below tune recall for the same authors, and
// the lexicon listed the verbs, adverbs and nouns the tune items happened
// to use ("forward", "quietly", "password"), not their neighbours
// ("dispatch", "inconspicuously", "recovery codes"). (Measured, filling
// the classes did not move the held-out part: its misses are shapes, not
// words; docs/poisoning.md, "Classes completed, not items".) The words below were
// written from English (and the other languages' forms already covered)
// class by class, not from the corpus: every verb of moving data to a
// place in each form the matcher needs (base, third person — derived in
// newLexicon —, participle after a modal, gerund after a verb that starts
// an act), the adverbs and phrasings of concealment, the names of secrets
// and of private data, the verbs that set rules aside and the rules' names,
// the phrasings of a persona, of steering and of urgency. Each entry keeps
// the weight and the conditions of its class, so a new word counts only
// where the words of its class counted already (a verb of sending needs a
// destination outside, a secret completes a request, an adverb of secrecy
// weighs as "quietly" does).

// sendVerbsMore are verbs of moving data somewhere, as base forms; their
// participles and gerunds are derived below.
var sendVerbsMore = []string{"dispatch", "push", "pipe", "beam", "stream", "publish", "broadcast", "leak", "ship",
	"funnel", "divert", "siphon", "tunnel", "duplicate", "fax", "tweet", "airdrop", "carbon-copy"}

// sendParticiples are the participles of sendVerbsMore and of the lexicon's
// earlier verbs of sending that it lacked.
var sendParticiples = []string{"dispatched", "pushed", "routed", "piped", "beamed", "streamed", "broadcasted", "leaked", "shipped",
	"funneled", "funnelled", "diverted", "siphoned", "tunneled", "tunnelled", "duplicated", "faxed", "tweeted",
	"exported", "cced", "bcced", "texted", "messaged", "pinged", "dm'd", "dmed", "backed up",
	"synchronised", "synchronized", "exfiltrated", "handed over", "passed on", "sent over", "sent out"}

// sendGerunds are the -ing forms of the verbs of sending (the lexicon's
// and sendVerbsMore), counted only where a gerund continues an act ("by
// forwarding", "start forwarding", "keep forwarding").
var sendGerunds = []string{"sending", "forwarding", "relaying", "transmitting", "delivering", "exfiltrating", "uploading",
	"posting", "copying", "sharing", "submitting", "mailing", "emailing", "e-mailing", "texting", "messaging", "mirroring",
	"replicating", "exporting", "transferring", "wiring", "dispatching", "pushing", "piping", "beaming", "syncing",
	"streaming", "publishing", "broadcasting", "leaking", "shipping", "funneling", "funnelling", "diverting",
	"siphoning", "duplicating", "faxing", "tweeting", "backing up", "handing over", "passing on", "sending over"}

// gerundLeads are the words after which a gerund is the act itself.
var gerundLeads = []string{"by", "start", "begin", "keep", "continue", "start by", "begin by", "finish by", "end by", "also start",
	"then start", "proceed by", "continue by"}

// widenLexicon adds the completed classes to the lexicon; newLexicon
// calls it before deriving the third-person forms of the base verbs.
func widenLexicon(l *lexicon, add func(string, cue)) {
	req := func(r, weight int, flags uint16) cue { return cue{req: int8(r), weight: int8(weight), flags: flags} }
	tgt := func(t uint8) cue { return cue{req: -1, target: t} }
	fl := func(f uint16) cue { return cue{req: -1, flags: f} }

	// Sending: base forms, multi-word forms, participles, gerunds.
	add(strings.Join(sendVerbsMore, ", "), req(rqSend, 1, fgVerb|fgNegatable|fgNeedsTarget))
	add("send over, send out, send off, ship off, mail out, hand off, hand it over, hand them over, loop in, copy in, "+
		"sync up, sync the, sync all, sync every, sync it, sync them, sync their, sync your, push out, leak out", req(rqSend, 1, fgVerb|fgNegatable|fgNeedsTarget))
	add(strings.Join(sendParticiples, ", "), req(rqSend, 1, fgNegatable|fgNeedsTarget|fgNeedsModal))
	var gerunds []string
	for _, lead := range gerundLeads {
		for _, g := range sendGerunds {
			gerunds = append(gerunds, lead+" "+g)
		}
	}
	add(strings.Join(gerunds, ", "), req(rqSend, 1, fgNegatable|fgNeedsTarget))

	// "cc's" and "bcc's": the apostrophe forms of the third person.
	add("cc's, bcc's, cc-s, bcc-s", req(rqSend, 1, fgNegatable|fgNeedsTarget|fgNeedsAgent))

	// The other openings of a prohibition weigh as "never" does: "never
	// tell" hides; "never mention" hides said to the agent.
	var nevers, neverMentions []string
	for _, never := range []string{"under no circumstances", "at no point", "at no time"} {
		for _, tell := range []string{"tell", "inform", "let the user know", "let them know"} {
			nevers = append(nevers, never+" "+tell)
		}
		neverMentions = append(neverMentions, never+" mention")
	}
	add(strings.Join(nevers, ", "), req(rqHide, 2, 0))
	add(strings.Join(neverMentions, ", "), req(rqHide, 2, fgNeedsAgent))

	// Concealment: adverbs weigh as "quietly" does, phrasings as
	// "without mentioning".
	add("inconspicuously, furtively, clandestinely, unnoticeably, imperceptibly, undetectably, secretively, unobservedly, "+
		"on the sly, in stealth, hush-hush, sub rosa",
		req(rqHide, 2, 0))
	add("without flagging it, "+
		"without letting the user know, without letting them know, without letting anyone know, without letting the customer know, without letting on, "+
		"without the user's awareness, without their awareness, "+
		"avoid telling, avoid informing, avoid letting the user know, "+
		"withhold from the user, withhold it from, withhold this from, withhold that from, withhold from them, hold back from the user, "+
		"keep from the user, "+
		"so the user never learns, so they never learn, none the wiser",
		req(rqHide, 3, 0))
	// Concealment by pretence: the act, or what was found, treated as if
	// it had not been.
	add("as if they were absent, as if it were absent, as if it never happened, as if they never happened, as if nothing happened, as though nothing happened, "+
		"as though it never happened, as if it had not happened, as if nothing had happened, as though nothing had happened, "+
		"pretend it never happened, pretend nothing happened", req(rqHide, 3, 0))
	// "Bring it to the user's attention" is honest; negated, it hides.
	var unbrought []string
	for _, neg := range []string{"do not bring", "don't bring", "never bring", "without bringing"} {
		for _, obj := range []string{"it", "this", "that", "them", "any of this"} {
			for _, to := range []string{"the user's attention", "their attention", "the customer's attention"} {
				unbrought = append(unbrought, neg+" "+obj+" to "+to)
			}
		}
	}
	add(strings.Join(unbrought, ", "), req(rqHide, 3, 0))
	add("never reveal to the user that, do not reveal to the user that, don't reveal to the user that, never disclose to the user that, "+
		"do not disclose to the user that, don't disclose to the user that, never reveal to them that, do not reveal to them that", req(rqHide, 4, 0))
	// Said to no one, "make no mention of internal ids" is a rule of
	// style, as "do not mention" is: these count only said to the agent.
	add("make no mention, makes no mention, making no mention, avoid mentioning, avoid any mention, omit any mention, omit any reference, "+
		"omit all mention, leave out any mention, leave out any reference, hold back any mention, mentions nothing, says nothing about, "+
		"reveals nothing, discloses nothing", req(rqHide, 2, fgNeedsAgent))

	// Secrets and private data: the names a text uses for them.
	add("recovery code, recovery codes, recovery key, recovery keys, recovery phrase, mnemonic, mnemonic phrase, "+
		"secret phrase, wallet seed, seed phrase, passphrase, passphrases, "+
		"auth cookie, auth cookies, "+
		"cookie, kubeconfig, npmrc, pypirc, pgpass, gpg key, pgp key, gpg keys, pgp keys, "+
		"2fa code, 2fa codes, mfa code, mfa codes, one-time password, one-time passwords, otp code, otp codes, pin code, cvv2, "+
		"security answer, security answers, mother's maiden name, ssn, ssns, passport number, "+
		"tax number, client secret, client secrets, app password, app passwords, service account key, aws credentials, "+
		"private ssh key, ssh private key, master password, vault password, wallet key, wallet keys, signing secret, webhook secret",
		tgt(tgSecret))
	add("location history, gps coordinates, gps location, precise location, current location, home location, geolocation, whereabouts, "+
		"browsing history, browser history, search history, call history, text messages, sms messages, "+
		"health data, medical history, biometric data, private photos, private files",
		tgt(tgPrivate))
	add("caption, alt text, commit message, bio, remarks, annotation, annotations, context field, "+
		"footnote, metadata field, custom field, free-text field, comment box", tgt(tgField))
	add("paste site, public pastebin, "+
		"a third party, outside party, outsiders",
		tgt(tgExternal))

	// Setting rules aside: verbs, the rules' names, their voiding.
	add("forget, discard, abandon, overrule, nullify, waive, dismiss, ditch, scrap, neglect, "+
		"shed", req(rqOverride, 1, fgVerb|fgNegatable))
	add("pay no attention to, pay no heed to, toss out", req(rqOverride, 1, fgVerb|fgNegatable))
	// "Set aside" with its object between: "set your guardrails aside".
	var asides []string
	for _, v := range []string{"set", "put", "lay", "push", "cast", "leave"} {
		for _, det := range []string{"your", "the", "all", "any", "those", "these", "its", "all your", "your usual", "the usual"} {
			for _, n := range []string{"guardrails", "scruples"} {
				asides = append(asides, v+" "+det+" "+n+" aside")
			}
		}
	}
	add(strings.Join(asides, ", "), req(rqOverride, 1, fgVerb|fgNegatable))
	add("guidance, directive, directives, prohibitions, prohibition, boundaries, system instructions, prior instructions, "+
		"previous instructions, earlier instructions, original instructions, operator instructions, developer instructions, "+
		"rulebook, code of conduct, usage policy, acceptable use policy, safety guidelines, safety rules, safety policy, "+
		"guard rails, ethical guidelines, house rules, rule set, ruleset, policy check, policy checks",
		tgt(tgRules))
	add("rescinded, revoked, nullified, overruled, repealed, annulled, invalidated, "+
		"no longer in force", req(rqOverride, 2, fgNegatable))

	// A persona: the agent made someone else.
	add("as though you were, masquerade as, masquerading as, pass yourself off as, pass yourself off, "+
		"present yourself to, "+
		"identify yourself as, sign off as, speak in the name of, reply in the name of, "+
		"play the role, you are actually, you're actually, "+
		"never reveal you are, never say you are an, don't say you are an, do not say you are an",
		req(rqPersona, 3, 0))

	// Steering toward a product or away from the others.
	add("favor, favour, prioritize, prioritise, nudge, talk up, badmouth, disparage, discourage, dissuade, upsell", req(rqSteer, 2, fgVerb|fgNegatable))
	add("competing, rival's, rivals, "+
		"nudge them, nudge the user, "+
		"talk them out of, talk the user out of, sponsor's, sponsors, sponsored products, "+
		"affiliate, affiliates, affiliate partner", req(rqSteer, 2, fgNegatable))

	// Urgency and duty.
	add("before anything else, before doing anything else, first thing, without fail, under all circumstances, in all cases, every single time, "+
		"each and every time, at all costs, top priority, highest priority, on every call, on each call, at every call, each time you",
		fl(fgUrgent))
	add("make sure to, make sure you, be sure to, remember to, don't forget to, do not forget to, it is essential that, it is mandatory, "+
		"you are required to, you are expected to, it is your job to, your task is to", fl(fgModal))

	widenLanguages(add) // widenlangs.go
	thirdPersonPhrases(l, add)
	personaImperatives(add) // personaverbs.go
}

// phraseVerbs are the verbs that open the lexicon's English phrases of a
// request ("keep it quiet", "leave out", "hand over").
var phraseVerbs map[string]bool

var _ = onLoad(func() {
	phraseVerbs = map[string]bool{"keep": true, "leave": true, "hide": true, "conceal": true, "pass": true, "hand": true, "send": true,
		"set": true, "put": true, "say": true, "tell": true, "make": true, "avoid": true, "refrain": true, "withhold": true, "hold": true,
		"change": true, "deflect": true, "dodge": true, "evade": true, "play": true, "feign": true, "pretend": true, "draw": true,
		"steer": true, "push": true, "pressure": true, "urge": true, "convince": true, "persuade": true, "talk": true, "point": true,
		"direct": true, "switch": true, "sign": true, "loop": true, "copy": true, "sync": true, "ship": true, "mail": true, "stay": true,
		"omit": true, "skip": true, "blame": true, "shift": true, "attribute": true, "lay": true, "bring": true, "let": true,
		"describe": true, "call": true, "label": true, "end": true, "answer": true, "reply": true, "respond": true, "speak": true,
		"pose": true, "present": true, "introduce": true, "refer": true, "adopt": true, "assume": true, "take": true, "act": true,
		"behave": true, "impersonate": true, "identify": true, "pay": true, "toss": true, "buy": true, "order": true, "shop": true}
})

// thirdPerson is the third person singular of an English verb.
func thirdPerson(w string) string {
	switch {
	case strings.HasSuffix(w, "s") || strings.HasSuffix(w, "sh") || strings.HasSuffix(w, "ch") || strings.HasSuffix(w, "x") || strings.HasSuffix(w, "o"):
		return w + "es"
	case strings.HasSuffix(w, "y") && len(w) > 2 && !strings.ContainsRune("aeiou", rune(w[len(w)-2])):
		return w[:len(w)-1] + "ies"
	}
	return w + "s"
}

// thirdPersonPhrases gives the lexicon's English phrases of a request
// their third person, said of the agent: newLexicon derives it for single
// verbs only, so "the assistant never mentions the fee", "the model keeps
// it quiet", "the agent does not bring it up" were not read although
// "never mention", "keep it quiet" and "do not bring it up" were. Like the
// derived single verbs, they count only after an agent noun (or under a
// heading or in a block addressed to the agent).
func thirdPersonPhrases(l *lexicon, add func(string, cue)) {
	derived := map[string]cue{}
	for k, c := range l.m {
		if c.words < 2 || c.req < 0 {
			continue
		}
		ws := strings.Fields(k)
		var t []string
		switch {
		case ws[0] == "never" && len(ws) > 1 && englishVerb(ws[1]) && phraseVerbs[ws[1]] || ws[0] == "never" && (ws[1] == "mention" || ws[1] == "explain" || ws[1] == "admit" || ws[1] == "notice" || ws[1] == "inform" || ws[1] == "refuse"):
			t = append([]string{"never", thirdPerson(ws[1])}, ws[2:]...)
		case (ws[0] == "do" && len(ws) > 2 && ws[1] == "not") && englishVerb(ws[2]):
			t = append([]string{"does", "not"}, ws[2:]...)
		case ws[0] == "don't" && len(ws) > 1 && englishVerb(ws[1]):
			t = append([]string{"doesn't"}, ws[1:]...)
		case phraseVerbs[ws[0]]:
			t = append([]string{thirdPerson(ws[0])}, ws[1:]...)
		default:
			continue
		}
		key := strings.Join(t, " ")
		if _, ok := l.m[key]; ok {
			continue
		}
		c.flags = c.flags&^fgVerb | fgNeedsAgent
		derived[key] = c
	}
	for k, c := range derived {
		add(k, c)
	}
}

// widenedKnowWords complete knowWords (implied.go) with the inflections
// and neighbours of its verbs of the user learning or being told.
var widenedKnowWords = []string{"informs", "informing", "knowing", "learned", "learnt", "learning", "noticed",
	"noticing", "notifies", "notifying", "mentions", "mentioning", "explains", "explaining", "raised", "raising", "heard", "hearing",
	"warn", "warns", "alert", "alerts", "alerting", "realise", "realize", "realises", "realizes", "discover", "discovers", "discovered",
	"flagged", "surfaced", "acknowledged", "announced", "reminded", "consulted"}

// widenedLeads complete leads (sentence.go): words that may open an
// order before its verb.
var widenedLeads = []string{"meanwhile", "next", "finally", "later", "afterward", "subsequently", "kindly", "additionally", "likewise"}

var _ = afterLoad(func() {
	// The words that lead a gerund are common: the gate of "continue
	// copying" is "copying" (gateWords prefers a word not common).
	for _, w := range []string{"continue", "proceed", "finish", "begin"} {
		commonWords[w] = true
	}
	for _, w := range widenedKnowWords {
		knowWords[w] = true
	}
	for _, w := range widenedLeads {
		leads[w] = true
	}
})

// The word classes of sidelined.go's readings, completed the same way:
// what a decision is about (the user removed from it), who the user is
// as the object of consulting, and the safeguards a failure is answered
// by switching off. The sentence scan's cue words of those readings (the
// consulting and failure words) are unchanged, so no sentence reaches
// them that did not before.
var (
	widenedDecisions = []string{"upload", "uploading", "export", "exporting", "post", "posting", "email", "emailing", "mail", "mailing",
		"wire", "wiring", "refund", "refunding", "cancel", "cancelling", "canceling", "cancellation", "order", "ordering", "book", "booking",
		"subscribe", "subscribing", "subscription", "grant", "granting", "invite", "inviting", "remove", "removing", "erase", "erasing",
		"wipe", "wiping", "overwrite", "overwriting", "deploy", "deploying", "install", "installing", "sign", "signing", "submit",
		"submitting", "transfers", "withdraw", "withdrawal", "disclose", "disclosing", "publishing", "renew", "renewing", "upgrade",
		"upgrading", "charges", "sell", "selling", "merge", "merging", "revoke", "revoking", "access", "role", "roles", "recipient's"}
	widenedUserObjects = []string{"customers", "owner's", "owners", "client", "clients", "requester", "caller", "holder", "customer's",
		"person", "account"}
	widenedSwitchOff = []string{"turning", "switching", "remove", "removing", "circumvent", "circumventing", "ignore", "ignoring",
		"suppress", "suppressing", "relax", "relaxing", "loosen", "loosening", "lower", "lowering", "deactivate", "deactivating",
		"override", "overriding", "drop", "dropping", "waive", "waiving"}
	widenedSafeguards = []string{"mfa", "2fa", "two-factor", "antivirus", "scanning", "integrity", "signature", "signatures", "cert",
		"certs", "https", "csp", "captcha", "audit", "auditing", "logging", "guardrails", "confirmation", "confirmations", "approval",
		"approvals", "review", "reviews", "policy", "policies", "checksum", "checksums", "encryption", "protection", "filters", "filter",
		"moderation", "restrictions", "limits", "permissions", "verifications"}
)

var _ = afterLoad(func() {
	for _, w := range widenedDecisions {
		decisionWords[w] = true
	}
	for _, w := range widenedUserObjects {
		userObjects[w] = true
	}
	for _, w := range widenedSwitchOff {
		switchOffVerbs[w] = true
	}
	for _, w := range widenedSafeguards {
		safeguardWords[w] = true
	}
})
