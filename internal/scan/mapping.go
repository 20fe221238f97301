package scan

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/clawseed/cetpaudit/internal/dex/program"
	"github.com/clawseed/cetpaudit/internal/finding"
	"github.com/clawseed/cetpaudit/internal/lazyregexp"
	"github.com/clawseed/cetpaudit/internal/r8map"
)

// mapIDPrefix starts the SourceFile R8 gives every class when the build
// names no -renamesourcefileattribute: "r8-map-id-" and the mapping's
// pg_map_id, so an APK says which mapping belongs to it.
const mapIDPrefix = "r8-map-id-"

// apkMapID returns the pg_map_id an APK's classes name ("" when none
// does: the source files were renamed or kept).
func apkMapID(p *program.Program) string {
	ids := map[string]bool{}
	for _, c := range p.Classes {
		if id, ok := strings.CutPrefix(c.SourceFile, mapIDPrefix); ok && id != "" {
			ids[id] = true
		}
	}
	if len(ids) != 1 {
		return "" // none, or several builds merged into one APK
	}
	for id := range ids {
		return id
	}
	return ""
}

// mappingFor decides whether --mapping applies to the APK p: it does when
// the APK names the mapping's pg_map_id; when the APK names none (or the
// mapping has none) only if the APK is the scan's only one, since nothing
// then says which of several builds the mapping is for. A mismatch never
// applies. note says why it was not applied ("" when it was).
func (opt *Options) mappingFor(p *program.Program, apk string) (apply bool, note string) {
	m := opt.Mapping
	id := apkMapID(p)
	switch {
	case id != "" && m.ID != "" && id == m.ID:
		return true, ""
	case id != "" && m.ID != "":
		return false, fmt.Sprintf("--mapping %s is for build %s but %s was built as %s: its dex findings keep the build's names; give that build's mapping.txt", opt.MappingPath, m.ID, apk, id)
	case opt.apkInputs == 1:
		return true, ""
	case id == "":
		return false, fmt.Sprintf("--mapping %s not applied to %s: the APK names no pg_map_id (no %s source file) and the scan has %d APKs, so nothing says the mapping is its build's; scan it alone to apply the mapping", opt.MappingPath, apk, mapIDPrefix, opt.apkInputs)
	default:
		return false, fmt.Sprintf("--mapping %s not applied to %s: the mapping has no pg_map_id to match the APK's %s against and the scan has %d APKs; scan it alone to apply the mapping", opt.MappingPath, apk, id, opt.apkInputs)
	}
}

// markSynthesized gives the classes the compiler made, and R8 renamed,
// the names the mapping records for them (dex.Class.Synthesized): the
// dex rules know R8's outlines and backports by those names, and place
// what is found in one at the code it was moved out of.
func markSynthesized(p *program.Program, m *r8map.Map) {
	for name, c := range p.Classes {
		mc := m.ClassByObf(javaName(name))
		if mc == nil || !mc.Synthesized || mc.Orig == mc.Obf {
			continue
		}
		c.Synthesized = r8map.Descriptor(mc.Orig)
	}
}

