import java.util.*;
import org.objectweb.asm.*;
import org.objectweb.asm.tree.*;

/** One class: header, fields, annotations, methods; lambda classes it needs. */
public class ClassTranslator {
    final ClassNode cn;
    int lambdaCount = 0;
    final List<String> lambdaOrder = new ArrayList<>();
    final Map<InvokeDynamicInsnNode, String> lambdaNames = new HashMap<>();
    final boolean isRecord;

    ClassTranslator(ClassNode cn) {
        this.cn = cn;
        this.isRecord = "java/lang/Record".equals(cn.superName);
    }

    /** Renamed private instance lambda$ methods (D8 makes them public virtual, holder appended). */
    String lambdaImplName(String owner, String name, String desc) {
        ClassNode holder = Translator.classes.get(owner);
        if (holder == null || !name.startsWith("lambda$")) return name;
        for (MethodNode m : holder.methods) {
            if (m.name.equals(name) && m.desc.equals(desc)) {
                if ((m.access & Opcodes.ACC_STATIC) == 0 && (m.access & Opcodes.ACC_PRIVATE) != 0
                        && (holder.access & Opcodes.ACC_INTERFACE) == 0) {
                    return name + "$" + owner.replace('/', '-');
                }
            }
        }
        return name;
    }

    void translate() {
        // number the lambdas of this class in method order
        for (MethodNode mn : cn.methods) {
            for (AbstractInsnNode insn : mn.instructions) {
                if (insn instanceof InvokeDynamicInsnNode) {
                    InvokeDynamicInsnNode indy = (InvokeDynamicInsnNode) insn;
                    if (indy.bsm.getOwner().equals("java/lang/invoke/LambdaMetafactory")) {
                        String name = cn.name + "$$ExternalSyntheticLambda" + (lambdaCount++);
                        lambdaNames.put(indy, name);
                        Translator.out.put(name, lambdaClass(name, indy));
                    }
                }
            }
        }
        StringBuilder sb = new StringBuilder();
        sb.append(".class ").append(classFlags()).append(" L").append(cn.name).append(";\n");
        String superName = isRecord ? "com/android/tools/r8/RecordTag" : cn.superName;
        sb.append(".super L").append(superName).append(";\n");
        if (cn.sourceFile != null) sb.append(".source ").append(Translator.str(cn.sourceFile)).append("\n");
        sb.append("\n");
        for (String itf : cn.interfaces) sb.append(".implements L").append(itf).append(";\n");
        sb.append("\n");
        sb.append(classAnnotations());
        for (FieldNode fn : cn.fields) sb.append(field(fn));
        for (MethodNode mn : cn.methods) {
            String name = mn.name;
            String flags = methodFlags(mn);
            if (mn.name.startsWith("lambda$")) {
                boolean itf = (cn.access & Opcodes.ACC_INTERFACE) != 0;
                if ((mn.access & Opcodes.ACC_STATIC) != 0) {
                    flags = itf ? "public static synthetic" : "static synthetic";
                } else {
                    name = lambdaImplName(cn.name, mn.name, mn.desc);
                    flags = "public synthetic";
                }
            }
            sb.append(method(mn, name, flags));
        }
        if (isRecord) sb.append(recordMethods());
        Map<String, String> bridges = Translator.nestBridges.get(cn.name);
        if (bridges != null) for (String text : bridges.values()) sb.append(text);
        Translator.out.put(cn.name, sb.toString());
    }

    String classFlags() {
        int a = cn.access;
        List<String> f = new ArrayList<>();
        if ((a & Opcodes.ACC_PUBLIC) != 0) f.add("public");
        if ((a & Opcodes.ACC_FINAL) != 0) f.add("final");
        if ((a & Opcodes.ACC_INTERFACE) != 0) f.add("interface");
        if ((a & Opcodes.ACC_ABSTRACT) != 0) f.add("abstract");
        if ((a & Opcodes.ACC_SYNTHETIC) != 0) f.add("synthetic");
        if ((a & Opcodes.ACC_ANNOTATION) != 0) f.add("annotation");
        if ((a & Opcodes.ACC_ENUM) != 0) f.add("enum");
        return String.join(" ", f);
    }

