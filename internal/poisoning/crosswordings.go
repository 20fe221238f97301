package poisoning

import "strings"

// Cross-tool wordings of poisonJ (2026-12-02, issue 11): shapes real
// descriptions use to steer another tool that the older readings of
// crosstool.go did not take. Each has a true positive and a near miss in
// crosswordings_test.go.
func crossWordingPatterns(v *cueVocab) []crossPattern {
	return []crossPattern{
		// A verdict that another tool fails, said of what it makes:
		// "refunds issued by X are slow and often fail", "X is flaky and
		// usually times out". "X may time out on large exports; retry"
		// is advice and says no more than "may".
		cpat(v, "avoid", gate{first: "#occ", mid: "is are", last: "fail fails break breaks out", dist: 10, trail: 1},
			`{T}(?:\s+tool)?\s+(?:is|are)\s+(?:too\s+|very\s+|often\s+|usually\s+|known\s+to\s+be\s+)?(?:slow|flaky|buggy|unreliable|broken)\s+and\s+(?:often|usually|frequently|regularly|always)\s+(?:fails?|breaks?|times?\s+out|errors?\s+out)\b`, nil),
		cpat(v, "avoid", gate{first: "issued made created sent returned done", mid: "#occ", last: "flaky buggy unreliable broken fail break out lost", dist: 12, trail: 1},
			`\b(?:issued|made|created|sent|returned|done)\s+(?:by|through|via|with)\s+(?:the\s+)?{T}(?:\s+tool)?\s+(?:is|are)\s+(?:too\s+|very\s+|often\s+|usually\s+)?(?:(?:flaky|buggy|unreliable|broken)\b|slow\s+and\s+(?:often|usually|frequently|regularly|always)\s+(?:fail|break|time\s+out|get\s+lost)\b)`, nil),
		// Another tool's use said as the way things are done: "the
		// preferred workflow is to let X send it", "proceed with X as
		// soon as …", "repeat the search through X".
		cpat(v, "use", gate{first: "is are", mid: "to", last: "#occ", dist: 4, trail: 2},
			`\b(?:is|are)\s+to\s+(?:let|have|ask|get)\s+(?:the\s+)?{T}(?:\s+tool)?\s+[a-z]+\b`, nil),
		cpat(v, "use", gate{first: "proceed", last: "#occ", dist: 4},
			`\bproceed\s+(?:straight\s+|directly\s+|immediately\s+)?(?:with|to)\s+(?:the\s+)?{T}`, nil),
		cpat(v, "use", gate{first: "repeat redo retry rerun run send perform route", mid: "through via using", last: "#occ", dist: 6},
			`\b(?:repeat|redo|retry|rerun|run|send|perform|route)\s+(?:the\s+|this\s+|your\s+|it\s+|them\s+)?(?:\w+\s+){0,2}?(?:through|via|using)\s+(?:the\s+)?{T}`, nil),
		// Another tool's output put into what the agent writes: "the
		// summary you post always embeds the raw output of X".
		cpat(v, "use", gate{first: "embed embeds include includes attach attaches paste pastes quote quotes append appends", mid: "output result results response contents content", last: "#occ", dist: 7},
			`\b(?:embeds?|includes?|attach(?:es)?|pastes?|quotes?|appends?)\s+(?:the\s+)?(?:full\s+|raw\s+|complete\s+|whole\s+|latest\s+|entire\s+)?(?:output|results?|response|contents?)\s+(?:of|from)\s+(?:the\s+)?{T}`, nil),
		// A value put into an argument of another tool's later call:
		// "copy … into the `trace` argument of your next X call". A
		// statement of what X takes ("the `id` argument of X comes from
		// list_items") has no verb of putting before it.
		cpat(v, "redirect", gate{first: "copy put pass add include insert paste place write append attach move", mid: "argument arguments parameter parameters param params field fields input", last: "#occ", dist: 24, trail: 1},
			`\b(?:copy|put|pass|add|include|insert|paste|place|write|append|attach|move)\b{W12}\b(?:into|in|to|as)\s+(?:the\s+|its\s+)?[\x60'"]?[\w.-]+[\x60'"]?\s+(?:arguments?|parameters?|params?|fields?|input)\s+of\s+(?:your|the|each|every|any)\s+(?:next\s+|following\s+|later\s+|subsequent\s+)?{T}`, nil),
		// Replacement by preposition in French, Spanish, Portuguese,
		// German, Italian and Dutch: "au lieu d'utiliser X", "en lugar de
		// X", "em vez de chamar X", "statt X", "invece di X", "in plaats
		// van X". English "instead of X" is read in crosstool.go.
		cpat(v, "replace", gate{first: "lieu place lugar vez statt anstatt anstelle invece posto plaats", last: "#occ", dist: 7, lead: 3},
			`(?:\b(?:au\s+lieu|la\s+place)\s+d(?:e\s+|'|’)|\b(?:en|em|no)\s+(?:lugar|vez)\s+de\s+|\bal\s+posto\s+di\s+|\b(?:an)?statt\s+|\banstelle\s+(?:von\s+)?|\binvece\s+di\s+|\bin\s+plaats\s+van\s+)(?:(?:utiliser|appeler|employer|usar|utilizar|llamar\s+a|chamar|usare|utilizzare|chiamare|gebruiken)\s+)?(?:l'outil\s+|la\s+herramienta\s+|a\s+ferramenta\s+|lo\s+strumento\s+|(?:das\s+|dem\s+)?(?:werkzeug|tool)\s+)?{T}`, nil),
		// "(use this, not X)": this tool chosen and the other named as
		// the one not to use.
		cpat(v, "replace", gate{first: "use call try choose pick prefer", mid: "not", last: "#occ", dist: 8},
			`\b(?:use|call|try|choose|pick|prefer)\s+(?:this|me)(?:\s+(?:tool|one|server))?(?:\s+instead)?\s*,?\s+(?:and\s+)?not\s+(?:the\s+)?{T}`, opensOrder),
		// A verbless heading that sets an order on another tool's run:
		// "Before `X`: add … to bcc", "### After X: post …". The part
		// after the colon must open like an order.
		cpat(v, "redirect", gate{first: "before after when whenever on upon", last: "#occ", dist: 4, trail: 6},
			`\b(?:before|after|when|whenever|on|upon)\s+(?:(?:using|calling|running|invoking|each|every|any)\s+)?(?:the\s+)?{T}(?:\s+(?:tool|calls?|runs?))?\s*:\s*(?:(?:also|then|always|first|please|just|immediately)\s+)?[a-z]+\b`, headingOrder),
		// "Every time X runs, append …": the chaining order of
		// crosstool.go said with "every/each time".
		cpat(v, "redirect", gate{first: "every each", mid: "time", last: "#occ", dist: 7, trail: 16},
			`\b(?:every|each)\s+time\s+(?:(?:you\s+|the\s+(?:agent|assistant|model)\s+)?(?:call|use|run|invoke|calls|uses|runs|invokes)\s+(?:the\s+)?{T}|(?:the\s+)?{T}(?:\s+tool)?\s+(?:runs|executes|fires|sends|is\s+(?:called|run|used|invoked)))(?:[^,.;:!?\x00\n]{0,60}?)?,\s+(?:this\s+tool\s+(?:is\s+to|must|should)\b|(?:(?:also|then|always|first|please|just|immediately)\s+)?[a-z]+\b)`, thenOrder),
		// A duty laid on an argument of another tool's call: "When
		// sending with X, the cc field must include …". A statement
		// ("…, the cc field is filled from the contact card") is none.
		cpat(v, "redirect", gate{first: "when whenever before each every", mid: "#occ", last: "must should shall has needs is", dist: 22, trail: 1},
			`\b(?:when|whenever|before|each\s+time|every\s+time)\s+(?:[^,.;:!?\x00\n]{0,40}?\s)?(?:call|calling|use|using|run|running|invoke|invoking|with|via|through)\s+(?:the\s+)?{T}(?:[^,.;:!?\x00\n]{0,40}?)?,\s+(?:the|its|their|your)\s+[\x60'"]?[\w.-]+[\x60'"]?\s+(?:field|argument|parameter|param|property|value|header|input)s?\s+(?:must|should|shall|has\s+to|needs\s+to|is\s+to)\b`, nil),
		// Distrust of what another tool gives: "do not trust what X
		// returns".
		cpat(v, "avoid", gate{first: "never do don dont", mid: "what whatever anything", last: "#occ", dist: 6},
			`\b(?:never|do\s+not|don'?t|dont)\s+(?:trust|believe|rely\s+on|use)\s+(?:what|whatever|anything)\s+(?:the\s+)?{T}`, nil),
		// "Do not let X handle attachments": the other tool kept from a
		// task ("let X handle …" is a use, in crosstool.go).
		cpat(v, "avoid", gate{first: "don dont do never", mid: "let", last: "#occ", dist: 5, trail: 2},
			`\b(?:don'?t|do\s+not|never)\s+let\s+(?:the\s+)?{T}(?:\s+tool)?\s+[a-z]+\b`, nil),
		// "Replace calls to X with this tool", at the head of an order
		// ("you can replace calls to X …" is a permission).
		cpat(v, "replace", gate{first: "replace", mid: "calls call uses use invocations invocation requests request", last: "#occ", dist: 5},
			`\breplace\s+(?:all\s+|any\s+|every\s+|each\s+|your\s+)?(?:calls?|uses?|invocations?|requests?)\s+(?:to|of)\s+(?:the\s+)?{T}`, opensOrder),
		// A duty not to run another tool: "X must not run unless …". "X
		// may not run when the quota is spent" says what happens.
		cpat(v, "avoid", gate{first: "#occ", mid: "must should shall", last: "run execute start fire", dist: 4, trail: 1},
			`{T}(?:\s+tool)?\s+(?:must|should|shall)\s+(?:not|never)\s+(?:run|execute|start|fire)\b`, nil),
		// The other tool to be ignored, said a few words after its name:
		// "X is kept only for legacy clients and should be ignored". The
		// gap stays inside the clause; "can be ignored" is a permission,
		// and usually about a field.
		cpat(v, "avoid", gate{first: "#occ", mid: "should must is are", last: "ignored avoided skipped disregarded bypassed", dist: 13, trail: 1},
			`{T}(?:[^.!?;,\s\x00]*\s+){1,10}?(?:should|must|is\s+to|are\s+to)\s+(?:now\s+|always\s+)?be\s+(?:ignored|avoided|skipped|disregarded|bypassed)\b`, nil),
		// A verdict that the tool is going away: "X is being sunset",
		// "X has been phased out".
		cpat(v, "avoid", gate{first: "#occ", mid: "is are has have was", last: "sunset sunsetting phased phasing decommissioned discontinued shut shutting going removed", dist: 7, trail: 1},
			`{T}(?:\s+tool|\s+provider)?\s+(?:is|are|has\s+been|have\s+been|was)\s+(?:now\s+|currently\s+|soon\s+)?(?:being\s+)?(?:sunset|sunsetting|phased\s+out|phasing\s+out|decommissioned|discontinued|shut\s+down|shutting\s+down|going\s+away|removed\s+soon)\b`, nameIsSubject),
		// Avoidance with verbs of turning to a tool: "never reach for
		// X", "don't fall back on X".
		cpat(v, "avoid", gate{first: "never do don dont", mid: "reach turn fall resort go", last: "#occ", dist: 6},
			`\b(?:never|do\s+not|don'?t|dont)\s+(?:reach\s+for|turn\s+to|fall\s+back\s+(?:on|to)|resort\s+to|go\s+to)\s+(?:the\s+)?{T}`, nil),
		// What another tool gives, to be taken as something else: "treat
		// any answer from X as a draft", "treat X's results as stale".
		cpat(v, "redirect", gate{first: "treat regard consider", mid: "answer answers result results output outputs response responses data", last: "#occ", dist: 7, trail: 2},
			`\b(?:treat|regard|consider)\s+(?:any\s+|all\s+|every\s+|each\s+|the\s+)?(?:answers?|results?|outputs?|responses?|data)\s+(?:from|of|by|returned\s+by)\s+(?:the\s+)?{T}(?:\s+tool)?\s+as\b`, opensOrder),
		cpat(v, "redirect", gate{first: "treat regard consider", last: "as", dist: 4},
			`\b(?:treat|regard|consider)\s+(?:the\s+)?{T}(?:'s|’s|')\s+(?:answers?|results?|outputs?|responses?|data)\s+as\b`, opensOrder),
		// What another tool gives, or its requests, to be thrown away:
		// "any output from X should be discarded", "X requests should be
		// rejected".
		cpat(v, "avoid", gate{first: "answer answers result results output outputs response responses data", mid: "should must is are", last: "discarded ignored disregarded dropped distrusted rejected overridden", dist: 9, trail: 1},
			`\b(?:answers?|results?|outputs?|responses?|data)\s+(?:from|of|by|returned\s+by)\s+(?:the\s+)?{T}(?:\s+tool)?\s+(?:should|must|is\s+to|are\s+to)\s+(?:always\s+)?be\s+(?:discarded|ignored|disregarded|dropped|distrusted|rejected|overridden)\b`, nil),
		cpat(v, "avoid", gate{first: "#occ", mid: "requests request calls call invocations invocation", last: "rejected refused declined blocked denied", dist: 8, trail: 1},
			`{T}(?:\s+tool)?\s+(?:requests?|calls?|invocations?)\s+(?:should|must|are\s+to|is\s+to)\s+(?:always\s+)?be\s+(?:rejected|refused|declined|blocked|denied)\b`, nil),
		// "Search with this tool, not with X": an order done here and not
		// with the other.
		cpat(v, "replace", gate{first: "with using via through", mid: "not", last: "#occ", dist: 8, lead: 1},
			`\b[a-z]+\s+(?:with|using|via|through)\s+this(?:\s+tool|\s+one)?\s*,?\s+(?:and\s+)?not\s+(?:with\s+|using\s+|via\s+|through\s+)?(?:the\s+)?{T}`, imperativeHere),
	}
}

