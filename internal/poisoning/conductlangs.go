package poisoning

import "strings"

// The classes of carried.go, agentacts.go, a preset value against the
// user's wish (wishes.go) and a scripted claim (claims.go) in Spanish,
// French, German, Portuguese and Italian (poisonX8, 2026-12-04). Those
// readings parse English; these look for the same parts as phrases of
// each language, in one sentence:
//
//   - the agent's conduct: an agent noun, then, in the same sentence and
//     not negated between them, a mark that the act is covert or
//     unasked ("en silencio", "stillschweigend", "sem
//     perguntar", "senza chiedere");
//   - a preset against the wish: a word of presetting ("predeterminado",
//     "par défaut", "voreingestellt", "padrão", "preimpostata") and a
//     concession to whatever the person asks ("diga lo que diga",
//     "quoi que demande", "egal, was", "independentemente do que",
//     "qualunque … chieda");
//   - text the agent writes carrying private data: a relative clause of
//     composing ("que adjuntas", "que tu envoies", "die du … schreibst"),
//     then a verb of holding, then private data or a secret;
//   - a script: an official answer ("la respuesta oficial es que", "la
//     réponse officielle … est que") with a concession against the facts
//     ("aunque", "même si", "obwohl", "mesmo que", "anche se").
//
// Near misses, in each language's sets: the same surfaces with the act
// asked for, shown or refused ("nunca … sin el acuerdo", "muestra el
// estado"), a preset the user may change, text that carries the user's
// own details, and answers that say what is known.

const (
	reasonConductLang = "describes, as a fact, an act of the agent's done covertly or unasked [request: act; the agent's conduct stated]"
	reasonPresetLang  = "sets a value against whatever the user asks [request: override the user; concession]"
	reasonCarriedLang = "says that text the agent writes carries private data or a secret [request: disclose; a convention about the call's own text]"
	reasonScriptLang  = "scripts a claim for the user whatever the facts [request: hide or misstate; scripted claim]"
)

// conductLangWords are the sentence scan's cue words of the readings:
// function words of the five languages, which an English sentence seldom
// holds, so that English text does not pay for the phrase search.
const conductLangWords = "que che du der die das und les des del della dos el il une einer le la un au aux et est pour avec l d qu chaque"

type conductLang struct {
	agents, covert, negs     []string
	presets, concede         []string
	composed, holds, private []string
	scripts, againstFacts    []string
	partial                  []string // "the last four digits of": a part that identifies nothing
	automatic, parties       []string // an automatic act is the agent's harm only toward another party
}

