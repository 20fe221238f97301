package poisoning

import "strings"

// Orders about the code the agent writes for the user (poisonF,
// 2026-12-02, issue 11). A coding agent writes what a description tells it
// to, and the user runs it: a poisoned description plants a dependency, a
// remote script, a universal password or a disabled check in it. Honest
// coding tools give advice about style and safety ("follow the project's
// naming conventions", "pin actions to a commit SHA"); they do not ask for
// additions the user did not request. The reading takes a sentence
//
//   - whose scope is what the agent authors: a noun of code or
//     configuration (code, handler, project, workflow, pipeline, script,
//     Dockerfile, config, module, migration, test …) followed within three
//     words by "you" and a verb of authoring (write, generate, create,
//     edit, touch, produce, scaffold, build, modify), or "when you
//     write/generate code", or "generated code";
//   - or that asks for an addition even when the user does not ("even when
//     not asked", "even if the user doesn't ask", "mesmo que o usuário não
//     peça", "aunque el usuario no lo pida", "même si l'utilisateur ne le
//     demande pas", "auch wenn der Nutzer nicht danach fragt", "anche se
//     l'utente non lo chiede");
//
// and in it, not negated, one of: a dependency added (add, include, pin,
// install, import, require with a package, library, dependency or module,
// or with a `require(…)`/`import …` snippet, or pin/install with a name in
// backticks), fetched code piped into a shell ("curl … | bash"), a
// credential accepted for any account, or a check switched off (disable,
// skip, remove, comment out, turn off, bypass with a check, verification,
// validation, expiry, signature, CSRF, TLS/SSL or certificate). An
// unrequested addition needs only a verb of adding. A condition on the
// user's request ("if the user asks, add …") is the honest shape and is
// not read.

const reasonCodeSteer = "tells the agent to plant something the user did not ask for in the code or configuration it writes [request: steer generated code]"

// codeSteerWords are the sentence scan's cue words.
const codeSteerWords = "change changes commit commits patch patches diff diffs code snippet snippets handler handlers project projects workflow workflows pipeline pipelines script scripts dockerfile dockerfiles " +
	"config configs configuration module modules migration migrations generated ask asked requested unasked pida demande fragt chiede pedir " +
	"test tests function functions file files app apps service services component components endpoint endpoints class classes program programs " +
	"command commands"

var (
	codeNounsAuthored map[string]bool
	_                 = onLoad(func() {
		codeNounsAuthored = map[string]bool{"code": true, "snippet": true, "snippets": true, "handler": true, "handlers": true, "project": true, "projects": true,
			"workflow": true, "workflows": true, "pipeline": true, "pipelines": true, "script": true, "scripts": true, "dockerfile": true, "dockerfiles": true,
			"config": true, "configs": true, "configuration": true, "module": true, "modules": true, "migration": true, "migrations": true, "test": true,
			"tests": true, "function": true, "functions": true, "file": true, "files": true, "app": true, "apps": true, "service": true, "services": true,
			"component": true, "components": true, "endpoint": true, "endpoints": true, "class": true, "classes": true, "program": true, "programs": true,
			"change": true, "changes": true, "commit": true, "commits": true, "patch": true, "patches": true, "diff": true, "diffs": true}
	})
	authorVerbs map[string]bool
	_           = onLoad(func() {
		authorVerbs = map[string]bool{"write": true, "generate": true, "create": true, "edit": true, "touch": true, "produce": true, "scaffold": true,
			"build": true, "modify": true, "author": true, "output": true}
	})
	addVerbs map[string]bool
	_        = onLoad(func() {
		addVerbs = map[string]bool{"add": true, "include": true, "pin": true, "install": true, "import": true, "require": true, "insert": true, "inject": true,
			"bundle": true, "inclua": true, "adicione": true, "instale": true, "incluye": true, "añade": true, "agrega": true, "instala": true,
			"ajoute": true, "ajoutez": true, "inclus": true, "incluez": true, "installe": true, "installez": true, "füge": true, "installiere": true,
			"aggiungi": true, "includi": true, "installa": true}
	})
	depNouns map[string]bool
	_        = onLoad(func() {
		depNouns = map[string]bool{"dependency": true, "dependencies": true, "package": true, "packages": true, "library": true, "libraries": true,
			"module": true, "biblioteca": true, "librería": true, "dependencias": true, "dependências": true, "bibliothèque": true, "dépendances": true,
			"bibliothek": true, "abhängigkeiten": true, "libreria": true, "dipendenze": true, "postinstall": true,
			// The places a dependency is declared: "add it to the manifest".
			"manifest": true, "package.json": true, "go.mod": true, "pom.xml": true, "build.gradle": true, "requirements.txt": true,
			"pyproject.toml": true, "cargo.toml": true, "gemfile": true, "lockfile": true}
	})
	offVerbs map[string]bool
	_        = onLoad(func() {
		offVerbs = map[string]bool{"disable": true, "skip": true, "remove": true, "comment": true, "turn": true, "bypass": true, "drop": true, "strip": true,
			"disables": true, "skips": true, "removes": true, "comments": true, "turns": true, "bypasses": true, "drops": true, "strips": true}
	})
	checkNouns map[string]bool
	_          = onLoad(func() {
		checkNouns = map[string]bool{"check": true, "checks": true, "verification": true, "validation": true, "expiry": true, "expiration": true,
			"signature": true, "csrf": true, "tls": true, "ssl": true, "certificate": true, "certificates": true, "authentication": true, "auth": true,
			"sanitization": true, "sanitisation": true, "escaping": true}
	})
	credNouns map[string]bool
	_         = onLoad(func() {
		credNouns = map[string]bool{"password": true, "passwords": true, "token": true, "key": true, "credential": true, "credentials": true, "passcode": true}
	})
)