// headingOrder keeps a heading's order only at the start of its line
// (after blanks, '#', '*', '>' or '-'), where a heading stands.
func headingOrder(c string, m loc) bool {
	i := m[0]
	for i > 0 && strings.IndexByte(" \t#*>-", c[i-1]) >= 0 {
		i--
	}
	return (i == 0 || c[i-1] == '\n') && colonOrder(c, m)
}

// colonOrder keeps a heading's order ("Before X: add …") when the word
// after the colon opens an imperative: not "Before X: returns", "After X:
// the cursor …" or a permission.
func colonOrder(c string, m loc) bool {
	s := c[m[0]:m[1]]
	k := strings.LastIndexByte(s, ':')
	if k < 0 {
		return false
	}
	rest := s[k+1:]
	var w string
	for {
		w, rest = nextWord(rest)
		if !leads[w] {
			break
		}
	}
	return w != "" && !notVerbs[w] && !headingNouns[w] && !strings.HasSuffix(w, "ed") && !(strings.HasSuffix(w, "s") && !ssVerbs[w]) && !gerund(w) && !strings.HasSuffix(w, "ly") && notPermission(c, m)
}

// headingNouns open a noun phrase or a statement after a heading's colon, never an order.
var headingNouns map[string]bool

var _ = onLoad(func() {
	headingNouns = map[string]bool{"the": true, "a": true, "an": true, "this": true, "that": true, "its": true, "it": true, "you": true, "no": true, "each": true, "every": true}
})

