package program

import (
	"testing"

	"github.com/clawseed/cetpaudit/internal/dex"
	"github.com/clawseed/cetpaudit/internal/dex/regflow"
)

// TestTokenGenerators follows rev135_k1's tokens back to their generator
// objects: the holds tool set's resume tokens reach the reply's builder
// through Reply.NeedsUser's field from ToolSet.issue's draw on the
// TokenGenerator kept in ToolSet.tokens, whose four constructions in
// LendGraph give it SecureRandom three times and java.util.Random once;
// the session tokens come from generators kept in SessionBook.gen, all
// SecureRandom.
func TestTokenGenerators(t *testing.T) {
	p := fixtureProgram(t, "rev135_k1")
	all := map[*dex.Method]*Caller{}
	for _, c := range p.Classes {
		for _, m := range c.Methods() {
			if m.HasCode() && !IsPlatform(c.Name) {
				all[m] = nil
			}
		}
	}
	puts, _ := p.Puts(all, "resume_token", "session_token")
	byMethod := map[string]Put{}
	for _, put := range puts {
		byMethod[put.Method.Ref.Class+put.Method.Ref.Name] = put
	}
	resume, ok := byMethod["Lcom/fernhill/lend/Envelope$Builder;build"]
	if !ok {
		t.Fatalf("no resume_token put in Envelope.Builder.build: %v", puts)
	}
	src := p.TokenGenerators(resume.Method, resume.Value)
	if src.Cut || len(src.Generators) != 1 || src.Generators[0].Field.Name != "source" {
		t.Fatalf("resume token: generators %v, cut %v; want TokenGenerator.source", src.Generators, src.Cut)
	}
	if len(src.Holders) != 1 || src.Holders[0].Class != "Lcom/fernhill/lend/ToolSet;" || src.Holders[0].Name != "tokens" {
		t.Fatalf("resume token: holders %v; want ToolSet.tokens", src.Holders)
	}
	if p.SecureHeld(src) {
		t.Errorf("resume token: SecureHeld true with a java.util.Random generator kept in ToolSet.tokens")
	}
	g := src.Generators[0]
	predictable, secure := g.Origins(regflow.TaintRandom), g.Origins(regflow.TaintSecure)
	if len(predictable) != 1 || len(secure) != 3 {
		t.Fatalf("TokenGenerator.source's writers' callers: %d predictable, %d secure; want 1 and 3", len(predictable), len(secure))
	}
	if h := p.HeldIn(predictable[0], src); h == nil {
		t.Errorf("the java.util.Random generator made at %v is not found in ToolSet.tokens", predictable[0])
	}
	held := 0
	for _, c := range secure {
		if p.HeldIn(c, src) != nil {
			held++
		}
	}
	if held != 1 {
		t.Errorf("%d SecureRandom generators held in ToolSet.tokens; want 1 (the loans tool set's; the other two are the session books')", held)
	}

	session, ok := byMethod["Lcom/fernhill/lend/Catalog;negotiated"]
	if !ok {
		t.Fatalf("no session_token put in Catalog.negotiated")
	}
	ss := p.TokenGenerators(session.Method, session.Value)
	if len(ss.Holders) == 0 || !p.SecureHeld(ss) {
		t.Errorf("session token: holders %v, SecureHeld %v; want SessionBook's generators, all SecureRandom", ss.Holders, p.SecureHeld(ss))
	}
	if p.HeldIn(predictable[0], ss) != nil {
		t.Errorf("the java.util.Random generator is found among the session books' generators")
	}
}

// TestTokenGeneratorsByParameter: rev137_k1's resume tokens are drawn by
// a value class's companion Token.mint(rng) (through its $default bridge)
// from the generator Toolbox.mint hands it, Toolbox.rng; the tool box is
// read from ToolCall.box, which its execute() fills with itself, called
// on the provider's field — so the holder keeps the box PassTools.<init>
// makes with java.util.Random.
func TestTokenGeneratorsByParameter(t *testing.T) {
	p := fixtureProgram(t, "rev137_k1")
	all := map[*dex.Method]*Caller{}
	for _, c := range p.Classes {
		for _, m := range c.Methods() {
			if m.HasCode() && !IsPlatform(c.Name) {
				all[m] = nil
			}
		}
	}
	puts, _ := p.Puts(all, "resume_token")
	if len(puts) != 1 {
		t.Fatalf("%d resume_token puts, want 1 (WireKt.render)", len(puts))
	}
	src := p.TokenGenerators(puts[0].Method, puts[0].Value)
	if len(src.Generators) != 1 || src.Generators[0].Field.Class != "Lcom/saltmarsh/ferry/Toolbox;" || src.Generators[0].Field.Name != "rng" {
		t.Fatalf("generators %v; want Toolbox.rng", src.Generators)
	}
	if len(src.Holders) != 1 || src.Holders[0].Name != "box" {
		t.Fatalf("holders %v; want ToolCall.box (not the companion Token.mint is called on)", src.Holders)
	}
	weak := src.Generators[0].Origins(regflow.TaintRandom)
	if len(weak) != 1 || weak[0].Method.Class.Name != "Lcom/saltmarsh/ferry/PassTools;" {
		t.Fatalf("java.util.Random given by %v; want PassTools.<init>", weak)
	}
	if p.HeldIn(weak[0], src) == nil {
		t.Errorf("the passes tool box is not found in ToolCall.box (through Toolbox.execute's `this` and PassTools.box)")
	}
	if p.SecureHeld(src) {
		t.Errorf("SecureHeld with the passes tool box's java.util.Random kept in ToolCall.box")
	}
}
