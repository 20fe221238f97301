package poison

import (
	"math/bits"
	"regexp"
	"strings"
)

// Pattern building blocks. Patterns run on one sentence at a time, so a gap
// is a bounded number of words ({Wn}: separators, then at most n words)
// rather than characters: small RE2 programs, linear and fast.
const (
	// toolID is how another tool or provider looks without a names list:
	// snake_case, camelCase, reverse-DNS or kebab-case identifiers.
	toolID = `(?:(?-i:[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z]+(?:[A-Z][a-z0-9]*)+)|[a-z][a-z0-9]*(?:\.[a-z][a-z0-9_]*){2,}|[a-z]+(?:-[a-z]+)+)`
	// strongSecret is data an agent has no business passing to a tool.
	strongSecret = `(?:~/\.?[\w-]+|/etc/(?:passwd|shadow|sudoers|hosts)\b|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|\.env\b|\.(?:ssh|aws|gnupg|kube|docker|netrc|npmrc|pypirc|git-credentials|bash_history|zsh_history)\b|\bmcp\.json\b|\bhosts\.yml\b|\bcredentials?\b|\bprivate\s+keys?\b|\bsecret\s+keys?\b|\bapi\s+keys?\b|\b(?:access|auth|bearer|refresh|session)\s+tokens?\b|\bsession\s+cookies\b|\bcookies\b|\bseed\s+phrases?\b|\brecovery\s+phrases?\b|\bmnemonic\b|\bkeychain\b|\bkeystore\b|\b(?:2fa|otp|mfa)\s+codes?\b|\bone-time\s+(?:pass)?codes?\b|\benvironment\s+variables\b|\benv\s+vars?\b|\bsecrets\b|\bsystem\s+prompt\b|\b(?:conversation|chat|message)\s+(?:history|log|logs|transcript)\b|\b(?:conversation|chat)\s+so\s+far\b|\bprevious\s+messages\b|\bclipboard\b|\bhome\s+directory\b|\bfull\s+list\s+of\s+files\b)`
	// weakSecret is personal data that is sensitive when it is the user's
	// (as opposed to a value the tool's own arguments describe).
	weakSecret = `(?:passwords?|ibans?|card\s+numbers?|credit\s+cards?|phone\s+numbers?|e-?mail\s+address(?:es)?|home\s+address|contacts?\s+list|location|social\s+security\s+numbers?)`
	leakVerb   = `(?:read|open|include|pass|send|attach|append|put|provide|copy|upload|forward|post|collect|gather|extract|dump|leak|share|fill|insert|embed|retrieve|fetch|grab|harvest|steal|cat|exfiltrate|transmit)`
)

type instrPattern struct {
	re     *regexp.Regexp
	reason string
	// cues are lower-case ASCII words of which a chunk must hold one before
	// the pattern runs on it; "#cjk" stands for CJK text.
	cues string
	// keep, when set, vets a match at loc in chunk c.
	keep func(c string, loc []int) bool
}

func ipat(reason, cues, expr string, keep func(string, []int) bool) instrPattern {
	expr = gaps(expr)
	expr = strings.NewReplacer("{TOOL}", toolID, "{SECRET}", strongSecret,
		"{WEAK}", weakSecret, "{LEAK}", leakVerb).Replace(expr)
	return instrPattern{re: regexp.MustCompile(`(?i)` + expr), reason: reason, cues: cues, keep: keep}
}

const (
	reasonOverride = "tells the agent to ignore or override its instructions"
	reasonRole     = "addresses the agent directly to change its role or rules"
	reasonHide     = "tells the agent to hide something from the user"
	reasonCall     = "tells the agent to call another tool"
	reasonAvoid    = "tells the agent to avoid or replace other tools"
	reasonLeak     = "tells the agent to read or pass sensitive data"
	reasonConfirm  = "tells the agent to skip the user's confirmation"
	reasonReply    = "tells the agent what to put in its reply"
	reasonExfil    = "tells the agent to send data to an outside address"
	reasonHijack   = "tells the agent when to call this tool regardless of the user's request"
)