var conductLangs = []conductLang{
	{ // Spanish
		agents:       []string{"el asistente", "los asistentes", "el agente"},
		covert:       []string{"en silencio", "silenciosamente", "sin preguntar", "sin avisar", "sin decir", "sin indicar", "a escondidas"},
		negs:         []string{" no ", " nunca ", " jamás "},
		presets:      []string{"predeterminad", "por defecto", "preseleccionad"},
		concede:      []string{"diga lo que diga", "pida lo que pida", "elija lo que elija", "sin importar lo que", "independientemente de lo que"},
		composed:     []string{"que adjuntas", "que envías", "que escribes", "que mandas", "que redactas", "que preparas"},
		holds:        []string{"incluye", "contiene", "lleva", "indica", "menciona", "muestra"},
		private:      []string{"número de tarjeta", "contraseña", "diagnóstico", "seguridad social", "iban", "pasaporte", "fecha de nacimiento"},
		scripts:      []string{"respuesta oficial", "explicación oficial", "respuesta estándar", "respuesta habitual"},
		againstFacts: []string{"aunque ", "incluso si", "aun cuando"},
		partial:      []string{"últimos cuatro", "últimas cuatro"},
		automatic:    []string{"automáticamente", "de forma automática"},
		parties:      []string{"socio", "tercero", "terceros", "proveedor", "público", "anunciante", "aseguradora"},
	},
	{ // French
		agents:       []string{"l'assistant", "l’assistant", "les assistants", "l'agent", "l’agent"},
		covert:       []string{"en silence", "silencieusement", "sans demander", "sans prévenir", "discrètement", "sans le dire", "sans l'indiquer"},
		negs:         []string{" ne ", " n'", " n’", " jamais ", " pas "},
		presets:      []string{"par défaut", "par defaut", "présélectionn", "préréglé"},
		concede:      []string{"quoi que", "quel que soit", "quelle que soit", "peu importe ce que", "indépendamment de ce que"},
		composed:     []string{"que tu envoies", "que tu écris", "que tu joins", "que tu rédiges", "que tu prépares", "que vous envoyez", "que vous écrivez"},
		holds:        []string{"contient", "inclut", "comporte", "indique", "mentionne", "reprend"},
		private:      []string{"numéro de carte", "mot de passe", "diagnostic", "sécurité sociale", "iban", "passeport", "date de naissance"},
		scripts:      []string{"réponse officielle", "explication officielle", "réponse standard", "réponse habituelle"},
		againstFacts: []string{"même si", "même s'", "même s’", "bien que", "alors que"},
		partial:      []string{"quatre derniers", "quatre dernières"},
		automatic:    []string{"automatiquement"},
		parties:      []string{"partenaire", "tiers", "prestataire", "public", "annonceur", "assureur"},
	},
	{ // German
		agents:       []string{"der assistent", "die assistenten", "der agent"},
		covert:       []string{"stillschweigend", "ohne zu fragen", "ohne nachzufragen", "heimlich", "unbemerkt", "ohne es zu erwähnen"},
		negs:         []string{" nicht ", " nie ", " niemals ", " kein"},
		presets:      []string{"voreingestellt", "standardmäßig", "standardmassig", "vorausgewählt"},
		concede:      []string{"egal, was", "egal was", "was auch immer", "unabhängig davon, was", "gleichgültig, was"},
		composed:     []string{"die du ", "den du ", "das du "},
		holds:        []string{"nennt", "enthält", "umfasst", "zeigt", "führt", "gibt"},
		private:      []string{"iban", "passwort", "kennwort", "pin", "kartennummer", "diagnose", "sozialversicherungsnummer", "geburtsdatum"},
		scripts:      []string{"offizielle antwort", "offizielle erklärung", "standardantwort"},
		againstFacts: []string{"obwohl", "auch wenn", "selbst wenn"},
		partial:      []string{"letzten vier"},
		automatic:    []string{"automatisch"},
		parties:      []string{"partner", "dritte", "anbieter", "öffentlich", "werbe", "versicherung"},
	},
	{ // Portuguese
		agents:       []string{"o assistente", "os assistentes", "o agente", "pelo assistente", "pelo agente"},
		covert:       []string{"sem perguntar", "sem avisar", "sem indicar", "sem dizer", "em silêncio", "silenciosamente", "às escondidas"},
		negs:         []string{" não ", " nunca ", " jamais "},
		presets:      []string{"padrão", "predefinid", "pré-selecionad"},
		concede:      []string{"independentemente do que", "o que quer que", "seja o que for que", "não importa o que"},
		composed:     []string{"que você envia", "que você escreve", "que você anexa", "que envias", "que escreves"},
		holds:        []string{"inclui", "contém", "leva", "indica", "menciona", "mostra"},
		private:      []string{"número do cartão", "senha", "diagnóstico", "cpf", "iban", "passaporte", "data de nascimento"},
		scripts:      []string{"resposta oficial", "explicação oficial", "resposta padrão"},
		againstFacts: []string{"mesmo que", "embora", "ainda que"},
		partial:      []string{"últimos quatro"},
		automatic:    []string{"automaticamente"},
		parties:      []string{"parceiro", "terceiro", "terceiros", "fornecedor", "público", "anunciante", "seguradora"},
	},
	{ // Italian
		agents:       []string{"l'assistente", "l’assistente", "gli assistenti", "l'agente", "l’agente", "dall'assistente"},
		covert:       []string{"in silenzio", "senza chiedere", "senza avvisare", "di nascosto", "senza dirlo", "senza indicare"},
		negs:         []string{" non ", " mai "},
		presets:      []string{"preimpostat", "predefinit", "di default"},
		concede:      []string{"qualunque cosa", "qualsiasi cosa", "qualunque ", "indipendentemente da ciò che", "a prescindere da ciò che"},
		composed:     []string{"che invii", "che scrivi", "che alleghi", "che prepari", "che redigi"},
		holds:        []string{"include", "contiene", "riporta", "indica", "menziona"},
		private:      []string{"numero di carta", "password", "diagnosi", "codice fiscale", "iban", "passaporto", "data di nascita"},
		scripts:      []string{"spiegazione ufficiale", "risposta ufficiale", "risposta standard"},
		againstFacts: []string{"anche se", "benché", "sebbene"},
		partial:      []string{"ultime quattro", "ultimi quattro"},
		automatic:    []string{"automaticamente"},
		parties:      []string{"partner", "terzi", "fornitore", "pubblic", "inserzionist", "assicurazion"},
	},
}