    String classAnnotations() {
        StringBuilder b = new StringBuilder();
        if (cn.invisibleAnnotations != null && !cn.invisibleAnnotations.isEmpty()) {
            throw new IllegalStateException("class-retention annotations on " + cn.name + " not modelled");
        }
        if (cn.visibleAnnotations != null) {
            for (AnnotationNode an : cn.visibleAnnotations) b.append(annotation("runtime", an, ""));
        }
        StringBuilder defaults = new StringBuilder();
        for (MethodNode m : cn.methods) {
            if (m.annotationDefault != null) {
                defaults.append("        ").append(m.name).append(" = ").append(annotationValue(m.annotationDefault, "        "))
                        .append("\n");
            }
        }
        if (defaults.length() > 0) {
            b.append(".annotation system Ldalvik/annotation/AnnotationDefault;\n    value = .subannotation L")
                    .append(cn.name).append(";\n").append(defaults).append("    .end subannotation\n.end annotation\n");
        }
        if (cn.signature != null) b.append(Translator.signatureAnnotation(cn.signature, ""));
        List<String> members = new ArrayList<>();
        if (cn.innerClasses != null) {
            for (InnerClassNode ic : cn.innerClasses) {
                if (ic.name.equals(cn.name)) {
                    if (ic.outerName != null) {
                        b.append(".annotation system Ldalvik/annotation/EnclosingClass;\n    value = L")
                                .append(ic.outerName).append(";\n.end annotation\n");
                    } else if (cn.outerClass != null) {
                        if (cn.outerMethod != null) {
                            b.append(".annotation system Ldalvik/annotation/EnclosingMethod;\n    value = L")
                                    .append(cn.outerClass).append(";->").append(cn.outerMethod)
                                    .append(cn.outerMethodDesc).append("\n.end annotation\n");
                        } else {
                            b.append(".annotation system Ldalvik/annotation/EnclosingClass;\n    value = L")
                                    .append(cn.outerClass).append(";\n.end annotation\n");
                        }
                    }
                    b.append(".annotation system Ldalvik/annotation/InnerClass;\n    accessFlags = ")
                            .append(Translator.hex(ic.access)).append("\n    name = ")
                            .append(ic.innerName == null ? "null" : Translator.str(ic.innerName))
                            .append("\n.end annotation\n");
                } else if (cn.name.equals(ic.outerName)) {
                    members.add(ic.name);
                }
            }
        }
        if (!members.isEmpty()) {
            b.append(".annotation system Ldalvik/annotation/MemberClasses;\n    value = {\n");
            for (int i = 0; i < members.size(); i++) {
                b.append("        L").append(members.get(i)).append(i + 1 < members.size() ? ";,\n" : ";\n");
            }
            b.append("    }\n.end annotation\n");
        }
        if (b.length() > 0) b.append("\n");
        return b.toString();
    }

    String field(FieldNode fn) {
        StringBuilder b = new StringBuilder();
        b.append(".field ").append(fieldFlags(fn.access)).append(fn.name).append(":").append(fn.desc);
        if (fn.value != null && (fn.access & Opcodes.ACC_STATIC) != 0) {
            b.append(" = ").append(constValue(fn.value, fn.desc));
        }
        b.append("\n");
        if (fn.signature != null) {
            b.append(Translator.signatureAnnotation(fn.signature, "    "));
            b.append(".end field\n");
        }
        b.append("\n");
        return b.toString();
    }

    /** One annotation in smali syntax (baksmali sorts elements and annotations when the dex is read back). */
    static String annotation(String visibility, AnnotationNode an, String indent) {
        StringBuilder b = new StringBuilder();
        b.append(indent).append(".annotation ").append(visibility).append(" ").append(an.desc).append("\n");
        if (an.values != null) {
            for (int i = 0; i < an.values.size(); i += 2) {
                b.append(indent).append("    ").append(an.values.get(i)).append(" = ")
                        .append(annotationValue(an.values.get(i + 1), indent + "    ")).append("\n");
            }
        }
        b.append(indent).append(".end annotation\n");
        return b.toString();
    }

