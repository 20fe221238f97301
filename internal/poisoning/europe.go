package poisoning

// Orders in Spanish, French, Portuguese, Italian and German that the
// English scorer's word classes missed (poisonH, 2026-12-02, from a fresh
// set written before reading this package). The scorer already reads
// these languages' imperatives, modals and agent nouns; what was missing
// were the verbs an order puts after its modal — "el asistente debe leer
// … y enviar …", "du musst … einlesen und … mitsenden" — so only the
// modal and the target were seen, and the places, secrets, adverbs of
// secrecy and overrides those orders name. Each class below is the
// English class the scorer already has, said in the other languages.
func addEuropeanOrders(add func(string, cue)) {
	// Infinitives of reading, sending and putting: a request only after a
	// modal, and only with a target, as the English participles are.
	add("leer, lire, ler, leggere, lesen, einlesen, auslesen",
		cue{req: rqRead, weight: 1, flags: fgNegatable | fgNeedsTarget | fgNeedsModal})
	add("enviar, mandar, reenviar, incluir, copiar, pegar, adjuntar, guardar, "+
		"envoyer, renvoyer, transmettre, joindre, coller, "+
		"colar, salvar, anexar, "+
		"inviare, includere, copiare, incollare, allegare, salvare, "+
		"senden, mitsenden, schicken, mitschicken, übermitteln, anhängen, beifügen",
		cue{req: rqDisclose, weight: 1, flags: fgNegatable | fgNeedsTarget | fgNeedsModal})
	// German duty said to "du" and "ihr".
	add("musst, müsst, sollst, solltest, sollt", cue{req: -1, flags: fgModal})
	// Fields of the call.
	add("campo, champ, paramètre, parámetro, parametro, parâmetro, feld, im feld", cue{req: -1, target: tgField})
	// Secrets and what the user said earlier.
	add("contraseña, contraseñas, senha, senhas, mot de passe, mots de passe, passwort, passwörter, "+
		"claves api, clave api, clés api, clé api, chaves de api, chave de api, chiavi api, chiave api, api-schlüssel, "+
		"credenciales, identifiants, credenciais, credenziali, zugangsdaten, "+
		"mensajes anteriores, messages précédents, mensagens anteriores, messaggi precedenti, frühere nachrichten, "+
		"cronologia della chat, historique complet, historial completo, histórico completo, chatverlauf",
		cue{req: -1, target: tgSecret})
	// Adverbs of secrecy, weighed as "quietly" is.
	add("discretamente, silenciosamente, sigilosamente, calladamente, silencieusement, furtivement, in sordina, unauffällig",
		cue{req: rqHide, weight: 2})
	// "Do not explain", said to the agent about the user.
	add("no le expliques, no les expliques, no expliques, ne lui explique pas, ne lui expliquez pas, n'explique pas, n'expliquez pas, "+
		"non spiegare, non spiegargli, non spiegarle, não explique, não lhe expliques, não expliques, erkläre nicht, erkläre es nicht, erkläre ihm nicht",
		cue{req: rqHide, weight: 3})
	// "Without asking", as the English idiom weighs.
	add("keine rückfragen, ohne zu fragen, sans demander, sin preguntar, sem perguntar, senza chiedere", cue{req: rqHide, weight: 3})
	// The agent named as a model, and the rules as German compounds.
	add("modell, dem modell, das modell", cue{req: -1, flags: fgAgent})
	add("systemanweisungen, systemvorgaben, sicherheitsregeln, sicherheitsrichtlinien, vorgaben", cue{req: -1, target: tgRules})
	// A new version voiding every earlier instruction (a rug pull).
	add("ersetzt alle früheren, ersetzt alle bisherigen, remplace toutes les, reemplaza todas las, sustituye todas las, "+
		"sostituisce tutte le, substitui todas as", cue{req: rqOverride, weight: 2, flags: fgNegatable})
}

// germanFinalModals are the modals German places last in a subordinate
// clause ("…, dass du sie mitsenden musst").
var germanFinalModals map[string]bool

var _ = onLoad(func() {
	germanFinalModals = map[string]bool{"muss": true, "musst": true, "müssen": true, "müsst": true, "soll": true, "sollst": true,
		"sollen": true, "sollt": true, "solltest": true, "sollte": true, "sollten": true}
})

// modalLast reports whether a German modal closes the sentence, after the
// verbs it governs: the infinitives before it are then ordered, as they
// are after an English "must".
func modalLast(ws []word) bool {
	return len(ws) > 2 && germanFinalModals[ws[len(ws)-1].lower]
}

// europeanCrossPatterns are directives about another tool that the
// patterns of crosstool.go miss when the tool is introduced by its noun or
// replaced in another language (poisonH): data sent "to the tool X" ("envoie
// l'historique à l'outil `sync_notes`", "send it to the tool `x`"). "Instead
// of X" in other languages is crosswordings.go's.
func europeanCrossPatterns(v *cueVocab) []crossPattern {
	return []crossPattern{
		cpat(v, "use", gate{first: "outil herramienta strumento ferramenta werkzeug tool", last: "#occ", dist: 1, lead: 14},
			`(?:^|[\s,;:(])(?:envoie|envoyez|transmets|transmettez|renvoie|envía|envia|manda|mande|reenvía|reenvia|invia|inviate|inoltra|envie|encaminhe|sende|schicke|schick|übermittle|leite|send|forward|pass|hand|upload)\b{W8}`+
				`(?:à\s+l'outil|a\s+la\s+herramienta|allo\s+strumento|al\s+tool|(?:para\s+)?a\s+ferramenta|à\s+ferramenta|an\s+(?:das\s+)?(?:werkzeug|tool)|to\s+the\s+tool)\s+{T}`, orderedSend),
	}
}
