import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.*;
import java.util.stream.Collectors;
import org.objectweb.asm.*;
import org.objectweb.asm.tree.*;
import org.objectweb.asm.tree.analysis.*;

/**
 * Turns javac class files into smali in the shapes D8 (debug, no R8) gives them (first written for
 * rev124_j1 at --min-api 26; rev126_j1 adds synchronized methods for --min-api 21; rev128_j1 adds D8's nest-based
 * access bridges for class files of version 55+, runtime-visible annotations and AnnotationDefault, and
 * invoke-polymorphic for MethodHandle.invokeExact / invoke):
 * lambdas as $$ExternalSyntheticLambdaN classes, indy string concatenation as StringBuilder chains,
 * records desugared (RecordTag super, $record$ helpers, shared ExternalSyntheticRecord helpers),
 * Objects.requireNonNullElse backported. Written for this fixture round; not a general tool.
 */
public class Translator {
    static final Map<String, ClassNode> classes = new TreeMap<>();
    static final Map<String, String> out = new TreeMap<>();
    static String recordHelperContext;
    static String backportContext;
    static final Map<String, List<String>> recordFields = new HashMap<>();   // record -> field descs "name:desc"
    static final Map<String, String> recordNames = new HashMap<>();
    /** owner class -> smali text of the -$$Nest$ bridges D8 adds to it, by bridge name. */
    static final Map<String, Map<String, String>> nestBridges = new TreeMap<>();

    public static void main(String[] args) throws Exception {
        Path in = Paths.get(args[0]);
        Path outDir = Paths.get(args[1]);
        List<Path> files;
        try (var s = Files.walk(in)) {
            files = s.filter(p -> p.toString().endsWith(".class")).sorted().collect(Collectors.toList());
        }
        for (Path f : files) {
            ClassNode cn = new ClassNode();
            new ClassReader(Files.readAllBytes(f)).accept(cn, ClassReader.SKIP_FRAMES);
            for (MethodNode mn : cn.methods) lockSynchronized(cn, mn);
            classes.put(cn.name, cn);
        }
        for (ClassNode cn : classes.values()) {
            for (MethodNode mn : cn.methods) nestAccess(cn, mn);
        }
        // contexts of the shared synthetics
        for (ClassNode cn : classes.values()) {
            for (MethodNode mn : cn.methods) {
                for (AbstractInsnNode insn : mn.instructions) {
                    if (insn instanceof InvokeDynamicInsnNode) {
                        InvokeDynamicInsnNode indy = (InvokeDynamicInsnNode) insn;
                        if (indy.bsm.getOwner().equals("java/lang/runtime/ObjectMethods")) {
                            if (recordHelperContext == null || cn.name.compareTo(recordHelperContext) < 0) {
                                recordHelperContext = cn.name;
                            }
                            recordNames.put(cn.name, (String) indy.bsmArgs[1]);
                            List<String> fl = new ArrayList<>();
                            for (int i = 2; i < indy.bsmArgs.length; i++) {
                                Handle h = (Handle) indy.bsmArgs[i];
                                fl.add(h.getName() + ":" + h.getDesc());
                            }
                            recordFields.put(cn.name, fl);
                        }
                    }
                    if (insn instanceof MethodInsnNode) {
                        MethodInsnNode m = (MethodInsnNode) insn;
                        if (isBackport(m)) {
                            if (backportContext == null || cn.name.compareTo(backportContext) < 0) {
                                backportContext = cn.name;
                            }
                        }
                    }
                }
            }
        }
        for (ClassNode cn : classes.values()) {
            if (cn.name.startsWith("d8template/")) continue;
            new ClassTranslator(cn).translate();
        }
        // shared synthetics
        if (recordHelperContext != null) {
            out.put("com/android/tools/r8/RecordTag", recordTag());
            ClassNode tpl = classes.get("d8template/RecordHelpers");
            out.put(recordHelperContext + "$$ExternalSyntheticRecord0",
                    helperClass(recordHelperContext + "$$ExternalSyntheticRecord0", tpl, "toString"));
            out.put(recordHelperContext + "$$ExternalSyntheticRecord1",
                    helperClass(recordHelperContext + "$$ExternalSyntheticRecord1", tpl, "hashCode"));
        }
        if (backportContext != null) {
            ClassNode tpl = classes.get("d8template/ObjectsBackports");
            out.put(backportContext + "$$ExternalSyntheticBackport0",
                    helperClass(backportContext + "$$ExternalSyntheticBackport0", tpl, "requireNonNullElse"));
        }
        for (Map.Entry<String, String> e : out.entrySet()) {
            Path p = outDir.resolve(e.getKey() + ".smali");
            Files.createDirectories(p.getParent());
            Files.writeString(p, e.getValue());
        }
        System.err.println("wrote " + out.size() + " classes");
    }