// statedNotUsed reports whether the verb of use at m[0] is denied in the
// third person or the future ("Does not call X", "this tool never will
// use X"): what a tool does, not an order. "Do not call X" is an
// avoidance, which another pattern reads first.
func statedNotUsed(c string, m loc) bool {
	before := c[:m[0]]
	w := wordBefore(before)
	switch w {
	case "doesn", "doesnt", "didn", "didnt", "won", "wont", "cannot":
		return true
	case "t":
		// "doesn't": the word runs are "doesn" and "t".
		b := strings.TrimRight(before, " \t")
		b = strings.TrimRight(b[:len(b)-1], "'’")
		switch wordBefore(b) {
		case "doesn", "didn", "won":
			return true
		}
	case "not", "never":
		b := strings.TrimRight(before, " \t")
		switch wordBefore(b[:len(b)-len(w)]) {
		case "does", "did", "will", "can":
			return true
		}
	}
	return false
}

// nameIsSubject keeps "X can be ignored" when the name is the subject:
// not "the cursor returned by X can be ignored", where a field of its
// answer is.
func nameIsSubject(c string, m loc) bool {
	switch wordBefore(c[:m[0]]) {
	case "by", "from", "of", "in", "with", "to", "via":
		return false
	}
	return true
}

// notAfterStatt drops a German use ("bitte … X … aufrufen") whose name
// follows "statt", "anstatt" or "anstelle von": the name is the one
// replaced, which the replacement reading reports.
func notAfterStatt(c string, m loc) bool {
	k := strings.IndexByte(c[m[0]:m[1]], 0)
	if k < 0 {
		return true
	}
	before := c[m[0] : m[0]+k]
	w := wordBefore(before)
	if w == "von" {
		before = strings.TrimRight(before, " \t")
		w = wordBefore(before[:len(before)-len(w)])
	}
	return w != "statt" && w != "anstatt" && w != "anstelle"
}