    static String annotationValue(Object v, String indent) {
        if (v instanceof String) return Translator.str((String) v);
        if (v instanceof String[]) {
            String[] e = (String[]) v;
            return ".enum " + e[0] + "->" + e[1] + ":" + e[0];
        }
        if (v instanceof Type) return ((Type) v).getDescriptor();
        if (v instanceof Boolean) return v.toString();
        if (v instanceof Integer) return Translator.hex((Integer) v);
        if (v instanceof Long) return Translator.hex((Long) v) + "L";
        if (v instanceof List) {
            List<?> l = (List<?>) v;
            if (l.isEmpty()) return "{}";
            StringBuilder b = new StringBuilder("{\n");
            for (int i = 0; i < l.size(); i++) {
                b.append(indent).append("    ").append(annotationValue(l.get(i), indent + "    "))
                        .append(i + 1 < l.size() ? ",\n" : "\n");
            }
            return b.append(indent).append("}").toString();
        }
        if (v instanceof AnnotationNode) {
            AnnotationNode an = (AnnotationNode) v;
            StringBuilder b = new StringBuilder(".subannotation " + an.desc + "\n");
            if (an.values != null) {
                for (int i = 0; i < an.values.size(); i += 2) {
                    b.append(indent).append("    ").append(an.values.get(i)).append(" = ")
                            .append(annotationValue(an.values.get(i + 1), indent + "    ")).append("\n");
                }
            }
            return b.append(indent).append(".end subannotation").toString();
        }
        throw new IllegalStateException("annotation value " + v);
    }

    static String constValue(Object v, String desc) {
        if (v instanceof String) return Translator.str((String) v);
        if (v instanceof Integer) {
            int i = (Integer) v;
            switch (desc) {
                case "Z": return i != 0 ? "true" : "false";
                case "B": return Translator.hex(i) + "t";
                case "S": return Translator.hex(i) + "s";
                case "C": return "'" + (char) i + "'";
                default: return Translator.hex(i);
            }
        }
        if (v instanceof Long) return Translator.hex((Long) v) + "L";
        if (v instanceof Float) return v + "f";
        if (v instanceof Double) return v.toString();
        throw new IllegalStateException("constant " + v);
    }

    static String fieldFlags(int a) {
        StringBuilder b = new StringBuilder();
        if ((a & Opcodes.ACC_PUBLIC) != 0) b.append("public ");
        if ((a & Opcodes.ACC_PRIVATE) != 0) b.append("private ");
        if ((a & Opcodes.ACC_PROTECTED) != 0) b.append("protected ");
        if ((a & Opcodes.ACC_STATIC) != 0) b.append("static ");
        if ((a & Opcodes.ACC_FINAL) != 0) b.append("final ");
        if ((a & Opcodes.ACC_VOLATILE) != 0) b.append("volatile ");
        if ((a & Opcodes.ACC_TRANSIENT) != 0) b.append("transient ");
        if ((a & Opcodes.ACC_SYNTHETIC) != 0) b.append("synthetic ");
        if ((a & Opcodes.ACC_ENUM) != 0) b.append("enum ");
        return b.toString();
    }

    static String methodFlags(MethodNode mn) {
        int a = mn.access;
        List<String> f = new ArrayList<>();
        if ((a & Opcodes.ACC_PUBLIC) != 0) f.add("public");
        if ((a & Opcodes.ACC_PRIVATE) != 0) f.add("private");
        if ((a & Opcodes.ACC_PROTECTED) != 0) f.add("protected");
        if ((a & Opcodes.ACC_STATIC) != 0) f.add("static");
        if ((a & Opcodes.ACC_FINAL) != 0) f.add("final");
        if ((a & Opcodes.ACC_SYNCHRONIZED) != 0) f.add("declared-synchronized");
        if ((a & Opcodes.ACC_BRIDGE) != 0) f.add("bridge");
        if ((a & Opcodes.ACC_VARARGS) != 0) f.add("varargs");
        if ((a & Opcodes.ACC_NATIVE) != 0) f.add("native");
        if ((a & Opcodes.ACC_ABSTRACT) != 0) f.add("abstract");
        if ((a & Opcodes.ACC_STRICT) != 0) f.add("strictfp");
        if ((a & Opcodes.ACC_SYNTHETIC) != 0) f.add("synthetic");
        if (mn.name.equals("<init>") || mn.name.equals("<clinit>")) f.add("constructor");
        return String.join(" ", f);
    }