// applyMapping puts the dex findings of one APK at their original class,
// method, source file and line. The obfuscated location is kept in
// Location.Obfuscated; the inline stack, innermost first, in
// Location.Frames.
func applyMapping(fs []finding.Finding, m *r8map.Map, apk string) {
	for i := range fs {
		f := &fs[i]
		if f.Location.LogicalKind != "member" {
			continue
		}
		class, method, proto, at, ok := splitDexLogical(f.Location.Logical)
		if !ok {
			continue
		}
		line := f.Location.DexLine
		if f.Location.FromDebugInfo {
			line = f.Location.Line
		}
		r, ok := m.Retrace(javaName(class), method, proto, line)
		pc := false
		if addr, err := strconv.ParseUint(strings.TrimPrefix(at, "@0x"), 16, 32); line == 0 && err == nil {
			// No line table (R8 drops it from methods when the build's
			// min API lets the runtime report the instruction offset as
			// the line): the mapping's ranges are offsets.
			if rp, okp := m.Retrace(javaName(class), method, proto, int(addr)); okp && rp.Ranged {
				r, ok, pc, line = rp, true, true, int(addr)
			}
		}
		if !ok || len(r.Frames) == 0 {
			// The finding's own method kept its name (a class the build
			// did not rename), but what its message names on the way —
			// an outline, a renamed helper — may not have.
			renameOthers(f, m)
			continue
		}
		outer := r.Outer()
		obf := f.Location.Logical
		switch {
		case pc:
			obf += " (no line table: the offset taken as the line)"
		case line > 0:
			obf += fmt.Sprintf(" line %d", line)
		}
		f.Location.Obfuscated = obf
		f.Location.Frames = nil
		if len(r.Frames) > 1 || r.Outline != "" || r.Alternatives > 0 {
			for _, fr := range r.Frames {
				f.Location.Frames = append(f.Location.Frames, finding.Frame{
					Class: fr.Class, Method: fr.Method, Path: sourcePath(fr.Class, fr.File), Line: fr.Line,
				})
			}
		}
		f.Location.Retrace = retraceNote(r)
		f.Message = renameInText(f.Message, javaName(class)+"."+method, outer.Class+"."+frameName(outer))
		f.Message = renameNames(f.Message, m)
		newMethod := methodLogical(outer)
		f.Location.Logical = newMethod + at
		for _, id := range []*string{&f.Identity, &f.Subject} {
			if pre := class + "->" + method + proto; strings.HasPrefix(*id, pre) {
				*id = newMethod + strings.TrimPrefix(*id, pre)
			} else {
				// about another method (an outline the finding was
				// moved out of): its names, as far as the mapping tells
				*id = renameDescriptors(*id, m)
			}
		}
		if f.Fingerprint != "" {
			// On the original names: a baseline or suppression recorded
			// with the mapping survives the next build's new obfuscation.
			f.Fingerprint = f.ComputeFingerprint()
		}
		if p := sourcePath(outer.Class, outer.File); p != "" {
			f.Location.Path, f.Location.FromDebugInfo = p, true
			f.Location.Line, f.Location.DexLine = outer.Line, 0
		} else {
			// No source file recorded for the class: the finding stays
			// at the APK, named by the original method.
			f.Location.Path, f.Location.FromDebugInfo, f.Location.Line = apk, false, 0
			f.Location.DexLine = 0
		}
	}
}

// renameOthers gives the names a finding at a method the mapping does not
// rename mentions in its message and identity their original names; the
// fingerprint follows, as for a retraced finding.
func renameOthers(f *finding.Finding, m *r8map.Map) {
	msg := renameNames(f.Message, m)
	id, subj := renameDescriptors(f.Identity, m), renameDescriptors(f.Subject, m)
	if msg == f.Message && id == f.Identity && subj == f.Subject {
		return
	}
	f.Message, f.Identity, f.Subject = msg, id, subj
	if f.Fingerprint != "" {
		f.Fingerprint = f.ComputeFingerprint()
	}
}

// qualified matches a dotted Java name in a message ("a.b.c", "com.x.Y.m").
var qualified = lazyregexp.New(`[A-Za-z_$][A-Za-z0-9_$]*(?:\.[A-Za-z_$][A-Za-z0-9_$]*)+`)

// renameNames gives the other obfuscated names a message mentions (the
// outline or helper a finding was found through, "a.b.a") their original
// names: a class the mapping renamed, or a method of one whose every
// mapping line names the same original method. Other names stay.
func renameNames(msg string, m *r8map.Map) string {
	return qualified.Regexp().ReplaceAllStringFunc(msg, func(tok string) string {
		if c := m.ClassByObf(tok); c != nil {
			return c.Orig
		}
		i := strings.LastIndexByte(tok, '.')
		c := m.ClassByObf(tok[:i])
		if c == nil {
			return tok
		}
		if class, name, ok := c.MethodName(tok[i+1:]); ok {
			return class + "." + name
		}
		return c.Orig + "." + tok[i+1:] // a field, or overloads the mapping cannot tell apart
	})
}

// descriptorRef matches a dex class descriptor and the member after it:
// "La/b;->a" in "La/b;->a(I)V", "La/b;" alone.
var descriptorRef = lazyregexp.New(`L([A-Za-z0-9_$/]+);(->[A-Za-z0-9_$<>-]+)?`)