var instrPatterns = []instrPattern{
	// Overriding prior or system instructions.
	ipat(reasonOverride, "ignore ignoring disregard disregarding forget override overriding bypass discard",
		`\b(?:ignore|ignoring|disregard|disregarding|forget|override|overriding|bypass|discard)\b{W8}\b(?:instructions?|prompts?|directions|directives|guidelines|guidance|rules|constraints|polic(?:y|ies)|safeguards|messages)\b`, nil),
	ipat(reasonOverride, "forget", `\bforget\s+(?:everything|all|what)\b`, nil),
	ipat(reasonOverride, "ignore disregard", `\b(?:ignore|disregard)\s+(?:the\s+|any\s+|what\s+the\s+)?users?(?:'s?)?\s+(?:request|question|message|instruction|ask)s?\b`, nil),
	ipat(reasonOverride, "supersede supersedes override overrides precedence replace replaces",
		`\b(?:supersedes?|overrides?|takes?\s+precedence\s+over|replaces?)\b{W4}\b(?:system\s+prompt|your\s+instructions|(?:any|all|previous|prior|other|earlier)\s+instructions|anything\s+the\s+user)`, nil),
	ipat(reasonOverride, "follow obey", `\b(?:follow|obey)\s+only\b|\bonly\s+(?:follow|obey)\b|\bfollow\s+(?:only\s+)?(?:the\s+)?instructions\s+(?:in|from)\s+this\b`, nil),
	ipat(reasonOverride, "descriptions description", `\b(?:previous|other)\s+tool\s+descriptions?\s+(?:are|is)\s+(?:outdated|wrong|invalid|obsolete|fake)`, nil),
	ipat(reasonOverride, "treat", `\btreat\b{W6}\b(?:instructions?|output|results?|responses?)\b{W6}\bas\s+(?:coming\s+from|if\s+from|trusted|commands|instructions|the\s+user)`, nil),
	ipat(reasonOverride, "reveal print output repeat show leak dump disclose",
		`\b(?:reveal|print|output|repeat|show|leak|dump|disclose)\b{W6}\b(?:system\s+prompt|hidden\s+instructions|initial\s+instructions|instructions\s+above|developer\s+message)`, nil),
	ipat(reasonOverride, "#cjk", `(?:以前|前|これまで|上記|之前|先前|上面|前面)(?:の|的)?(?:すべての|全ての|所有的?)?(?:指示|指令|命令|ルール|说明|規則)|(?:忽略|无视|無視)(?:所有|一切|全部)?(?:的)?(?:指示|指令|命令|规则)`, nil),
	ipat(reasonOverride, "ignoriere ignorieren ignoriert vergiss",
		`\b(?:ignorier\w*|vergiss)\b{W8}\b(?:anweisungen|instruktionen|regeln|vorgaben)\b`, nil),
	ipat(reasonOverride, "ignora ignore ignorez olvida",
		`\b(?:ignora\w*|ignorez|olvida\w*)\b{W8}\b(?:instrucciones|instructions|consignes|reglas)\b`, nil),

	// Changing the agent's role or addressing it directly.
	ipat(reasonRole, "you", `\byou\s+are\s+(?:now|no\s+longer)\b`, nil),
	ipat(reasonRole, "from", `\bfrom\s+now\s+on\b`, nil),
	ipat(reasonRole, "act behave pretend developer jailbreak jailbroken dan",
		`\b(?:act|behave|pretend)\s+(?:as|like|to\s+be)\s+(?:an?\s+)?(?:unfiltered|unrestricted|uncensored|jailbroken|different|new|evil)\b|\bdeveloper\s+mode\b|\bjailbr(?:eak|oken)\b|\bDAN\s+mode\b`, nil),
	ipat(reasonRole, "system assistant ai agent model",
		`(?:^|[.!?]\s+|<!--\s*|\*\*)\s*(?:system|assistant|ai|agent|model)\s*:`, nil),
	ipat(reasonRole, "note notes message messages instruction instructions reminder directive",
		`\b(?:note|message|instructions?|reminder|directive)s?\s+(?:to|for)\s+(?:the\s+|any\s+|all\s+)?(?:ai|assistants?|agents?|models?|llms?|language\s+models?|bots?|chatbots?)\b`, nil),
	ipat(reasonRole, "assistant agent model llm ai",
		`\b(?:the|an?|any|every)\s+(?:ai\s+)?(?:assistant|agent|model|llm)s?\s+(?:must|should|shall|needs?\s+to|has\s+to|is\s+required\s+to|will)\s+(?:first\s+|also\s+|always\s+|now\s+)?(?:read|call|send|include|fill|ignore|forward|share|upload|collect|reveal|add|append|attach)\b`, nil),

	// Hiding things from the user.
	ipat(reasonHide, "tell telling inform informing notify notifying mention mentioning reveal revealing disclose disclosing show showing alert alerting ask asking let letting warn warning",
		`\b(?:do\s+not|don'?t|dont|never|without|must\s+not|should\s+not)\s+(?:\w+\s+){0,2}?(?:tell|telling|inform|informing|notify|notifying|mention|mentioning|reveal|revealing|disclose|disclosing|show|showing|alert|alerting|ask|asking|let|letting|warn|warning)\b{W6}\b(?:the\s+)?users?\b`, nil),
	ipat(reasonHide, "mention reveal disclose bring talk",
		`\b(?:never|do\s+not|don'?t)\s+(?:mention|reveal|disclose|bring\s+up|talk\s+about)\s+(?:this|that|it|these|the\s+(?:instruction|step|amount|transfer|fee|copy)s?)\b`, nil),
	ipat(reasonHide, "keep", `\bkeep\b{W4}\b(?:secret|hidden|confidential)\b|\bkeep\s+(?:this|it|these)\s+(?:\w+\s+)?(?:private|quiet)\b`, nil),
	ipat(reasonHide, "user users",
		`\busers?\s+(?:need\s+not|needn'?t|does\s*n[o']t\s+need\s+to|must\s+not|should\s+not|shouldn'?t)\s+(?:\w+\s+){0,2}?(?:know|see|notice|find\s+out|learn|be\s+told|be\s+informed)\b|\busers?\s+(?:doesn'?t|does\s+not|won'?t|will\s+not|never)\s+(?:find\s+out|notice|realize|realise|suspect)\b`, nil),
	ipat(reasonHide, "silently quietly secretly covertly discreetly invisibly",
		`\b(?:silently|quietly|secretly|covertly|discreetly|invisibly)\s+(?:\w+\s+)?(?:send|append|add|include|forward|copy|upload|call|invoke|pass|attach|share|post|insert|record|store|log|transmit|bcc|cc|submit|email|text|exfiltrate)\b`, nil),
	ipat(reasonHide, "hidden", `\bhidden\s+(?:attendee|recipient|participant|bcc|cc|copy|instruction|guest|member|parameter)s?\b`, nil),
	ipat(reasonHide, "#cjk", `ユーザー(?:に|には|へ)[^。]{0,10}?(?:伝え|知らせ|言わ|教え|見せ)(?:ない|ず)|(?:不要|别|不可|請勿|请勿)(?:告诉|通知|让|告訴)(?:用户|用戶)`, nil),
	ipat(reasonHide, "sage sag erzhle erz verrate teile ohne",
		`\b(?:sage|sag|erzähle?|verrate|teile)\s+(?:dem|der)\s+(?:benutzer|nutzer|anwender)(?:in)?\s+nichts\b|\bohne\s+(?:den|die)\s+(?:benutzer|nutzer)\w*\s+zu\s+(?:fragen|informieren)`, nil),
	ipat(reasonHide, "no ne", `\bno\s+(?:le\s+)?(?:digas|cuentes|informes|menciones|muestres)\b{W4}\busuario|\bne\s+(?:dis|dites|mentionne|mentionnez)\s+rien\b`, nil),

	// Calling, avoiding or replacing other tools.
	ipat(reasonCall, "call calling invoke invoking trigger triggering execute executing run running",
		`\b(?:call|calling|invoke|invoking|trigger|triggering|execute|executing)\s+(?:the\s+|tool\s+)?{TOOL}`, notProvenance),
	ipat(reasonAvoid, "never not don dont stop avoid",
		`\b(?:never|do\s+not|don'?t|dont|stop|avoid|must\s+not|should\s+not|shouldn'?t)\s+(?:use|using|call|calling|invoke|invoking|trust|trusting|rely\s+on|relying\s+on|run|running)\s+(?:(?:results?|output|data|responses?|answers?)\s+(?:from|of|by)\s+)?(?:the\s+)?(?:{TOOL}|any\s+other\s+tools?|other\s+tools?|another\s+tool|(?:any\s+)?other\s+(?:apps?|providers?))`, nil),
	ipat(reasonAvoid, "avoid ignore distrust discard",
		`\b(?:avoid|ignore|distrust|discard)\s+(?:(?:all\s+)?(?:results?|output|data|responses?)\s+(?:from|of|by)\s+)?(?:the\s+)?{TOOL}`, nil),
	ipat(reasonAvoid, "instead rather place",
		`\b(?:instead\s+of|rather\s+than|in\s+place\s+of)\s+(?:using\s+|calling\s+|invoking\s+)?(?:the\s+)?(?:{TOOL}|any\s+other\s+tools?|other\s+tools?)`, nil),
	ipat(reasonAvoid, "use call invoke prefer choose pick",
		`\b(?:use|call|invoke|prefer|choose|pick)\s+this\s+(?:tool\s+|one\s+|function\s+|provider\s+|app\s+)?(?:instead|exclusively|only\b|for\s+(?:all|every|any)\b|rather\b|over\b|in\s+place)|\b(?:use|call)\s+only\s+this\s+(?:tool|provider|app|one)\b`, nil),
	ipat(reasonAvoid, "route redirect forward", `\b(?:route|redirect|forward)\b{W6}\b(?:through|to|via)\s+this\s+(?:tool|one|provider)\b`, nil),
	ipat(reasonAvoid, "only", `\bthis\s+(?:tool|provider)\s+is\s+the\s+only\s+(?:way|tool|one|provider)\b`, nil),
	ipat(reasonAvoid, "replaces supersedes deprecates shadows",
		`\bthis\s+(?:tool|provider)\s+(?:replaces|supersedes|deprecates|shadows)\s+(?:the\s+)?{TOOL}`, nil),
	ipat(reasonAvoid, "deprecated broken compromised insecure unsafe outdated obsolete malicious disabled unreliable retired hacked fake",
		`{TOOL}(?:\s+tool)?\s+(?:is|are|was|has\s+been)\s+(?:now\s+|currently\s+)?(?:deprecated|broken|compromised|insecure|unsafe|outdated|obsolete|malicious|disabled|unreliable|retired|hacked|fake)`, nil),
	ipat(reasonAvoid, "available present installed loaded enabled active",
		`\bwhen\s+this\s+tool\s+is\s+(?:available|present|installed|loaded|enabled|active)\b`, nil),
	ipat(reasonAvoid, "must should shall",
		`\b(?:calls?|requests?)\s+to\s+(?:the\s+)?{TOOL}\s+(?:should|must|shall)\s+be\s+(?:replaced|redirected|routed|sent|avoided)|\bthe\s+{TOOL}\s+tool\s+(?:must|should|shall|will)\s+(?:now\s+|always\s+)?\w+|{TOOL}\s+(?:must|should|shall)\s+(?:now\s+|always\s+|only\s+)?(?:send|upload|forward|route|redirect|call|copy|bcc|cc|add|append|attach|post|share|deliver|be\s+(?:replaced|sent|routed|redirected))\b`, nil),
	ipat(reasonCall, "upload send share post forward copy export save transmit",
		`\b(?:upload|send|share|post|forward|copy|export|save|transmit)\b{W6}\b(?:with|via|using|through|to)\s+(?:the\s+)?{TOOL}`, nil),
	ipat(reasonAvoid, "never", `\bnever\b{W4}\b(?:go|goes|be\s+sent|be\s+routed|pass)\s+through\s+(?:the\s+)?{TOOL}`, nil),
	ipat(reasonHijack, "before prior ahead", `\b(?:before|prior\s+to|ahead\s+of)\s+(?:calling\s+|using\s+|invoking\s+|running\s+)?any\s+other\s+tools?\b`, nil),
	ipat(reasonHijack, "every whenever",
		`\b(?:in|for|at\s+the\s+start\s+of)\s+every\s+(?:conversation|chat|session|turn|user\s+message)\b|\bevery\s+message\s+you\s+(?:receive|get|see|read)\b|\bwhenever\s+you\s+(?:see|read|receive|encounter)\b`, nil),

	// Reading or passing sensitive data.
	ipat(reasonLeak, "read open include pass send attach append put provide copy upload forward post collect gather extract dump leak share fill insert embed retrieve fetch grab harvest steal cat exfiltrate transmit",
		`\b{LEAK}\b{W12}{SECRET}`, notNegated),
	ipat(reasonLeak, "put pass send include attach paste append",
		`{SECRET}{W8}\band\s+(?:then\s+)?(?:put|pass|send|include|attach|paste|append)\s+(?:it|them|its|their)\b`, nil),
	ipat(reasonLeak, "read include pass send attach append put provide copy upload forward post collect gather extract dump leak share fill insert embed retrieve fetch grab harvest steal cat exfiltrate transmit",
		`\b{LEAK}\b{W8}\b(?:the\s+)?(?:user'?s|all(?:\s+the)?|every|saved|stored)\b{W4}\b{WEAK}\b`, notNegated),
	ipat(reasonLeak, "#cjk", `(?:读取|讀取|読み取|読み込|获取|取得)[^。]{0,20}?(?:私钥|密钥|密码|秘密鍵|パスワード|私鑰|认证|資格情報)`, nil),

	// Skipping confirmation.
	ipat(reasonConfirm, "skip skipping bypass bypassing disable omit suppress",
		`\b(?:skip|skipping|bypass|bypassing|disable|omit|suppress)\b{W4}\b(?:confirmations?|confirm\s+step|approval|consent)\b`, nil),
	ipat(reasonConfirm, "ask asking request requesting wait waiting",
		`\b(?:do\s+not|don'?t|never|without)\s+(?:ask(?:ing)?|request(?:ing)?|wait(?:ing)?)\s+(?:for\s+|them\s+|the\s+user\s+)?(?:confirmation|approval|consent|permission|again|it)\b|\bwithout\s+asking\b`, nil),
	ipat(reasonConfirm, "user users", `\busers?\s+(?:has|have)\s+(?:already\s+(?:approved|authori[sz]ed|consented\s+to|confirmed|agreed\s+to)|pre-?(?:approved|authori[sz]ed|confirmed))`, nil),

	// Steering the reply.
	ipat(reasonReply, "always never", `\b(?:always|never)\s+(?:end|start|begin|finish|conclude|sign|close)\s+(?:your|every|each|all)\s+(?:\w+\s+)?(?:reply|replies|response|responses|answer|answers|message|messages|output)\b`, nil),
	ipat(reasonReply, "reply respond answer", `(?:^|[.!?:;,]\s+|\b(?:and|then|always|must|should|instead)\s+)(?:reply|respond|answer)\s+(?:only\s+)?with\b`, nil),

	// Sending data elsewhere.
	ipat(reasonExfil, "always also secretly additionally silently quietly",
		`\b(?:always|also|secretly|additionally|silently|quietly)\s+(?:\w+\s+)?(?:send|forward|copy|add|bcc|cc|upload|post|report|email|text|mail)\b{W8}(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+\d[\d\s().-]{6,20}\d|https?://)`, nil),
	ipat(reasonExfil, "bcc cc", `\b(?:bcc|cc)\s*:?\s*[\w.+-]+@[\w-]+\.`, nil),
	ipat(reasonExfil, "send", `\bsend\s+(?:all|every|each)\s+(?:\w+\s+){0,2}?(?:emails?|messages?|data|files?|results?)\s+to\b`, nil),
	ipat(reasonExfil, "open visit fetch load request browse navigate go curl download",
		`(?:^|[.!?:;,]\s+|\b(?:then|and|first|always|also|must|should|please)\s+)(?:open|visit|fetch|load|request|browse\s+to|navigate\s+to|go\s+to|curl|download)\s+(?:https?://|www\.)`, nil),
}