// unrequestedPhrases say that an addition is made though the user did not
// ask for it.
var unrequestedPhrases = []string{"even when not asked", "even if not asked", "even when not requested", "even if not requested", "even unasked",
	"without being asked", "even if the user doesn't ask", "even if the user does not ask", "even when the user doesn't ask", "even when the user does not ask",
	"whether or not the user asks", "mesmo que o usuário não peça", "mesmo que o usuario não peça", "mesmo sem o usuário pedir", "aunque el usuario no lo pida",
	"aunque no lo pida", "même si l'utilisateur ne le demande pas", "même sans demande", "auch wenn der nutzer nicht danach fragt",
	"auch wenn der nutzer es nicht verlangt", "anche se l'utente non lo chiede", "anche se non richiesto"}

// unrequestedSet finds unrequestedPhrases in one pass.
var unrequestedSet *phraseSet

var _ = onLoad(func() { unrequestedSet = newPhraseSet(unrequestedPhrases) })

// codeSteer reports the sentence l[cs:ce] (lower-case folded text) when
// it plants something unrequested in the code the agent writes.
func codeSteer(words func() []lw, l string, cs, ce int, found func(start, end int, reason string)) {
	c := l[cs:ce]
	// One pass for every phrase (phraseset.go); the eight-word prefilter
	// it replaces let "mesmo sem o usuário pedir" through unread.
	unasked := unrequestedSet.first(c) >= 0
	if !unasked && !youAuthor(c) && !strings.Contains(c, "generated ") && !strings.Contains(c, "command") &&
		!strings.Contains(c, "assistant") && !strings.Contains(c, "agent") {
		return // the scope needs "you write" (or the like), "generated", the agent named or a duty on every command
	}
	ws := words()
	from := 0 // the first word a plant may start at
	if !unasked && !authoredScope(ws) {
		if from = commandDuty(ws); from < 0 {
			return
		}
	}
	for i, w := range ws {
		if (w.s == "if" || w.s == "when" || w.s == "unless" || w.s == "only") && !(i > 0 && ws[i-1].s == "even") &&
			i+3 < len(ws) && (ws[i+1].s == "the" && ws[i+2].s == "user" || ws[i+1].s == "they") {
			return // "if the user asks, add …": the user's request
		}
	}
	var neg negation
	for i, w := range ws {
		if neg.at(w) || i < from {
			continue
		}
		end := -1
		switch {
		case addVerbs[w.s]:
			if i > 0 && (ws[i-1].s == "them" || ws[i-1].s == "they" || ws[i-1].s == "user" || ws[i-1].s == "users") {
				continue // "let them add it": the user's act
			}
			if end = plantedDependency(c, ws, i); end < 0 && unasked {
				end = min(i+1, len(ws)-1)
			}
		case w.s == "curl" || w.s == "wget":
			if k := strings.IndexByte(c[w.end:min(len(c), w.end+120)], '|'); k >= 0 {
				for j := i + 1; j < len(ws); j++ {
					if ws[j].start > w.end+k {
						if shellWords[ws[j].s] {
							end = j
						}
						break
					}
				}
			}
		case w.s == "accept" || w.s == "allow" || w.s == "hardcode" || w.s == "hard":
			for k := i + 1; k < len(ws) && k <= i+8; k++ {
				if credNouns[ws[k].s] {
					for j := k + 1; j < len(ws) && j <= k+8; j++ {
						if ws[j].s == "any" || ws[j].s == "every" || ws[j].s == "all" {
							end = j
							break
						}
					}
					break
				}
			}
		case offVerbs[w.s] && !(i > 0 && (ws[i-1].s == "that" || ws[i-1].s == "which")):
			// "a change that removes a check" describes the change.
			for k := i + 1; k < len(ws) && k <= i+6; k++ {
				if checkNouns[ws[k].s] {
					for end = k; end+1 < len(ws) && checkNouns[ws[end+1].s]; end++ {
					}
					break
				}
			}
		}
		if end >= 0 {
			found(cs+w.start, cs+ws[end].end, reasonCodeSteer)
			return
		}
	}
}