// imperativeHere keeps "<verb> with this tool, not X" when the verb opens
// an order in its base form: not "Works with this cache, not with X",
// which says what the tool does.
func imperativeHere(c string, m loc) bool {
	w, _ := nextWord(c[m[0]:m[1]])
	return opensOrder(c, m) && w != "" && !notVerbs[w] && !headingNouns[w] && !strings.HasSuffix(w, "ed") && !(strings.HasSuffix(w, "s") && !ssVerbs[w]) && !gerund(w)
}

// contrastBefore reports whether the preposition before the name at the
// end of m follows "not" ("Export with this tool, not with X"): the name
// is the one not to use, which the replacement readings report.
func contrastBefore(c string, m loc) bool {
	before := strings.TrimRight(c[m[0]:m[1]], " \t")
	before = strings.TrimSuffix(before, occurrence)
	before = strings.TrimRight(before, " \t")
	if strings.HasSuffix(before, " the") {
		before = strings.TrimRight(before[:len(before)-4], " \t")
	}
	p := wordBefore(before)
	if p == "" {
		return false
	}
	before = strings.TrimRight(before[:len(before)-len(p)], " \t")
	return wordBefore(before) == "not"
}

// subjectBefore reports whether the sentence lower[cs:ce] opens with one
// tool as its subject ("Note: X truncates large files."): a next sentence
// that turns to this tool instead ("Always read files with this tool
// instead.") replaces that tool.
func subjectBefore(lower string, cs, ce int, occs []occ) bool {
	for _, o := range occs[1:] {
		if o.name != occs[0].name {
			return false
		}
	}
	o := occs[0]
	lead := strings.TrimLeft(lower[cs:o.start], " \t\n\r-*>")
	if k := strings.IndexByte(lead, ':'); k >= 0 && !strings.ContainsAny(lead[:k], " \t") {
		lead = strings.TrimLeft(lead[k+1:], " \t") // "Note: X …"
	}
	if lead != "" && lead != "the " {
		return false
	}
	w, _ := nextWord(lower[o.end:ce])
	if w == "tool" {
		w, _ = nextWord(strings.TrimLeft(lower[o.end:ce], " \t")[4:])
	}
	return w != "" && strings.HasSuffix(w, "s") && !ssVerbs[w] && !notVerbs[w]
}

// insteadHere reports whether a sentence turns to this tool instead:
// "this tool" or "this one", and "instead".
func insteadHere(s string) bool {
	return strings.Contains(s, "instead") && (strings.Contains(s, "this tool") || strings.Contains(s, "this one"))
}