// conductLangReadings reads the sentence t[cs:ce] (see the file comment).
func conductLangReadings(t string, cs, ce int, found func(start, end int, reason string)) {
	c := t[cs:ce]
	low := strings.ToLower(c)
	if len(low) != len(c) {
		return // a rune whose lower case has another length: offsets would not map
	}
	for i := range conductLangs {
		lg := &conductLangs[i]
		for _, r := range [...]struct {
			read   func(string) (int, int, bool)
			reason string
		}{
			{lg.conduct, reasonConductLang},
			{func(l string) (int, int, bool) { return pairAfter(l, lg.presets, lg.concede) }, reasonPresetLang},
			{lg.carried, reasonCarriedLang},
			{func(l string) (int, int, bool) { return pairAfter(l, lg.scripts, lg.againstFacts) }, reasonScriptLang},
		} {
			if s, e, ok := r.read(low); ok {
				found(cs+s, cs+e, r.reason)
				return
			}
		}
	}
}

// conduct finds an agent noun and, after it, a covert mark with no
// negation between them.
func (lg *conductLang) conduct(low string) (int, int, bool) {
	at, ok := chain(low, 160, lg.agents, lg.covert)
	if !ok {
		// "L'assistant transmet automatiquement … à l'assureur partenaire":
		// automatic, and toward another party.
		if at, ok = chain(low, 160, lg.agents, lg.automatic, lg.parties); !ok {
			return 0, 0, false
		}
		at[1] = at[2]
	}
	between := " " + low[at[0][1]:at[1][0]] + " "
	for _, n := range lg.negs {
		if strings.Contains(between, n) {
			return 0, 0, false
		}
	}
	return at[0][0], at[1][1], true
}

// carried finds a relative clause of composing, then a verb of holding,
// then private data.
func (lg *conductLang) carried(low string) (int, int, bool) {
	at, ok := chain(low, 80, lg.composed, lg.holds, lg.private)
	if !ok {
		return 0, 0, false
	}
	he, p := at[1][1], at[2][0]
	if q, _ := firstOf(low, lg.partial, max(he, p-40)); q >= 0 && q < p {
		return 0, 0, false // "die letzten vier Ziffern der IBAN"
	}
	return at[0][0], at[2][1], true
}

// pairAfter finds a phrase of first and, within 200 bytes after it, one
// of second.
func pairAfter(low string, first, second []string) (int, int, bool) {
	at, ok := chain(low, 200, first, second)
	if !ok {
		return 0, 0, false
	}
	return at[0][0], at[1][1], true
}

// chain finds a phrase of each list (at most three) in turn, each
// starting at most gap bytes after the previous one ends, and returns
// their spans.
func chain(low string, gap int, lists ...[]string) (at [3][2]int, ok bool) {
	from := 0
	for k, ps := range lists {
		s, e := firstOf(low, ps, from)
		if s < 0 || k > 0 && s-from > gap {
			return at, false
		}
		at[k] = [2]int{s, e}
		from = e
	}
	return at, true
}

// firstOf returns the earliest occurrence at or after from of any phrase
// of ps that starts a word, and its end; -1 when there is none.
func firstOf(low string, ps []string, from int) (int, int) {
	best, end := -1, -1
	for _, p := range ps {
		for k := from; k < len(low); {
			i := strings.Index(low[k:], p)
			if i < 0 {
				break
			}
			i += k
			if i == 0 || !isWordByte(low[i-1]) && low[i-1] < 0x80 {
				if best < 0 || i < best {
					best, end = i, i+len(p)
				}
				break
			}
			k = i + 1
		}
	}
	return best, end
}