// agentSubjects name the agent in the third person; authorVerbs3 are
// authorVerbs in the third person and the verbs of putting a change
// forward.
var (
	agentSubjects map[string]bool
	_             = onLoad(func() {
		agentSubjects = map[string]bool{"assistant": true, "assistants": true, "agent": true, "agents": true, "model": true, "ai": true, "bot": true, "copilot": true}
	})
	authorVerbs3 map[string]bool
	_            = onLoad(func() {
		authorVerbs3 = map[string]bool{"writes": true, "generates": true, "creates": true, "edits": true, "produces": true, "proposes": true,
			"propose": true, "makes": true, "make": true, "opens": true, "open": true, "submits": true, "submit": true, "suggests": true, "suggest": true}
	})
)

// authoredScope reports whether the sentence is about what the agent
// authors: "the handlers you write", "every workflow you generate", "when
// you write code", "generated code".
func authoredScope(ws []lw) bool {
	for i, w := range ws {
		if w.s == "generated" && i+1 < len(ws) && codeNounsAuthored[ws[i+1].s] {
			return true
		}
		if !codeNounsAuthored[w.s] {
			continue
		}
		for k := i + 1; k < len(ws) && k <= i+3; k++ {
			if ws[k].s == "you" && k+1 < len(ws) && (authorVerbs[ws[k+1].s] || k+2 < len(ws) && (ws[k+1].s == "will" || ws[k+1].s == "may") && authorVerbs[ws[k+2].s]) {
				return true
			}
		}
		if i >= 2 && ws[i-2].s == "you" && authorVerbs[ws[i-1].s] {
			return true // "when you write code"
		}
		// "any change an assistant proposes": the agent named, not
		// addressed.
		for k := i + 1; k < len(ws) && k <= i+3; k++ {
			if agentSubjects[ws[k].s] && k+1 < len(ws) && (authorVerbs3[ws[k+1].s] || authorVerbs[ws[k+1].s]) {
				return true
			}
		}
	}
	return false
}

// commandDuty returns the index of the word after the duty the sentence
// lays on every command run or written ("every shell command must begin
// with …", "all commands have to end with …"), or -1: the line-jumping
// shape, where a description rewrites each command the agent runs though
// no tool is called. What is planted comes after the duty.
func commandDuty(ws []lw) int {
	for i, w := range ws {
		if w.s != "every" && w.s != "each" && w.s != "all" && w.s != "any" {
			continue
		}
		for k := i + 1; k < len(ws) && k <= i+3; k++ {
			if ws[k].s != "command" && ws[k].s != "commands" {
				continue
			}
			for j := k + 1; j < len(ws) && j <= k+5; j++ {
				switch ws[j].s {
				case "must", "should", "shall", "needs", "need", "has", "have", "is", "are":
					return j + 1
				}
			}
		}
	}
	return -1
}

// plantedDependency returns the last word of the dependency the adding
// verb at word i adds, or -1: a noun of dependency within six words, a
// `require(…)` or `import …` snippet in backticks after it, or, for pin and
// install, any name in backticks right after it.
func plantedDependency(c string, ws []lw, i int) int {
	for k := i + 1; k < len(ws) && k <= i+6; k++ {
		if depNouns[ws[k].s] {
			return k
		}
	}
	rest := strings.TrimLeft(c[ws[i].end:], " ")
	if !strings.HasPrefix(rest, "`") {
		return -1
	}
	code := rest[1:min(len(rest), 200)] // a package name, not a page of code
	k := strings.IndexByte(code, '`')
	if k < 0 {
		return -1
	}
	code = code[:k]
	if !strings.HasPrefix(code, "require(") && !strings.HasPrefix(code, "import ") && ws[i].s != "pin" && ws[i].s != "install" {
		return -1
	}
	// The last word inside the backticks.
	close := len(c) - len(rest) + 1 + k
	j := i
	for j+1 < len(ws) && ws[j+1].end <= close {
		j++
	}
	return j
}

// foreignUnasked is a cheap test for the unrequested phrases whose words
// the ASCII scan cannot look up ("peça", "même").
func foreignUnasked(c string) bool {
	return strings.Contains(c, "peça") || strings.Contains(c, "même si")
}

// youAuthor is a cheap test before the words of c are split: "you" right
// before a verb of authoring ("you write", "you'll generate", "you will
// edit").
func youAuthor(c string) bool {
	for i := 0; ; {
		k := strings.Index(c[i:], "you")
		if k < 0 {
			return false
		}
		i += k + 3
		rest := c[i:]
		for _, p := range [...]string{"'ll ", " will ", " may ", " "} {
			if strings.HasPrefix(rest, p) {
				rest = rest[len(p):]
				break
			}
		}
		j := 0
		for j < len(rest) && rest[j] >= 'a' && rest[j] <= 'z' {
			j++
		}
		if authorVerbs[rest[:j]] {
			return true
		}
	}
}