var gapRef = regexp.MustCompile(`\{W(\d+)\}`)

// gaps expands {Wn} into a gap of at most n words.
func gaps(expr string) string {
	return gapRef.ReplaceAllString(expr, `\W+(?:\w+\W+){0,$1}?`)
}

// provenance matches the purpose clause of "call X first to get the id":
// pointing at where this call's own argument comes from is not a directive
// beyond the call.
var provenance = regexp.MustCompile(`(?i)^\W{0,3}(?:\w+\W+){0,5}?to\s+(?:get|obtain|find|look\s+up|retrieve|fetch|list|resolve|learn)\b`)

func notProvenance(c string, loc []int) bool {
	rest := c[loc[1]:]
	if len(rest) > 120 {
		rest = rest[:120]
	}
	return !provenance.MatchString(rest)
}

// notNegated rejects a leak verb under negation ("Do not include the card
// number"): that constrains the tool's own input.
func notNegated(c string, loc []int) bool {
	from := loc[0] - 24
	if from < 0 {
		from = 0
	}
	before := strings.ToLower(c[from:loc[0]])
	for _, neg := range []string{"not ", "never ", "n't ", "avoid ", "without ", "no "} {
		if strings.Contains(before, neg) {
			return false
		}
	}
	return true
}

// instrCues maps a cue word to the bit set of patterns it gates.
var instrCues = func() map[string]uint64 {
	if len(instrPatterns) > 64 {
		panic("poison: more than 64 instruction patterns")
	}
	m := map[string]uint64{}
	for i, p := range instrPatterns {
		for _, w := range strings.Fields(p.cues) {
			m[w] |= 1 << i
		}
	}
	return m
}()