    String method(MethodNode mn, String name, String flags) {
        StringBuilder b = new StringBuilder();
        b.append(".method ").append(flags).append(" ").append(name).append(mn.desc).append("\n");
        StringBuilder ann = new StringBuilder();
        if (mn.visibleAnnotations != null) {
            for (AnnotationNode an : mn.visibleAnnotations) ann.append(annotation("runtime", an, "    "));
        }
        if ((mn.invisibleAnnotations != null && !mn.invisibleAnnotations.isEmpty())
                || mn.invisibleParameterAnnotations != null) {
            throw new IllegalStateException("method annotations of " + cn.name + "." + mn.name + " not modelled");
        }
        StringBuilder params = new StringBuilder();
        if (mn.visibleParameterAnnotations != null) {
            // rev160_j1: runtime-visible parameter annotations (D8 keeps them: the method's
            // annotation_set_ref_list). In smali a .param block names the parameter's first register.
            Type[] argTypes = Type.getArgumentTypes(mn.desc);
            if (mn.visibleAnnotableParameterCount != 0 && mn.visibleAnnotableParameterCount != argTypes.length) {
                throw new IllegalStateException("annotable parameter count of " + cn.name + "." + mn.name);
            }
            int reg = (mn.access & Opcodes.ACC_STATIC) != 0 ? 0 : 1;
            for (int i = 0; i < argTypes.length; i++) {
                List<AnnotationNode> list = i < mn.visibleParameterAnnotations.length
                        ? mn.visibleParameterAnnotations[i] : null;
                if (list != null && !list.isEmpty()) {
                    params.append("    .param p").append(reg).append("\n");
                    for (AnnotationNode an : list) params.append(annotation("runtime", an, "        "));
                    params.append("    .end param\n");
                }
                reg += argTypes[i].getSize();
            }
        }
        if (mn.signature != null) ann.append(Translator.signatureAnnotation(mn.signature, "    "));
        if (mn.exceptions != null && !mn.exceptions.isEmpty()) {
            ann.append("    .annotation system Ldalvik/annotation/Throws;\n        value = {\n");
            for (int i = 0; i < mn.exceptions.size(); i++) {
                ann.append("            L").append(mn.exceptions.get(i))
                        .append(i + 1 < mn.exceptions.size() ? ";,\n" : ";\n");
            }
            ann.append("        }\n    .end annotation\n");
        }
        if (mn.parameters != null && !mn.parameters.isEmpty()) {
            ann.append("    .annotation system Ldalvik/annotation/MethodParameters;\n        accessFlags = {\n");
            for (int i = 0; i < mn.parameters.size(); i++) {
                ann.append("            ").append(Translator.hex(mn.parameters.get(i).access))
                        .append(i + 1 < mn.parameters.size() ? ",\n" : "\n");
            }
            ann.append("        }\n        names = {\n");
            for (int i = 0; i < mn.parameters.size(); i++) {
                ann.append("            ").append(Translator.str(mn.parameters.get(i).name))
                        .append(i + 1 < mn.parameters.size() ? ",\n" : "\n");
            }
            ann.append("        }\n    .end annotation\n");
        }
        if ((mn.access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_NATIVE)) != 0) {
            b.append(params);
            b.append(ann);
            b.append(".end method\n\n");
            return b.toString();
        }
        MethodTranslator mt = new MethodTranslator(this, mn);
        List<String> body = mt.translate();
        b.append("    .registers ").append(mt.registerCount).append("\n");
        b.append(params);
        b.append(ann);
        if (ann.length() > 0) b.append("\n");
        for (String line : body) b.append(line).append("\n");
        b.append(".end method\n\n");
        return b.toString();
    }

    // ---------------------------------------------------------------------------------------------
    // records

    String recordMethods() {
        List<String> fields = Translator.recordFields.get(cn.name);
        if (fields == null) return "";
        StringBuilder b = new StringBuilder();
        String self = "L" + cn.name + ";";
        // $record$getFieldsAsObjects
        int n = fields.size();
        b.append(".method private synthetic $record$getFieldsAsObjects()[Ljava/lang/Object;\n");
        b.append("    .registers 5\n");
        b.append("    ").append(constInsn(0, n)).append("\n");
        b.append("    new-array v0, v0, [Ljava/lang/Object;\n");
        for (int i = 0; i < n; i++) {
            String[] nd = fields.get(i).split(":", 2);
            String fd = nd[1];
            String kind = fieldKind(fd);
            if (fd.equals("J") || fd.equals("D")) {
                b.append("    iget-wide v1, p0, ").append(self).append("->").append(nd[0]).append(":").append(fd).append("\n");
                String box = fd.equals("J") ? "Ljava/lang/Long;" : "Ljava/lang/Double;";
                b.append("    invoke-static {v1, v2}, ").append(box).append("->valueOf(").append(fd).append(")").append(box).append("\n");
                b.append("    move-result-object v1\n");
            } else if (fd.startsWith("L") || fd.startsWith("[")) {
                b.append("    iget-object v1, p0, ").append(self).append("->").append(nd[0]).append(":").append(fd).append("\n");
            } else {
                b.append("    iget").append(kind).append(" v1, p0, ").append(self).append("->").append(nd[0]).append(":").append(fd).append("\n");
                String box = boxType(fd);
                b.append("    invoke-static {v1}, ").append(box).append("->valueOf(").append(fd).append(")").append(box).append("\n");
                b.append("    move-result-object v1\n");
            }
            b.append("    ").append(constInsn(3, i)).append("\n");
            b.append("    aput-object v1, v0, v3\n");
        }
        b.append("    return-object v0\n");
        b.append(".end method\n\n");
        // $record$equals
        b.append(".method private synthetic $record$equals(Ljava/lang/Object;)Z\n");
        b.append("    .registers 4\n");
        b.append("    if-nez p1, :not_null\n");
        b.append("    const/4 v0, 0x0\n");
        b.append("    return v0\n");
        b.append("    :not_null\n");
        b.append("    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;\n");
        b.append("    move-result-object v0\n");
        b.append("    invoke-virtual {p1}, Ljava/lang/Object;->getClass()Ljava/lang/Class;\n");
        b.append("    move-result-object v1\n");
        b.append("    if-eq v0, v1, :same_class\n");
        b.append("    const/4 v0, 0x0\n");
        b.append("    return v0\n");
        b.append("    :same_class\n");
        b.append("    invoke-direct {p0}, ").append(self).append("->$record$getFieldsAsObjects()[Ljava/lang/Object;\n");
        b.append("    move-result-object v0\n");
        b.append("    check-cast p1, ").append(self).append("\n");
        b.append("    invoke-direct {p1}, ").append(self).append("->$record$getFieldsAsObjects()[Ljava/lang/Object;\n");
        b.append("    move-result-object v1\n");
        b.append("    invoke-static {v0, v1}, Ljava/util/Arrays;->equals([Ljava/lang/Object;[Ljava/lang/Object;)Z\n");
        b.append("    move-result v0\n");
        b.append("    return v0\n");
        b.append(".end method\n\n");
        return b.toString();
    }

    static String constInsn(int reg, int v) {
        if (v >= -8 && v <= 7) return "const/4 v" + reg + ", " + Translator.hex(v);
        return "const/16 v" + reg + ", " + Translator.hex(v);
    }

    static String fieldKind(String d) {
        switch (d.charAt(0)) {
            case 'J': case 'D': return "-wide";
            case 'Z': return "-boolean";
            case 'B': return "-byte";
            case 'C': return "-char";
            case 'S': return "-short";
            case 'L': case '[': return "-object";
            default: return "";
        }
    }

    static String boxType(String d) {
        switch (d) {
            case "Z": return "Ljava/lang/Boolean;";
            case "B": return "Ljava/lang/Byte;";
            case "C": return "Ljava/lang/Character;";
            case "S": return "Ljava/lang/Short;";
            case "I": return "Ljava/lang/Integer;";
            case "J": return "Ljava/lang/Long;";
            case "F": return "Ljava/lang/Float;";
            case "D": return "Ljava/lang/Double;";
            default: throw new IllegalStateException(d);
        }
    }

    // ---------------------------------------------------------------------------------------------
    // lambda classes

    String lambdaClass(String name, InvokeDynamicInsnNode indy) {
        Type indyType = Type.getMethodType(indy.desc);
        Type[] captures = indyType.getArgumentTypes();
        String itf = indyType.getReturnType().getInternalName();
        Type samType = (Type) indy.bsmArgs[0];
        Handle impl = (Handle) indy.bsmArgs[1];
        String self = "L" + name + ";";
        StringBuilder b = new StringBuilder();
        b.append(".class public final synthetic ").append(self).append("\n");
        b.append(".super Ljava/lang/Object;\n");
        b.append(".source \"D8$$SyntheticClass\"\n\n");
        b.append(".implements L").append(itf).append(";\n\n");
        for (int i = 0; i < captures.length; i++) {
            b.append(".field public final synthetic f$").append(i).append(":").append(captures[i].getDescriptor()).append("\n\n");
        }
        // constructor
        StringBuilder ctorDesc = new StringBuilder("(");
        int words = 0;
        for (Type t : captures) {
            ctorDesc.append(t.getDescriptor());
            words += t.getSize();
        }
        ctorDesc.append(")V");
        b.append(".method public synthetic constructor <init>").append(ctorDesc).append("\n");
        b.append("    .registers ").append(words + 1).append("\n");
        b.append("    invoke-direct {p0}, Ljava/lang/Object;-><init>()V\n");
        int p = 1;
        for (int i = 0; i < captures.length; i++) {
            String d = captures[i].getDescriptor();
            b.append("    iput").append(fieldKind(d)).append(" p").append(p).append(", p0, ").append(self)
                    .append("->f$").append(i).append(":").append(d).append("\n");
            p += captures[i].getSize();
        }
        b.append("    return-void\n.end method\n\n");

        // the interface method
        Type[] samArgs = samType.getArgumentTypes();
        Type samRet = samType.getReturnType();
        Type implType = Type.getMethodType(impl.getDesc());
        Type[] implArgs = implType.getArgumentTypes();
        Type implRet = implType.getReturnType();
        boolean implStatic = impl.getTag() == Opcodes.H_INVOKESTATIC;
        boolean ctor = impl.getTag() == Opcodes.H_NEWINVOKESPECIAL;
        // the values passed to impl: captures then SAM params; for instance impls the first is the receiver
        List<Type> targetTypes = new ArrayList<>();
        if (!implStatic && !ctor) targetTypes.add(Type.getObjectType(impl.getOwner()));
        targetTypes.addAll(Arrays.asList(implArgs));
        int fieldWords = words;
        int samWords = 0;
        for (Type t : samArgs) samWords += t.getSize();
        // registers: v0.. fields, then (if range) copies of params, then p0 (this), p1.. params
        List<Integer> argRegs = new ArrayList<>();
        List<Boolean> argWide = new ArrayList<>();
        StringBuilder code = new StringBuilder();
        int r = 0;
        for (int i = 0; i < captures.length; i++) {
            String d = captures[i].getDescriptor();
            code.append("    iget").append(fieldKind(d)).append(" v").append(r).append(", p0, ").append(self)
                    .append("->f$").append(i).append(":").append(d).append("\n");
            argRegs.add(r);
            argWide.add(captures[i].getSize() == 2);
            r += captures[i].getSize();
        }
        int paramBase = -1; // filled after we know the total
        List<int[]> params = new ArrayList<>(); // [index of param word from p1, size]
        int pw = 1;
        for (Type t : samArgs) {
            params.add(new int[] {pw, t.getSize()});
            pw += t.getSize();
        }
        int totalArgWords = fieldWords + samWords;
        int maxArgRegs = totalArgWords;
        boolean range;
        // try non-range first: registers = fieldWords + 1 + samWords (plus one for a result if needed)
        int resultRegs = (implRet.getSort() == Type.VOID || samRet.getSort() == Type.VOID) ? 0 : implRet.getSize();
        int locals = Math.max(fieldWords, resultRegs);
        int total = locals + 1 + samWords;
        range = maxArgRegs > 5 || total - 1 > 15;
        if (range) {
            locals = Math.max(fieldWords + samWords, resultRegs);
            total = locals + 1 + samWords;
        }
        int pbase = total - samWords; // register of p1 (p0 = pbase - 1)
        StringBuilder casts = new StringBuilder();
        for (int i = 0; i < samArgs.length; i++) {
            int preg = pbase + params.get(i)[0] - 1;
            Type want = targetTypes.get(captures.length + i);
            Type have = samArgs[i];
            if (want.getSort() >= Type.ARRAY && !want.equals(have) && !want.getDescriptor().equals("Ljava/lang/Object;")) {
                casts.append("    check-cast v").append(preg).append(", ").append(want.getDescriptor()).append("\n");
            }
            if (range) {
                String mv = have.getSize() == 2 ? "move-wide/from16" : (have.getSort() >= Type.ARRAY ? "move-object/from16" : "move/from16");
                casts.append("    ").append(mv).append(" v").append(r).append(", v").append(preg).append("\n");
                argRegs.add(r);
                argWide.add(have.getSize() == 2);
                r += have.getSize();
            } else {
                argRegs.add(preg);
                argWide.add(have.getSize() == 2);
            }
        }
        code.append(casts);
        String op;
        String owner = Translator.desc(impl.getOwner());
        String implName = impl.getName();
        switch (impl.getTag()) {
            case Opcodes.H_INVOKESTATIC: op = "invoke-static"; break;
            case Opcodes.H_INVOKEINTERFACE: op = "invoke-interface"; break;
            case Opcodes.H_INVOKEVIRTUAL:
                op = "invoke-virtual";
                implName = lambdaImplName(impl.getOwner(), impl.getName(), impl.getDesc());
                break;
            case Opcodes.H_INVOKESPECIAL:
                op = "invoke-virtual";
                implName = lambdaImplName(impl.getOwner(), impl.getName(), impl.getDesc());
                break;
            default: throw new IllegalStateException("impl tag " + impl.getTag() + " in " + name);
        }
        List<String> regs = new ArrayList<>();
        for (int i = 0; i < argRegs.size(); i++) {
            regs.add("v" + argRegs.get(i));
            if (argWide.get(i)) regs.add("v" + (argRegs.get(i) + 1));
        }
        String ref = owner + "->" + implName + impl.getDesc();
        if (range) {
            code.append("    ").append(op).append("/range {v").append(argRegs.get(0)).append(" .. v")
                    .append(r - 1).append("}, ").append(ref).append("\n");
        } else {
            code.append("    ").append(op).append(" {").append(String.join(", ", regs)).append("}, ").append(ref).append("\n");
        }
        if (samRet.getSort() == Type.VOID) {
            code.append("    return-void\n");
        } else if (samRet.getSort() >= Type.ARRAY) {
            if (implRet.getSort() >= Type.ARRAY) {
                code.append("    move-result-object v0\n    return-object v0\n");
            } else {
                String box = boxType(implRet.getDescriptor());
                code.append(implRet.getSize() == 2 ? "    move-result-wide v0\n" : "    move-result v0\n");
                code.append("    invoke-static {v0").append(implRet.getSize() == 2 ? ", v1" : "").append("}, ").append(box)
                        .append("->valueOf(").append(implRet.getDescriptor()).append(")").append(box).append("\n");
                code.append("    move-result-object v0\n    return-object v0\n");
            }
        } else {
            if (implRet.getSize() == 2) code.append("    move-result-wide v0\n    return-wide v0\n");
            else code.append("    move-result v0\n    return v0\n");
        }
        b.append(".method public final ").append(indy.name).append(samType.getDescriptor()).append("\n");
        b.append("    .registers ").append(total).append("\n");
        b.append(code);
        b.append(".end method\n");
        return b.toString();
    }
}