    /**
     * A synchronized method: dex has no implicit monitor (the flag stays as declared-synchronized), so D8 writes
     * monitor-enter on entry, monitor-exit before every return, and a catch-all over the body that releases the
     * monitor and rethrows. Done here on the class file so that the translation below sees it as code.
     */
    static void lockSynchronized(ClassNode cn, MethodNode mn) {
        if ((mn.access & Opcodes.ACC_SYNCHRONIZED) == 0) return;
        if ((mn.access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_NATIVE)) != 0) return;
        boolean isStatic = (mn.access & Opcodes.ACC_STATIC) != 0;
        java.util.function.Supplier<AbstractInsnNode> lock = () -> isStatic
                ? new LdcInsnNode(Type.getObjectType(cn.name)) : new VarInsnNode(Opcodes.ALOAD, 0);
        InsnList code = mn.instructions;
        LabelNode handler = new LabelNode();
        List<LabelNode[]> ranges = new ArrayList<>();
        LabelNode start = new LabelNode();
        code.insert(start);
        code.insert(new InsnNode(Opcodes.MONITORENTER));
        code.insert(lock.get());
        for (AbstractInsnNode insn : code.toArray()) {
            int op = insn.getOpcode();
            if (op >= Opcodes.IRETURN && op <= Opcodes.RETURN) {
                LabelNode end = new LabelNode();
                code.insertBefore(insn, end);
                code.insertBefore(insn, lock.get());
                code.insertBefore(insn, new InsnNode(Opcodes.MONITOREXIT));
                ranges.add(new LabelNode[] {start, end});
                LabelNode next = new LabelNode();
                code.insert(insn, next);
                start = next;
            }
        }
        ranges.add(new LabelNode[] {start, handler});
        code.add(handler);
        code.add(lock.get());
        code.add(new InsnNode(Opcodes.MONITOREXIT));
        code.add(new InsnNode(Opcodes.ATHROW));
        List<TryCatchBlockNode> added = new ArrayList<>();
        for (LabelNode[] r : ranges) added.add(new TryCatchBlockNode(r[0], r[1], handler, null));
        mn.tryCatchBlocks.addAll(added);
        mn.maxStack = Math.max(mn.maxStack, 2);
    }

    /**
     * Nest-based access (class files 55+): a nestmate reads a private field or calls a private method of another
     * class of its nest directly. ART has no nests, so D8 routes such accesses through static bridges in the class
     * that declares the member: -$$Nest$fget<f> / -$$Nest$fput<f> (instance fields), -$$Nest$sfget / -$$Nest$sfput
     * (static fields), -$$Nest$m<m> (instance methods, receiver first), -$$Nest$sm<m> (static methods). Private
     * constructors would need D8's -IA argument class; this program has none, so they are refused.
     */
    static void nestAccess(ClassNode cn, MethodNode mn) {
        for (AbstractInsnNode insn : mn.instructions.toArray()) {
            String owner, name, desc;
            if (insn instanceof FieldInsnNode) {
                FieldInsnNode f = (FieldInsnNode) insn;
                owner = f.owner;
                name = f.name;
                desc = f.desc;
            } else if (insn instanceof MethodInsnNode) {
                MethodInsnNode m = (MethodInsnNode) insn;
                owner = m.owner;
                name = m.name;
                desc = m.desc;
            } else {
                continue;
            }
            if (owner.equals(cn.name)) continue;
            ClassNode holder = classes.get(owner);
            if (holder == null) continue;
            String self = "L" + owner + ";";
            String bridgeName, bridgeDesc, body;
            int regs;
            if (insn instanceof FieldInsnNode) {
                FieldNode field = null;
                for (FieldNode f : holder.fields) if (f.name.equals(name) && f.desc.equals(desc)) field = f;
                if (field == null || (field.access & Opcodes.ACC_PRIVATE) == 0) continue;
                String kind = ClassTranslator.fieldKind(desc);
                boolean wide = desc.equals("J") || desc.equals("D");
                String ref = self + "->" + name + ":" + desc;
                switch (insn.getOpcode()) {
                    case Opcodes.GETFIELD:
                        bridgeName = "-$$Nest$fget" + name;
                        bridgeDesc = "(" + self + ")" + desc;
                        if (wide) {
                            regs = 2;
                            body = "    iget-wide v0, p0, " + ref + "\n\n    return-wide v0\n";
                        } else {
                            regs = 1;
                            body = "    iget" + kind + " p0, p0, " + ref + "\n\n    return" + retKind(desc) + " p0\n";
                        }
                        break;
                    case Opcodes.PUTFIELD:
                        bridgeName = "-$$Nest$fput" + name;
                        bridgeDesc = "(" + self + desc + ")V";
                        regs = wide ? 3 : 2;
                        body = "    iput" + kind + " p1, p0, " + ref + "\n\n    return-void\n";
                        break;
                    case Opcodes.GETSTATIC:
                        bridgeName = "-$$Nest$sfget" + name;
                        bridgeDesc = "()" + desc;
                        regs = wide ? 2 : 1;
                        body = "    sget" + kind + " v0, " + ref + "\n\n    return" + retKind(desc) + " v0\n";
                        break;
                    default:
                        bridgeName = "-$$Nest$sfput" + name;
                        bridgeDesc = "(" + desc + ")V";
                        regs = wide ? 2 : 1;
                        body = "    sput" + kind + " p0, " + ref + "\n\n    return-void\n";
                }
            } else {
                MethodNode target = null;
                for (MethodNode m : holder.methods) if (m.name.equals(name) && m.desc.equals(desc)) target = m;
                if (target == null || (target.access & Opcodes.ACC_PRIVATE) == 0) continue;
                if (name.equals("<init>")) {
                    throw new IllegalStateException("private constructor of " + owner + " called from " + cn.name
                            + ": D8 would add an -IA argument class; not modelled");
                }
                boolean isStatic = (target.access & Opcodes.ACC_STATIC) != 0;
                Type[] args = Type.getArgumentTypes(desc);
                Type ret = Type.getReturnType(desc);
                bridgeName = (isStatic ? "-$$Nest$sm" : "-$$Nest$m") + name;
                bridgeDesc = isStatic ? desc : "(" + self + desc.substring(1);
                int words = isStatic ? 0 : 1;
                for (Type t : args) words += t.getSize();
                regs = Math.max(words, ret.getSize());
                List<String> rs = new ArrayList<>();
                for (int i = 0; i < words; i++) rs.add("p" + i);
                String call = (isStatic ? "invoke-static" : "invoke-direct");
                String list = words > 5 ? "{p0 .. p" + (words - 1) + "}" : "{" + String.join(", ", rs) + "}";
                if (words > 5) call += "/range";
                StringBuilder b = new StringBuilder("    " + call + " " + list + ", " + self + "->" + name + desc + "\n\n");
                if (ret.getSort() == Type.VOID) {
                    b.append("    return-void\n");
                } else {
                    String r = words >= ret.getSize() ? "p0" : "v0";
                    if (ret.getSize() == 2 && words < 2) throw new IllegalStateException("wide bridge result");
                    b.append("    move-result").append(ClassTranslator.fieldKind(ret.getDescriptor()).equals("-wide") ? "-wide"
                            : ret.getSort() >= Type.ARRAY ? "-object" : "").append(" ").append(r).append("\n\n");
                    b.append("    return").append(retKind(ret.getDescriptor())).append(" ").append(r).append("\n");
                }
                body = b.toString();
            }
            String text = ".method static bridge synthetic " + bridgeName + bridgeDesc + "\n"
                    + "    .registers " + regs + "\n\n" + body + ".end method\n\n";
            nestBridges.computeIfAbsent(owner, k -> new TreeMap<>()).put(bridgeName + bridgeDesc, text);
            mn.instructions.set(insn, new MethodInsnNode(Opcodes.INVOKESTATIC, owner, bridgeName, bridgeDesc, false));
        }
    }

    static String retKind(String desc) {
        switch (desc.charAt(0)) {
            case 'J': case 'D': return "-wide";
            case 'L': case '[': return "-object";
            default: return "";
        }
    }

    static boolean isBackport(MethodInsnNode m) {
        return m.getOpcode() == Opcodes.INVOKESTATIC && m.owner.equals("java/util/Objects")
                && m.name.equals("requireNonNullElse");
    }

    static String recordTag() {
        return ".class public abstract synthetic Lcom/android/tools/r8/RecordTag;\n"
                + ".super Ljava/lang/Object;\n"
                + ".source \"D8$$SyntheticClass\"\n\n"
                + ".method protected synthetic constructor <init>()V\n"
                + "    .registers 1\n"
                + "    invoke-direct {p0}, Ljava/lang/Object;-><init>()V\n"
                + "    return-void\n"
                + ".end method\n";
    }

    /** A single-method synthetic class whose method m is the template's method, translated. */
    static String helperClass(String name, ClassNode tpl, String method) {
        StringBuilder sb = new StringBuilder();
        sb.append(".class public final synthetic L").append(name).append(";\n");
        sb.append(".super Ljava/lang/Object;\n");
        sb.append(".source \"D8$$SyntheticClass\"\n\n");
        for (MethodNode mn : tpl.methods) {
            if (!mn.name.equals(method)) continue;
            MethodNode copy = new MethodNode(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC | Opcodes.ACC_SYNTHETIC, "m",
                    mn.desc, null, null);
            mn.accept(copy);
            // drop line numbers: D8's synthesized code has none
            for (AbstractInsnNode insn : copy.instructions.toArray()) {
                if (insn instanceof LineNumberNode) copy.instructions.remove(insn);
            }
            copy.localVariables = null;
            ClassTranslator ct = new ClassTranslator(tpl);
            sb.append(ct.method(copy, "m", "public static synthetic"));
        }
        return sb.toString();
    }

    static String desc(String internalOrDesc) {
        return internalOrDesc.startsWith("[") ? internalOrDesc : "L" + internalOrDesc + ";";
    }

    static String str(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '\n': b.append("\\n"); break;
                case '\t': b.append("\\t"); break;
                case '\r': b.append("\\r"); break;
                case '"': b.append("\\\""); break;
                case '\'': b.append("\\'"); break;
                case '\\': b.append("\\\\"); break;
                default:
                    if (c < 0x20 || c > 0x7e) b.append(String.format("\\u%04x", (int) c));
                    else b.append(c);
            }
        }
        return b.append('"').toString();
    }

    static String hex(long v) {
        return v < 0 ? "-0x" + Long.toHexString(-v) : "0x" + Long.toHexString(v);
    }

    /** D8 splits generic signatures at class names. */
    static List<String> splitSignature(String sig) {
        List<String> parts = new ArrayList<>();
        int at = 0;
        int n = sig.length();
        while (at < n) {
            char c = sig.charAt(at);
            int end = at + 1;
            if (c == 'L') {
                while (end < n) {
                    c = sig.charAt(end);
                    if (c == ';' || c == '<') {
                        end++;
                        break;
                    }
                    end++;
                }
            } else {
                while (end < n && sig.charAt(end) != 'L') end++;
            }
            parts.add(sig.substring(at, end));
            at = end;
        }
        return parts;
    }

    static String signatureAnnotation(String sig, String indent) {
        StringBuilder b = new StringBuilder();
        b.append(indent).append(".annotation system Ldalvik/annotation/Signature;\n");
        b.append(indent).append("    value = {\n");
        List<String> parts = splitSignature(sig);
        for (int i = 0; i < parts.size(); i++) {
            b.append(indent).append("        ").append(str(parts.get(i))).append(i + 1 < parts.size() ? ",\n" : "\n");
        }
        b.append(indent).append("    }\n");
        b.append(indent).append(".end annotation\n");
        return b.toString();
    }

    /** Keeps array types in the analysis so that baload/bastore can pick -byte or -boolean. */
    static final class TypedInterpreter extends BasicInterpreter {
        TypedInterpreter() {
            super(Opcodes.ASM9);
        }

        @Override
        public BasicValue newValue(Type type) {
            if (type != null && type.getSort() == Type.ARRAY) return new BasicValue(type);
            return super.newValue(type);
        }

        @Override
        public BasicValue merge(BasicValue v, BasicValue w) {
            if (v.equals(w)) return v;
            if (v.isReference() && w.isReference()) return BasicValue.REFERENCE_VALUE;
            return super.merge(v, w);
        }
    }
}