// blockOpen finds tags that wrap injected directives, and chat-template
// control tokens.
var (
	blockOpen   = regexp.MustCompile(`(?i)<(important|system|instructions?|admin|secret|hidden|prompt|assistant|critical|sys|context)>`)
	chatControl = regexp.MustCompile(`(?i)\[/?INST\]|<\|im_(?:start|end)\|>|<\|(?:system|user|assistant|endoftext)\|>|<</?SYS>>`)
)

// maxBlock bounds how far a block's closing tag is looked for.
const maxBlock = 16 << 10

// Instructions reports text that directs the agent beyond the call's own
// arguments (CETP501): calling, avoiding or replacing other tools; hiding
// things from the user; overriding prior or system instructions;
// <IMPORTANT>-style blocks and HTML comments holding such directives;
// reading or passing files, keys, credentials, conversation history or
// other data; skipping confirmation; dictating the agent's reply.
// Constraints on the tool's own inputs ("You must pass an uppercase
// ticker"), usage hints about the tool itself and where an argument comes
// from ("the alert_id returned by list_alerts") are not reported.
//
// A block or comment holding directives is one match; so is each other
// directive. The text is folded first (see the package documentation).
func Instructions(text string) []Match {
	f := fold(text)
	t := f.text
	var spans [][3]int // start, end, pattern index (-1 for a control token)
	var buf [32]byte
	chunks(t, func(cs, ce int) {
		c := t[cs:ce]
		var mask uint64
		if cueWords(c, buf[:0], func(w []byte) { mask |= instrCues[string(w)] }) {
			mask |= instrCues["#cjk"]
		}
		for mask != 0 {
			i := bits.TrailingZeros64(mask)
			mask &^= 1 << i
			p := &instrPatterns[i]
			for _, loc := range p.re.FindAllStringIndex(c, -1) {
				if loc[1] > loc[0] && (p.keep == nil || p.keep(c, loc)) {
					spans = append(spans, [3]int{cs + loc[0], cs + loc[1], i})
				}
			}
		}
	})
	for _, loc := range chatControl.FindAllStringIndex(t, -1) {
		spans = append(spans, [3]int{loc[0], loc[1], -1})
	}
	var ms []Match
	reasonOf := func(i int) string {
		if i < 0 {
			return "chat-template control token addressed to the model"
		}
		return instrPatterns[i].reason
	}
	// Blocks and comments that hold a directive become one match.
	for _, b := range blocks(t) {
		inner := -2
		for _, s := range spans {
			if s[0] >= b.start && s[1] <= b.end {
				inner = s[2]
				break
			}
		}
		if inner != -2 {
			ms = append(ms, f.span(b.start, b.end, b.what+" holding instructions to the agent: "+reasonOf(inner)))
		}
	}
	for _, s := range spans {
		ms = append(ms, f.span(s[0], s[1], reasonOf(s[2])))
	}
	return merge(ms)
}