// renameDescriptors gives the renamed classes (and their methods, where
// the mapping names one original) of a dex identity their original names.
func renameDescriptors(s string, m *r8map.Map) string {
	re := descriptorRef.Regexp()
	return re.ReplaceAllStringFunc(s, func(tok string) string {
		sub := re.FindStringSubmatch(tok)
		c := m.ClassByObf(strings.ReplaceAll(sub[1], "/", "."))
		if c == nil {
			return tok
		}
		out := r8map.Descriptor(c.Orig)
		if sub[2] != "" {
			if class, name, ok := c.MethodName(sub[2][2:]); ok {
				return r8map.Descriptor(class) + "->" + name
			}
			out += sub[2]
		}
		return out
	})
}

// frameName is a frame's method name, "call" of "android.os.Bundle call(…)".
func frameName(f r8map.Frame) string {
	_, rest, _ := strings.Cut(f.Method, " ")
	name, _, _ := strings.Cut(rest, "(")
	return name
}

// renameInText replaces the obfuscated method name old ("a.a.b", as
// messages name methods) with its original wherever it stands as a whole
// name, not inside a longer one ("a.a.bc", "xa.a.b").
func renameInText(text, old, repl string) string {
	var b strings.Builder
	for {
		i := strings.Index(text, old)
		if i < 0 {
			b.WriteString(text)
			return b.String()
		}
		end := i + len(old)
		before := i > 0 && (isIdentByte(text[i-1]) || text[i-1] == '.' && i > 1 && isIdentByte(text[i-2]))
		after := end < len(text) && (isIdentByte(text[end]) || text[end] == '.' && end+1 < len(text) && isIdentByte(text[end+1]))
		if before || after {
			b.WriteString(text[:end])
		} else {
			b.WriteString(text[:i] + repl)
		}
		text = text[end:]
	}
}

func isIdentByte(c byte) bool {
	return c == '$' || c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// retraceNote says what a reader should know about a retraced location.
func retraceNote(r r8map.Retraced) string {
	var parts []string
	if r.Outline != "" {
		parts = append(parts, "R8 outlined this code ("+r.Outline+"); the line is where the outlined code begins")
	}
	if r.Alternatives > 0 {
		parts = append(parts, fmt.Sprintf("the mapping names %d more original methods for this obfuscated one; the first is shown", r.Alternatives))
	}
	return strings.Join(parts, "; ")
}

// splitDexLogical splits "La/b;->c(I)V@0x1a" into the class descriptor,
// the method name, its proto and "@0x1a".
func splitDexLogical(s string) (class, method, proto, at string, ok bool) {
	class, rest, ok := strings.Cut(s, "->")
	if !ok || !strings.HasPrefix(class, "L") || !strings.HasSuffix(class, ";") {
		return "", "", "", "", false
	}
	open := strings.IndexByte(rest, '(')
	atI := strings.LastIndexByte(rest, '@')
	if open <= 0 || atI < open {
		return "", "", "", "", false
	}
	return class, rest[:open], rest[open:atI], rest[atI:], true
}

// javaName turns "La/b$C;" into "a.b$C".
func javaName(desc string) string {
	return strings.ReplaceAll(strings.TrimSuffix(strings.TrimPrefix(desc, "L"), ";"), "/", ".")
}

// methodLogical renders a retraced frame as a dex method, the form every
// other dex logical location has: "Lcom/example/Tool;->call(I)V".
func methodLogical(f r8map.Frame) string {
	ret, rest, _ := strings.Cut(f.Method, " ")
	name, args, _ := strings.Cut(rest, "(")
	args = strings.TrimSuffix(args, ")")
	var b strings.Builder
	b.WriteString(r8map.Descriptor(f.Class) + "->" + name + "(")
	if args != "" {
		for _, a := range strings.Split(args, ",") {
			b.WriteString(r8map.Descriptor(a))
		}
	}
	b.WriteString(")" + r8map.Descriptor(ret))
	return b.String()
}

// sourcePath is the source file of an original class: its package's
// directory and the file name the mapping records. "" when the mapping
// records none, or a placeholder (R8's "R8$$SyntheticClass", a renamed
// "SourceFile").
func sourcePath(class, file string) string {
	if file == "" || !strings.Contains(file, ".") || strings.ContainsAny(file, "/\\$") {
		return ""
	}
	dir := ""
	if i := strings.LastIndexByte(class, '.'); i >= 0 {
		dir = strings.ReplaceAll(class[:i], ".", "/") + "/"
	}
	return finding.Sanitize(dir + file)
}