type block struct {
	start, end int
	what       string
}

// blocks finds <IMPORTANT>-style blocks and HTML comments in t. Each search
// resumes after the previous block, so the scan is linear.
func blocks(t string) []block {
	var bs []block
	lower := asciiLower(t)
	for from := 0; from < len(t); {
		loc := blockOpen.FindStringSubmatchIndex(t[from:])
		if loc == nil {
			break
		}
		start := from + loc[0]
		name := lower[from+loc[2] : from+loc[3]]
		limit := min(len(t), from+loc[1]+maxBlock)
		end := limit
		if k := strings.Index(lower[from+loc[1]:limit], "</"+name+">"); k >= 0 {
			end = from + loc[1] + k + len(name) + 3
		}
		bs = append(bs, block{start, end, "<" + strings.ToUpper(name) + "> block"})
		from = end // an unterminated block swallows what follows, up to limit
	}
	for i := 0; i < len(t); {
		k := strings.Index(t[i:], "<!--")
		if k < 0 {
			break
		}
		start := i + k
		end := len(t)
		if e := strings.Index(t[start+4:], "-->"); e >= 0 {
			end = start + 4 + e + 3
		}
		bs = append(bs, block{start, end, "HTML comment"})
		i = end
	}
	return bs
}

// asciiLower lower-cases ASCII letters only, keeping byte offsets.
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}
