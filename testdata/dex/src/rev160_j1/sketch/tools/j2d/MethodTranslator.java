import java.util.*;
import org.objectweb.asm.*;
import org.objectweb.asm.tree.*;
import org.objectweb.asm.tree.analysis.*;

/**
 * Translates one method body. Registers: operand-stack temporaries lowest, then the non-parameter javac locals,
 * parameters last. Constants and local loads stay symbolic on a model stack until an instruction consumes them;
 * at labels the stack is put into its canonical temporaries.
 */
public class MethodTranslator {
    static final int SINGLE = 0, WIDE = 1, OBJ = 2;

    final ClassTranslator ct;
    final MethodNode mn;
    Frame<BasicValue>[] frames;
    int registerCount;
    final int paramWords;
    final boolean isStatic;
    final Set<LabelNode> referenced = new HashSet<>();
    final Set<LabelNode> handlers = new HashSet<>();
    final Map<LabelNode, Integer> labelIds = new HashMap<>();
    final Set<AbstractInsnNode> inTry = new HashSet<>();

    // layout of the current pass
    int S;
    int[] tempReg;
    int[] localReg;

    // state of the current pass
    List<Insn> out;
    List<E> stack;
    Set<AbstractInsnNode> skip;
    int lastLine, pendingLine;
    List<String> payloads;
    int payloadCount;

    static final class Unmapped extends RuntimeException {
        Unmapped(String m) {
            super(m);
        }
    }

    static final class E {
        int kind;
        boolean konst;
        Object cv; // Integer, Long, Float, Double, String, Type, or NULL
        int reg;
        int pos;

        E copyAt(int p) {
            E e = new E();
            e.kind = kind;
            e.konst = konst;
            e.cv = cv;
            e.reg = reg;
            e.pos = p;
            return e;
        }

        int size() {
            return kind == WIDE ? 2 : 1;
        }
    }

    static final Object NULL = new Object();

    static final class Insn {
        String raw; // raw text, or null
        String op;
        int[] regs;
        boolean[] wide;
        String suffix;
        boolean invoke, range;
        int jvm = -1;
        boolean handlerStart;

        static Insn raw(String s) {
            Insn i = new Insn();
            i.raw = s;
            return i;
        }

        String render(int[] map) {
            if (raw != null) return raw;
            StringBuilder b = new StringBuilder("    ").append(op);
            if (invoke) {
                if (range) {
                    b.append(" {v").append(map[regs[0]]).append(" .. v").append(map[regs[regs.length - 1]]).append("}");
                } else {
                    b.append(" {");
                    for (int i = 0; i < regs.length; i++) {
                        if (i > 0) b.append(", ");
                        b.append("v").append(map[regs[i]]);
                    }
                    b.append("}");
                }
                b.append(", ").append(suffix);
            } else {
                for (int i = 0; i < regs.length; i++) {
                    b.append(i == 0 ? " " : ", ").append("v").append(map[regs[i]]);
                }
                if (suffix != null) b.append(regs.length > 0 ? ", " : " ").append(suffix);
            }
            return b.toString();
        }

        void used(Set<Integer> u) {
            if (regs == null) return;
            if (invoke && range) {
                for (int r = regs[0]; r <= regs[regs.length - 1]; r++) u.add(r);
                return;
            }
            for (int i = 0; i < regs.length; i++) {
                u.add(regs[i]);
                if (wide != null && wide[i]) u.add(regs[i] + 1);
            }
        }
    }

    MethodTranslator(ClassTranslator ct, MethodNode mn) {
        this.ct = ct;
        this.mn = mn;
        isStatic = (mn.access & Opcodes.ACC_STATIC) != 0;
        int pw = isStatic ? 0 : 1;
        for (Type t : Type.getArgumentTypes(mn.desc)) pw += t.getSize();
        paramWords = pw;
    }

    @SuppressWarnings("unchecked")
    List<String> translate() {
        try {
            Analyzer<BasicValue> an = new Analyzer<>(new Translator.TypedInterpreter());
            frames = an.analyze(ct.cn.name, mn);
        } catch (AnalyzerException e) {
            throw new RuntimeException(ct.cn.name + "." + mn.name + ": " + e.getMessage(), e);
        }
        for (AbstractInsnNode insn : mn.instructions) {
            if (insn instanceof JumpInsnNode) referenced.add(((JumpInsnNode) insn).label);
            if (insn instanceof TableSwitchInsnNode) {
                referenced.add(((TableSwitchInsnNode) insn).dflt);
                referenced.addAll(((TableSwitchInsnNode) insn).labels);
            }
            if (insn instanceof LookupSwitchInsnNode) {
                referenced.add(((LookupSwitchInsnNode) insn).dflt);
                referenced.addAll(((LookupSwitchInsnNode) insn).labels);
            }
        }
        for (TryCatchBlockNode tcb : mn.tryCatchBlocks) {
            referenced.add(tcb.start);
            referenced.add(tcb.end);
            referenced.add(tcb.handler);
            handlers.add(tcb.handler);
            boolean in = false;
            for (AbstractInsnNode insn : mn.instructions) {
                if (insn == tcb.start) in = true;
                if (insn == tcb.end) in = false;
                if (in) inTry.add(insn);
            }
        }
        int id = 0;
        for (AbstractInsnNode insn : mn.instructions) {
            if (insn instanceof LabelNode && referenced.contains(insn)) labelIds.put((LabelNode) insn, id++);
        }
        int maxLocals = Math.max(mn.maxLocals, paramWords);
        S = mn.maxStack + 14;
        int nonParam = maxLocals - paramWords;
        int total = S + nonParam + paramWords;
        tempReg = new int[S];
        localReg = new int[maxLocals];
        for (int i = 0; i < S; i++) tempReg[i] = i;
        for (int i = 0; i < maxLocals; i++) {
            localReg[i] = i < paramWords ? S + nonParam + i : S + (i - paramWords);
        }
        generate();
        int[] map1 = squeeze(total);
        List<Insn> first = out;
        int firstTotal = total;
        // second pass with the squeezed layout
        int[] t2 = new int[S];
        int[] l2 = new int[maxLocals];
        for (int i = 0; i < S; i++) t2[i] = map1[tempReg[i]];
        for (int i = 0; i < maxLocals; i++) l2[i] = map1[localReg[i]];
        int total2 = 0;
        for (int v : map1) total2 = Math.max(total2, v + 1);
        int[] keepT = tempReg, keepL = localReg;
        tempReg = t2;
        localReg = l2;
        List<Insn> second;
        int[] map2;
        try {
            generate();
            second = out;
            map2 = squeeze(total2);
        } catch (Unmapped e) {
            second = first;
            map2 = map1;
            total2 = firstTotal;
        }
        int fin = 0;
        for (int v : map2) fin = Math.max(fin, v + 1);
        registerCount = fin;
        List<String> lines = new ArrayList<>();
        for (Insn i : second) lines.add(i.render(map2));
        lines.addAll(payloads);
        return lines;
    }

    /** Monotone renumbering that drops unused registers; parameters stay last. */
    int[] squeeze(int total) {
        Set<Integer> used = new HashSet<>();
        for (Insn i : out) i.used(used);
        int firstParam = total - paramWords;
        for (int r = firstParam; r < total; r++) used.add(r);
        int[] map = new int[total];
        int next = 0;
        for (int r = 0; r < total; r++) {
            if (used.contains(r)) map[r] = next++;
            else map[r] = -1;
        }
        // a wide pair must stay adjacent: both halves are marked used by Insn.used
        return map;
    }

    // ---------------------------------------------------------------------------------------------

    int temp(int pos) {
        if (pos >= tempReg.length) throw new IllegalStateException("stack too deep in " + mn.name);
        int r = tempReg[pos];
        if (r < 0) throw new Unmapped("temp " + pos);
        return r;
    }

    int local(int k) {
        int r = localReg[k];
        if (r < 0) throw new Unmapped("local " + k);
        return r;
    }

    void emitLine() {
        if (pendingLine >= 0 && pendingLine != lastLine) {
            out.add(Insn.raw("    .line " + pendingLine));
            lastLine = pendingLine;
        }
    }

    int curIndex = -1;

    void emit(String op, int[] regs, boolean[] wide, String suffix) {
        emitLine();
        Insn i = new Insn();
        i.jvm = curIndex;
        i.op = op;
        i.regs = regs;
        i.wide = wide;
        i.suffix = suffix;
        out.add(i);
    }

    void emit(String op, String suffix, int... regs) {
        emit(op, regs, null, suffix);
    }

    void emitInvoke(String op, List<Integer> regs, boolean range, String ref) {
        emitLine();
        Insn i = new Insn();
        i.jvm = curIndex;
        i.op = range ? op + "/range" : op;
        i.invoke = true;
        i.range = range;
        i.regs = regs.stream().mapToInt(Integer::intValue).toArray();
        i.suffix = ref;
        out.add(i);
    }

    static String moveSuffix(int kind) {
        return kind == WIDE ? "-wide" : kind == OBJ ? "-object" : "";
    }

    void emitMove(int kind, int dst, int src) {
        if (dst == src) return;
        String m = "move" + moveSuffix(kind);
        boolean[] w = kind == WIDE ? new boolean[] {true, true} : null;
        if (dst <= 15 && src <= 15) emit(m, new int[] {dst, src}, w, null);
        else if (dst <= 255) emit(m + "/from16", new int[] {dst, src}, w, null);
        else emit(m + "/16", new int[] {dst, src}, w, null);
    }

    void emitConst(E e, int reg) {
        Object v = e.cv;
        if (v instanceof String) {
            if (reg > 255) throw new IllegalStateException("const-string reg");
            emit("const-string", Translator.str((String) v), reg);
            return;
        }
        if (v instanceof Type) {
            emit("const-class", ((Type) v).getDescriptor(), reg);
            return;
        }
        if (v instanceof Long || v instanceof Double) {
            long l = v instanceof Long ? (Long) v : Double.doubleToRawLongBits((Double) v);
            String op;
            if (l >= -32768 && l <= 32767) op = "const-wide/16";
            else if (l >= Integer.MIN_VALUE && l <= Integer.MAX_VALUE) op = "const-wide/32";
            else if ((l & 0xffffffffffffL) == 0) op = "const-wide/high16";
            else op = "const-wide";
            emit(op, new int[] {reg}, new boolean[] {true},
                    Translator.hex(l) + (op.equals("const-wide") || op.equals("const-wide/high16") ? "L" : ""));
            return;
        }
        int i;
        if (v == NULL) i = 0;
        else if (v instanceof Float) i = Float.floatToRawIntBits((Float) v);
        else i = (Integer) v;
        String op;
        if (reg <= 15 && i >= -8 && i <= 7) op = "const/4";
        else if (i >= -32768 && i <= 32767) op = "const/16";
        else if ((i & 0xffff) == 0) op = "const/high16";
        else op = "const";
        emit(op, Translator.hex(i), reg);
    }

    /** The entry's register, materializing constants and moving it low when limit demands. */
    int use(E e, int limit) {
        if (e.konst) {
            int r = temp(e.pos);
            if (r > limit) throw new IllegalStateException("temp too high");
            emitConst(e, r);
            return r;
        }
        if (e.reg <= limit) return e.reg;
        int r = temp(e.pos);
        if (r > limit) throw new IllegalStateException("temp too high " + r + " in " + ct.cn.name + "." + mn.name);
        emitMove(e.kind, r, e.reg);
        return r;
    }

    E pop() {
        return stack.remove(stack.size() - 1);
    }

    int top() {
        if (stack.isEmpty()) return 0;
        E t = stack.get(stack.size() - 1);
        return t.pos + t.size();
    }

    void pushReg(int kind, int reg) {
        E e = new E();
        e.kind = kind;
        e.reg = reg;
        e.pos = top();
        stack.add(e);
    }

    void pushConst(int kind, Object v) {
        E e = new E();
        e.kind = kind;
        e.konst = true;
        e.cv = v;
        e.pos = top();
        stack.add(e);
    }

    /** Puts every stack entry into its canonical temporary. */
    void flush() {
        for (E e : stack) {
            int t = temp(e.pos);
            if (e.konst) {
                emitConst(e, t);
            } else if (e.reg != t) {
                emitMove(e.kind, t, e.reg);
            }
            e.konst = false;
            e.reg = t;
        }
    }

    /** Before local k is written, entries still reading it move to their temporaries. */
    void spillLocal(int k, int size) {
        Set<Integer> regs = new HashSet<>();
        for (int i = 0; i < size; i++) regs.add(local(k + i));
        for (E e : stack) {
            if (e.konst) continue;
            boolean hit = regs.contains(e.reg) || (e.kind == WIDE && regs.contains(e.reg + 1));
            if (hit) {
                int t = temp(e.pos);
                emitMove(e.kind, t, e.reg);
                e.reg = t;
            }
        }
    }

    static int kindOf(BasicValue v) {
        if (v == null) return -1;
        if (v == BasicValue.LONG_VALUE || v == BasicValue.DOUBLE_VALUE) return WIDE;
        if (v.isReference()) return OBJ;
        if (v == BasicValue.UNINITIALIZED_VALUE) return -1;
        return SINGLE;
    }

    static int kindOfDesc(String d) {
        char c = d.charAt(0);
        if (c == 'J' || c == 'D') return WIDE;
        if (c == 'L' || c == '[') return OBJ;
        return SINGLE;
    }

    AbstractInsnNode nextReal(AbstractInsnNode insn) {
        AbstractInsnNode n = insn.getNext();
        while (n != null) {
            if (n instanceof LineNumberNode || n instanceof FrameNode) {
                n = n.getNext();
                continue;
            }
            if (n instanceof LabelNode && !referenced.contains(n)) {
                n = n.getNext();
                continue;
            }
            return n;
        }
        return null;
    }

    /** Where a value produced at stack position pos goes: straight into the local the next store names, if safe. */
    final class Dest {
        final int pos, kind;
        int localSlot = -1;
        AbstractInsnNode store;
        int writtenTo;

        Dest(AbstractInsnNode insn, int pos, int kind) {
            this.pos = pos;
            this.kind = kind;
            AbstractInsnNode n = nextReal(insn);
            if (n instanceof VarInsnNode && isStore(n.getOpcode()) && kindOfStore(n.getOpcode()) == kind) {
                int k = ((VarInsnNode) n).var;
                boolean clash = false;
                int size = kind == WIDE ? 2 : 1;
                for (E e : stack) {
                    if (e.konst) continue;
                    for (int i = 0; i < size; i++) {
                        if (e.reg == local(k + i) || (e.kind == WIDE && e.reg + 1 == local(k + i))) clash = true;
                    }
                }
                if (!clash) {
                    localSlot = k;
                    store = n;
                }
            }
        }

        int reg(int limit) {
            if (localSlot >= 0 && local(localSlot) <= limit) {
                writtenTo = local(localSlot);
            } else {
                writtenTo = temp(pos);
                if (writtenTo > limit) throw new IllegalStateException("dest temp too high");
            }
            return writtenTo;
        }

        void done() {
            if (localSlot >= 0) {
                emitMove(kind, local(localSlot), writtenTo);
                skip.add(store);
            } else {
                pushReg(kind, writtenTo);
            }
        }
    }

    static boolean isStore(int op) {
        return op >= Opcodes.ISTORE && op <= Opcodes.ASTORE;
    }

    static int kindOfStore(int op) {
        switch (op) {
            case Opcodes.LSTORE: case Opcodes.DSTORE: return WIDE;
            case Opcodes.ASTORE: return OBJ;
            default: return SINGLE;
        }
    }

    // ---------------------------------------------------------------------------------------------

    void generate() {
        out = new ArrayList<>();
        stack = new ArrayList<>();
        skip = new HashSet<>();
        payloads = new ArrayList<>();
        payloadCount = 0;
        lastLine = -1;
        pendingLine = -1;
        boolean reachable = true;
        AbstractInsnNode[] insns = mn.instructions.toArray();
        for (int i = 0; i < insns.length; i++) {
            AbstractInsnNode insn = insns[i];
            curIndex = i;
            if (skip.contains(insn)) continue;
            if (insn instanceof LabelNode) {
                if (!referenced.contains(insn)) continue;
                if (reachable) flush();
                out.add(Insn.raw("    :L" + labelIds.get(insn)));
                stack = new ArrayList<>();
                Frame<BasicValue> f = frames[i];
                if (f == null) {
                    reachable = false;
                    continue;
                }
                reachable = true;
                if (handlers.contains(insn)) {
                    Insn mark = Insn.raw("");
                    mark.handlerStart = true;
                    out.add(mark);
                    AbstractInsnNode n = nextReal(insn);
                    if (n instanceof VarInsnNode && n.getOpcode() == Opcodes.ASTORE) {
                        // line of the store comes first in javac's table only when it differs; keep D8's order
                        emit("move-exception", null, local(((VarInsnNode) n).var));
                        skip.add(n);
                    } else {
                        emit("move-exception", null, temp(0));
                        pushReg(OBJ, temp(0));
                    }
                } else {
                    for (int s = 0; s < f.getStackSize(); s++) {
                        BasicValue v = f.getStack(s);
                        pushReg(kindOf(v), 0);
                        E e = stack.get(stack.size() - 1);
                        e.reg = temp(e.pos);
                    }
                }
                continue;
            }
            if (insn instanceof LineNumberNode) {
                pendingLine = ((LineNumberNode) insn).line;
                continue;
            }
            if (insn instanceof FrameNode) continue;
            if (frames[i] == null) continue;
            reachable = insn(insn, frames[i]);
        }
        // try ranges as D8 shapes them: around throwing instructions, grouped while the handlers stay the same
        List<Insn> res = new ArrayList<>();
        List<String> catches = new ArrayList<>();
        String curKey = null;
        List<TryCatchBlockNode> curList = null;
        int groupNo = 0;
        int lastThrowPos = -1;
        for (Insn i : out) {
            boolean thr = i.raw == null && throwsOp(i.op);
            if (i.handlerStart || (thr && !handlerKey(i.jvm).equals(curKey == null ? "" : curKey))) {
                if (curKey != null && !curKey.isEmpty()) closeGroup(res, catches, lastThrowPos, groupNo++, curList);
                curKey = null;
                curList = null;
            }
            if (i.handlerStart) continue;
            if (thr) {
                String k = handlerKey(i.jvm);
                if (curKey == null && !k.isEmpty()) {
                    res.add(Insn.raw("    :T" + groupNo + "s"));
                }
                curKey = k;
                curList = handlerList(i.jvm);
                res.add(i);
                lastThrowPos = res.size();
                continue;
            }
            res.add(i);
        }
        if (curKey != null && !curKey.isEmpty()) closeGroup(res, catches, lastThrowPos, groupNo++, curList);
        for (String c : catches) res.add(Insn.raw(c));
        out = res;
    }

    void closeGroup(List<Insn> res, List<String> catches, int endPos, int no, List<TryCatchBlockNode> list) {
        res.add(endPos, Insn.raw("    :T" + no + "e"));
        for (TryCatchBlockNode tcb : list) {
            String range = "{:T" + no + "s .. :T" + no + "e} :L" + labelIds.get(tcb.handler);
            if (tcb.type == null) catches.add("    .catchall " + range);
            else catches.add("    .catch L" + tcb.type + "; " + range);
        }
    }

    List<TryCatchBlockNode> handlerList(int jvm) {
        List<TryCatchBlockNode> l = new ArrayList<>();
        if (jvm < 0) return l;
        Set<String> seen = new HashSet<>();
        for (TryCatchBlockNode tcb : mn.tryCatchBlocks) {
            int s0 = mn.instructions.indexOf(tcb.start);
            int e0 = mn.instructions.indexOf(tcb.end);
            if (!(s0 <= jvm && jvm < e0)) continue;
            String type = tcb.type == null ? "*" : tcb.type;
            if (seen.contains("*") || seen.contains(type)) continue;
            seen.add(type);
            l.add(tcb);
        }
        return l;
    }

    String handlerKey(int jvm) {
        StringBuilder b = new StringBuilder();
        for (TryCatchBlockNode t : handlerList(jvm)) b.append(t.type).append("->").append(labelIds.get(t.handler)).append(";");
        return b.toString();
    }

    static boolean throwsOp(String op) {
        return op.startsWith("invoke") || op.startsWith("iget") || op.startsWith("iput") || op.startsWith("sget")
                || op.startsWith("sput") || op.startsWith("new-") || op.startsWith("check-cast")
                || op.startsWith("const-string") || op.startsWith("const-class") || op.startsWith("aget")
                || op.startsWith("aput") || op.startsWith("array-length") || op.startsWith("monitor-")
                || op.equals("throw") || op.startsWith("div-int") || op.startsWith("rem-int")
                || op.startsWith("div-long") || op.startsWith("rem-long") || op.startsWith("filled-new-array");
    }

    static boolean canThrow(AbstractInsnNode n) {
        if (n instanceof MethodInsnNode || n instanceof FieldInsnNode || n instanceof InvokeDynamicInsnNode) return true;
        if (n instanceof TypeInsnNode) return n.getOpcode() != Opcodes.INSTANCEOF;
        if (n instanceof LdcInsnNode) {
            Object c = ((LdcInsnNode) n).cst;
            return c instanceof String || c instanceof Type;
        }
        switch (n.getOpcode()) {
            case Opcodes.ATHROW: case Opcodes.ARRAYLENGTH: case Opcodes.MONITORENTER: case Opcodes.MONITOREXIT:
            case Opcodes.IDIV: case Opcodes.IREM: case Opcodes.LDIV: case Opcodes.LREM: case Opcodes.NEWARRAY:
            case Opcodes.IALOAD: case Opcodes.LALOAD: case Opcodes.FALOAD: case Opcodes.DALOAD: case Opcodes.AALOAD:
            case Opcodes.BALOAD: case Opcodes.CALOAD: case Opcodes.SALOAD: case Opcodes.IASTORE: case Opcodes.LASTORE:
            case Opcodes.FASTORE: case Opcodes.DASTORE: case Opcodes.AASTORE: case Opcodes.BASTORE: case Opcodes.CASTORE:
            case Opcodes.SASTORE:
                return true;
            default:
                return false;
        }
    }

    /** Translates one instruction; returns whether control falls through. */
    boolean insn(AbstractInsnNode insn, Frame<BasicValue> f) {
        int op = insn.getOpcode();
        switch (op) {
            case Opcodes.NOP: return true;
            case Opcodes.ACONST_NULL: pushConst(OBJ, NULL); return true;
            case Opcodes.ICONST_M1: case Opcodes.ICONST_0: case Opcodes.ICONST_1: case Opcodes.ICONST_2:
            case Opcodes.ICONST_3: case Opcodes.ICONST_4: case Opcodes.ICONST_5:
                pushConst(SINGLE, op - Opcodes.ICONST_0); return true;
            case Opcodes.LCONST_0: case Opcodes.LCONST_1: pushConst(WIDE, (long) (op - Opcodes.LCONST_0)); return true;
            case Opcodes.FCONST_0: case Opcodes.FCONST_1: case Opcodes.FCONST_2:
                pushConst(SINGLE, (float) (op - Opcodes.FCONST_0)); return true;
            case Opcodes.DCONST_0: case Opcodes.DCONST_1: pushConst(WIDE, (double) (op - Opcodes.DCONST_0)); return true;
            case Opcodes.BIPUSH: case Opcodes.SIPUSH: pushConst(SINGLE, ((IntInsnNode) insn).operand); return true;
            case Opcodes.LDC: {
                Object c = ((LdcInsnNode) insn).cst;
                if (c instanceof Long || c instanceof Double) pushConst(WIDE, c);
                else if (c instanceof String || c instanceof Type) pushConst(OBJ, c);
                else pushConst(SINGLE, c);
                return true;
            }
            case Opcodes.ILOAD: case Opcodes.FLOAD: pushReg(SINGLE, local(((VarInsnNode) insn).var)); return true;
            case Opcodes.LLOAD: case Opcodes.DLOAD: pushReg(WIDE, local(((VarInsnNode) insn).var)); return true;
            case Opcodes.ALOAD: pushReg(OBJ, local(((VarInsnNode) insn).var)); return true;
            case Opcodes.ISTORE: case Opcodes.FSTORE: case Opcodes.LSTORE: case Opcodes.DSTORE: case Opcodes.ASTORE: {
                int k = ((VarInsnNode) insn).var;
                int kind = kindOfStore(op);
                E e = pop();
                spillLocal(k, kind == WIDE ? 2 : 1);
                if (e.konst) {
                    emitConst(e, local(k));
                    // a dup'ed class or string constant (javac's `ldc X; dup; astore; monitorenter`) is read from
                    // the local it was stored to, as D8 does, not loaded a second time
                    if (kind == OBJ && (e.cv instanceof Type || e.cv instanceof String)) {
                        for (E o : stack) {
                            if (o.konst && o.kind == OBJ && o.cv.equals(e.cv)) {
                                o.konst = false;
                                o.reg = local(k);
                            }
                        }
                    }
                } else {
                    int from = e.reg;
                    emitMove(kind, local(k), from);
                    // a dup'ed copy still on the stack (javac's `dup; astore; monitorenter`) is the same value:
                    // D8 reads it from the one register it gives that value, here the local
                    if (kind == OBJ) {
                        for (E o : stack) {
                            if (!o.konst && o.kind == OBJ && o.reg == from) o.reg = local(k);
                        }
                    }
                }
                return true;
            }
            case Opcodes.IINC: {
                IincInsnNode ii = (IincInsnNode) insn;
                spillLocal(ii.var, 1);
                int r = local(ii.var);
                if (r <= 255 && ii.incr >= -128 && ii.incr <= 127) {
                    emit("add-int/lit8", Translator.hex(ii.incr), r, r);
                } else if (r <= 15) {
                    emit("add-int/lit16", Translator.hex(ii.incr), r, r);
                } else {
                    throw new IllegalStateException("iinc");
                }
                return true;
            }
            case Opcodes.POP: case Opcodes.POP2: {
                E e = pop();
                if (op == Opcodes.POP2 && e.kind != WIDE) pop();
                return true;
            }
            case Opcodes.DUP: {
                E t = stack.get(stack.size() - 1);
                stack.add(t.copyAt(top()));
                return true;
            }
            case Opcodes.DUP2: {
                E t = stack.get(stack.size() - 1);
                if (t.kind != WIDE) throw new IllegalStateException("dup2 of two words in " + mn.name);
                stack.add(t.copyAt(top()));
                return true;
            }
            case Opcodes.DUP_X1: case Opcodes.DUP_X2: case Opcodes.DUP2_X1: case Opcodes.DUP2_X2: case Opcodes.SWAP:
                throw new IllegalStateException("unsupported stack op " + op + " in " + ct.cn.name + "." + mn.name);
            case Opcodes.IADD: case Opcodes.ISUB: case Opcodes.IMUL: case Opcodes.IDIV: case Opcodes.IREM:
            case Opcodes.IAND: case Opcodes.IOR: case Opcodes.IXOR: case Opcodes.ISHL: case Opcodes.ISHR: case Opcodes.IUSHR:
                intBinop(insn, op);
                return true;
            case Opcodes.LADD: case Opcodes.LSUB: case Opcodes.LMUL: case Opcodes.LDIV: case Opcodes.LREM:
            case Opcodes.LAND: case Opcodes.LOR: case Opcodes.LXOR: case Opcodes.LSHL: case Opcodes.LSHR: case Opcodes.LUSHR:
            case Opcodes.FADD: case Opcodes.FSUB: case Opcodes.FMUL: case Opcodes.FDIV: case Opcodes.FREM:
            case Opcodes.DADD: case Opcodes.DSUB: case Opcodes.DMUL: case Opcodes.DDIV: case Opcodes.DREM:
                otherBinop(insn, op);
                return true;
            case Opcodes.INEG: unop(insn, "neg-int", SINGLE, SINGLE); return true;
            case Opcodes.LNEG: unop(insn, "neg-long", WIDE, WIDE); return true;
            case Opcodes.FNEG: unop(insn, "neg-float", SINGLE, SINGLE); return true;
            case Opcodes.DNEG: unop(insn, "neg-double", WIDE, WIDE); return true;
            case Opcodes.I2L: unop(insn, "int-to-long", SINGLE, WIDE); return true;
            case Opcodes.I2F: unop(insn, "int-to-float", SINGLE, SINGLE); return true;
            case Opcodes.I2D: unop(insn, "int-to-double", SINGLE, WIDE); return true;
            case Opcodes.L2I: unop(insn, "long-to-int", WIDE, SINGLE); return true;
            case Opcodes.L2F: unop(insn, "long-to-float", WIDE, SINGLE); return true;
            case Opcodes.L2D: unop(insn, "long-to-double", WIDE, WIDE); return true;
            case Opcodes.F2I: unop(insn, "float-to-int", SINGLE, SINGLE); return true;
            case Opcodes.F2L: unop(insn, "float-to-long", SINGLE, WIDE); return true;
            case Opcodes.F2D: unop(insn, "float-to-double", SINGLE, WIDE); return true;
            case Opcodes.D2I: unop(insn, "double-to-int", WIDE, SINGLE); return true;
            case Opcodes.D2L: unop(insn, "double-to-long", WIDE, WIDE); return true;
            case Opcodes.D2F: unop(insn, "double-to-float", WIDE, SINGLE); return true;
            case Opcodes.I2B: unop(insn, "int-to-byte", SINGLE, SINGLE); return true;
            case Opcodes.I2C: unop(insn, "int-to-char", SINGLE, SINGLE); return true;
            case Opcodes.I2S: unop(insn, "int-to-short", SINGLE, SINGLE); return true;
            case Opcodes.LCMP: cmp(insn, "cmp-long"); return true;
            case Opcodes.FCMPL: cmp(insn, "cmpl-float"); return true;
            case Opcodes.FCMPG: cmp(insn, "cmpg-float"); return true;
            case Opcodes.DCMPL: cmp(insn, "cmpl-double"); return true;
            case Opcodes.DCMPG: cmp(insn, "cmpg-double"); return true;
            case Opcodes.IFEQ: case Opcodes.IFNE: case Opcodes.IFLT: case Opcodes.IFGE: case Opcodes.IFGT: case Opcodes.IFLE:
            case Opcodes.IFNULL: case Opcodes.IFNONNULL: {
                E a = pop();
                int r = use(a, 255);
                flush();
                String[] names = {"eqz", "nez", "ltz", "gez", "gtz", "lez"};
                String name = op == Opcodes.IFNULL ? "eqz" : op == Opcodes.IFNONNULL ? "nez" : names[op - Opcodes.IFEQ];
                emit("if-" + name, ":L" + labelIds.get(((JumpInsnNode) insn).label), r);
                return true;
            }
            case Opcodes.IF_ICMPEQ: case Opcodes.IF_ICMPNE: case Opcodes.IF_ICMPLT: case Opcodes.IF_ICMPGE:
            case Opcodes.IF_ICMPGT: case Opcodes.IF_ICMPLE: case Opcodes.IF_ACMPEQ: case Opcodes.IF_ACMPNE: {
                E b = pop();
                E a = pop();
                int ra = use(a, 15);
                int rb = use(b, 15);
                flush();
                String[] names = {"eq", "ne", "lt", "ge", "gt", "le", "eq", "ne"};
                emit("if-" + names[op - Opcodes.IF_ICMPEQ], ":L" + labelIds.get(((JumpInsnNode) insn).label), ra, rb);
                return true;
            }
            case Opcodes.GOTO:
                flush();
                emit("goto", ":L" + labelIds.get(((JumpInsnNode) insn).label));
                return false;
            case Opcodes.TABLESWITCH: {
                TableSwitchInsnNode ts = (TableSwitchInsnNode) insn;
                E k = pop();
                int r = use(k, 255);
                flush();
                String lab = "pswitch_data_" + (payloadCount++);
                emit("packed-switch", ":" + lab, r);
                emit("goto", ":L" + labelIds.get(ts.dflt));
                payloads.add("    :" + lab);
                payloads.add("    .packed-switch " + Translator.hex(ts.min));
                for (LabelNode l : ts.labels) payloads.add("        :L" + labelIds.get(l));
                payloads.add("    .end packed-switch");
                return false;
            }
            case Opcodes.LOOKUPSWITCH: {
                LookupSwitchInsnNode ls = (LookupSwitchInsnNode) insn;
                E k = pop();
                int r = use(k, 255);
                flush();
                String lab = "sswitch_data_" + (payloadCount++);
                emit("sparse-switch", ":" + lab, r);
                emit("goto", ":L" + labelIds.get(ls.dflt));
                payloads.add("    :" + lab);
                payloads.add("    .sparse-switch");
                for (int i = 0; i < ls.keys.size(); i++) {
                    payloads.add("        " + Translator.hex(ls.keys.get(i)) + " -> :L" + labelIds.get(ls.labels.get(i)));
                }
                payloads.add("    .end sparse-switch");
                return false;
            }
            case Opcodes.IRETURN: case Opcodes.FRETURN: {
                int r = use(pop(), 255);
                emit("return", null, r);
                return false;
            }
            case Opcodes.LRETURN: case Opcodes.DRETURN: {
                int r = use(pop(), 255);
                emit("return-wide", new int[] {r}, new boolean[] {true}, null);
                return false;
            }
            case Opcodes.ARETURN: {
                int r = use(pop(), 255);
                emit("return-object", null, r);
                return false;
            }
            case Opcodes.RETURN:
                emit("return-void", null);
                return false;
            case Opcodes.ATHROW: {
                int r = use(pop(), 255);
                emit("throw", null, r);
                return false;
            }
            case Opcodes.GETSTATIC: {
                FieldInsnNode fi = (FieldInsnNode) insn;
                int kind = kindOfDesc(fi.desc);
                Dest d = new Dest(insn, top(), kind);
                int r = d.reg(255);
                emit("sget" + ClassTranslator.fieldKind(fi.desc), new int[] {r}, new boolean[] {kind == WIDE},
                        fieldRef(fi));
                d.done();
                return true;
            }
            case Opcodes.PUTSTATIC: {
                FieldInsnNode fi = (FieldInsnNode) insn;
                int kind = kindOfDesc(fi.desc);
                int r = use(pop(), 255);
                emit("sput" + ClassTranslator.fieldKind(fi.desc), new int[] {r}, new boolean[] {kind == WIDE},
                        fieldRef(fi));
                return true;
            }
            case Opcodes.GETFIELD: {
                FieldInsnNode fi = (FieldInsnNode) insn;
                int kind = kindOfDesc(fi.desc);
                E obj = pop();
                int ro = use(obj, 15);
                Dest d = new Dest(insn, obj.pos, kind);
                int r = d.reg(15);
                emit("iget" + ClassTranslator.fieldKind(fi.desc), new int[] {r, ro}, new boolean[] {kind == WIDE, false},
                        fieldRef(fi));
                d.done();
                return true;
            }
            case Opcodes.PUTFIELD: {
                FieldInsnNode fi = (FieldInsnNode) insn;
                int kind = kindOfDesc(fi.desc);
                E v = pop();
                E obj = pop();
                int ro = use(obj, 15);
                int rv = use(v, 15);
                emit("iput" + ClassTranslator.fieldKind(fi.desc), new int[] {rv, ro}, new boolean[] {kind == WIDE, false},
                        fieldRef(fi));
                return true;
            }
            case Opcodes.INVOKEVIRTUAL: case Opcodes.INVOKESPECIAL: case Opcodes.INVOKESTATIC: case Opcodes.INVOKEINTERFACE:
                invoke((MethodInsnNode) insn);
                return true;
            case Opcodes.INVOKEDYNAMIC:
                indy((InvokeDynamicInsnNode) insn);
                return true;
            case Opcodes.NEW: {
                TypeInsnNode ti = (TypeInsnNode) insn;
                int pos = top();
                int r = -1;
                AbstractInsnNode init = matchingInit(insn, f);
                if (init != null && !inTry.contains(insn)) {
                    AbstractInsnNode after = nextReal(init);
                    if (after instanceof VarInsnNode && after.getOpcode() == Opcodes.ASTORE) {
                        int k = ((VarInsnNode) after).var;
                        if (!readsLocalBetween(insn, init, k) && local(k) <= 255) {
                            boolean clash = false;
                            for (E e : stack) if (!e.konst && e.reg == local(k)) clash = true;
                            if (!clash) r = local(k);
                        }
                    }
                }
                if (r < 0) r = temp(pos);
                emit("new-instance", Translator.desc(ti.desc), r);
                pushReg(OBJ, r);
                return true;
            }
            case Opcodes.NEWARRAY: case Opcodes.ANEWARRAY: {
                String t;
                if (op == Opcodes.NEWARRAY) {
                    String[] prim = {null, null, null, null, "[Z", "[C", "[F", "[D", "[B", "[S", "[I", "[J"};
                    t = prim[((IntInsnNode) insn).operand];
                } else {
                    t = "[" + Translator.desc(((TypeInsnNode) insn).desc);
                }
                E size = pop();
                int rs = use(size, 15);
                Dest d = new Dest(insn, size.pos, OBJ);
                int r = d.reg(15);
                emit("new-array", t, r, rs);
                d.done();
                return true;
            }
            case Opcodes.ARRAYLENGTH: {
                E a = pop();
                int ra = use(a, 15);
                Dest d = new Dest(insn, a.pos, SINGLE);
                int r = d.reg(15);
                emit("array-length", null, r, ra);
                d.done();
                return true;
            }
            case Opcodes.IALOAD: case Opcodes.LALOAD: case Opcodes.FALOAD: case Opcodes.DALOAD: case Opcodes.AALOAD:
            case Opcodes.BALOAD: case Opcodes.CALOAD: case Opcodes.SALOAD: {
                BasicValue arrV = f.getStack(f.getStackSize() - 2);
                E idx = pop();
                E arr = pop();
                int ra = use(arr, 255);
                int ri = use(idx, 255);
                String sfx = arraySuffix(op, arrV);
                int kind = sfx.equals("-wide") ? WIDE : sfx.equals("-object") ? OBJ : SINGLE;
                Dest d = new Dest(insn, arr.pos, kind);
                int r = d.reg(255);
                emit("aget" + sfx, new int[] {r, ra, ri}, new boolean[] {kind == WIDE, false, false}, null);
                d.done();
                return true;
            }
            case Opcodes.IASTORE: case Opcodes.LASTORE: case Opcodes.FASTORE: case Opcodes.DASTORE: case Opcodes.AASTORE:
            case Opcodes.BASTORE: case Opcodes.CASTORE: case Opcodes.SASTORE: {
                BasicValue arrV = f.getStack(f.getStackSize() - 3);
                E v = pop();
                E idx = pop();
                E arr = pop();
                int ra = use(arr, 255);
                int ri = use(idx, 255);
                int rv = use(v, 255);
                String sfx = arraySuffix(op - (Opcodes.IASTORE - Opcodes.IALOAD), arrV);
                emit("aput" + sfx, new int[] {rv, ra, ri}, new boolean[] {sfx.equals("-wide"), false, false}, null);
                return true;
            }
            case Opcodes.CHECKCAST: {
                E e = pop();
                int r = use(e, 255);
                emit("check-cast", Translator.desc(((TypeInsnNode) insn).desc), r);
                E n = new E();
                n.kind = OBJ;
                n.reg = r;
                n.pos = e.pos;
                stack.add(n);
                return true;
            }
            case Opcodes.INSTANCEOF: {
                E e = pop();
                int r = use(e, 15);
                Dest d = new Dest(insn, e.pos, SINGLE);
                int rd = d.reg(15);
                emit("instance-of", Translator.desc(((TypeInsnNode) insn).desc), rd, r);
                d.done();
                return true;
            }
            case Opcodes.MONITORENTER: {
                int r = use(pop(), 255);
                emit("monitor-enter", null, r);
                return true;
            }
            case Opcodes.MONITOREXIT: {
                int r = use(pop(), 255);
                emit("monitor-exit", null, r);
                return true;
            }
            default:
                throw new IllegalStateException("opcode " + op + " in " + ct.cn.name + "." + mn.name);
        }
    }

    static String arraySuffix(int loadOp, BasicValue arr) {
        switch (loadOp) {
            case Opcodes.IALOAD: case Opcodes.FALOAD: return "";
            case Opcodes.LALOAD: case Opcodes.DALOAD: return "-wide";
            case Opcodes.AALOAD: return "-object";
            case Opcodes.CALOAD: return "-char";
            case Opcodes.SALOAD: return "-short";
            case Opcodes.BALOAD:
                if (arr != null && arr.getType() != null && arr.getType().getDescriptor().equals("[Z")) return "-boolean";
                if (arr != null && arr.getType() != null && arr.getType().getDescriptor().equals("[B")) return "-byte";
                throw new IllegalStateException("baload on unknown array");
            default: throw new IllegalStateException("array op " + loadOp);
        }
    }

    static String fieldRef(FieldInsnNode fi) {
        return Translator.desc(fi.owner) + "->" + fi.name + ":" + fi.desc;
    }

    AbstractInsnNode matchingInit(AbstractInsnNode newInsn, Frame<BasicValue> f) {
        String type = ((TypeInsnNode) newInsn).desc;
        int depth = 0;
        for (int s = 0; s < f.getStackSize(); s++) depth += f.getStack(s).getSize();
        AbstractInsnNode n = newInsn.getNext();
        AbstractInsnNode[] all = mn.instructions.toArray();
        while (n != null) {
            if (n instanceof LabelNode && referenced.contains(n)) return null;
            if (n instanceof MethodInsnNode) {
                MethodInsnNode m = (MethodInsnNode) n;
                if (m.getOpcode() == Opcodes.INVOKESPECIAL && m.name.equals("<init>") && m.owner.equals(type)) {
                    Frame<BasicValue> fm = frames[mn.instructions.indexOf(n)];
                    int dm = 0;
                    for (int s = 0; s < fm.getStackSize(); s++) dm += fm.getStack(s).getSize();
                    int argWords = 0;
                    for (Type t : Type.getArgumentTypes(m.desc)) argWords += t.getSize();
                    if (dm == depth + 2 + argWords) return n;
                }
            }
            n = n.getNext();
        }
        return null;
    }

    boolean readsLocalBetween(AbstractInsnNode from, AbstractInsnNode to, int k) {
        for (AbstractInsnNode n = from; n != to; n = n.getNext()) {
            if (n instanceof VarInsnNode && ((VarInsnNode) n).var == k) return true;
            if (n instanceof IincInsnNode && ((IincInsnNode) n).var == k) return true;
        }
        return false;
    }

    // ---------------------------------------------------------------------------------------------

    void unop(AbstractInsnNode insn, String name, int inKind, int outKind) {
        E a = pop();
        int ra = use(a, 15);
        Dest d = new Dest(insn, a.pos, outKind);
        int r = d.reg(15);
        emit(name, new int[] {r, ra}, new boolean[] {outKind == WIDE, inKind == WIDE}, null);
        d.done();
    }

    void cmp(AbstractInsnNode insn, String name) {
        E b = pop();
        E a = pop();
        int ra = use(a, 255);
        int rb = use(b, 255);
        Dest d = new Dest(insn, a.pos, SINGLE);
        int r = d.reg(255);
        boolean w = name.endsWith("long") || name.endsWith("double");
        emit(name, new int[] {r, ra, rb}, new boolean[] {false, w, w}, null);
        d.done();
    }

    static final Map<Integer, String> INT_OPS = Map.ofEntries(
            Map.entry(Opcodes.IADD, "add"), Map.entry(Opcodes.ISUB, "sub"), Map.entry(Opcodes.IMUL, "mul"),
            Map.entry(Opcodes.IDIV, "div"), Map.entry(Opcodes.IREM, "rem"), Map.entry(Opcodes.IAND, "and"),
            Map.entry(Opcodes.IOR, "or"), Map.entry(Opcodes.IXOR, "xor"), Map.entry(Opcodes.ISHL, "shl"),
            Map.entry(Opcodes.ISHR, "shr"), Map.entry(Opcodes.IUSHR, "ushr"));

    void intBinop(AbstractInsnNode insn, int op) {
        E b = pop();
        E a = pop();
        String name = INT_OPS.get(op);
        boolean commutative = op == Opcodes.IADD || op == Opcodes.IMUL || op == Opcodes.IAND || op == Opcodes.IOR
                || op == Opcodes.IXOR;
        boolean shift = op == Opcodes.ISHL || op == Opcodes.ISHR || op == Opcodes.IUSHR;
        // literal forms
        Integer lit = null;
        E reg = null;
        String litName = name;
        if (b.konst && b.cv instanceof Integer) {
            lit = (Integer) b.cv;
            reg = a;
            if (op == Opcodes.ISUB) {
                lit = -lit;
                litName = "add";
            }
        } else if (a.konst && a.cv instanceof Integer && commutative) {
            lit = (Integer) a.cv;
            reg = b;
        } else if (a.konst && a.cv instanceof Integer && op == Opcodes.ISUB) {
            lit = (Integer) a.cv;
            reg = b;
            litName = "rsub";
        }
        if (lit != null && (op != Opcodes.ISUB || litName.equals("add") || litName.equals("rsub"))
                && (!shift || (lit >= -128 && lit <= 127))) {
            boolean fits8 = lit >= -128 && lit <= 127;
            boolean fits16 = lit >= -32768 && lit <= 32767;
            if (fits8 || (fits16 && !shift)) {
                if (fits8) {
                    int rr = use(reg, 255);
                    Dest d = new Dest(insn, a.pos, SINGLE);
                    int r = d.reg(255);
                    String nm = litName.equals("rsub") ? "rsub-int/lit8" : litName + "-int/lit8";
                    emit(nm, Translator.hex(lit), r, rr);
                    d.done();
                } else {
                    int rr = use(reg, 15);
                    Dest d = new Dest(insn, a.pos, SINGLE);
                    int r = d.reg(15);
                    String nm = litName.equals("rsub") ? "rsub-int" : litName + "-int/lit16";
                    emit(nm, Translator.hex(lit), r, rr);
                    d.done();
                }
                return;
            }
        }
        int ra = use(a, 255);
        int rb = use(b, 255);
        Dest d = new Dest(insn, a.pos, SINGLE);
        int r = d.reg(255);
        if (r == ra && r <= 15 && rb <= 15) emit(name + "-int/2addr", null, r, rb);
        else emit(name + "-int", null, r, ra, rb);
        d.done();
    }

    void otherBinop(AbstractInsnNode insn, int op) {
        E b = pop();
        E a = pop();
        String type;
        String name;
        int kind;
        if (op >= Opcodes.LADD && op <= Opcodes.LXOR && op != Opcodes.LSHL && op != Opcodes.LSHR && op != Opcodes.LUSHR
                || op == Opcodes.LSHL || op == Opcodes.LSHR || op == Opcodes.LUSHR
                || op == Opcodes.LADD || op == Opcodes.LSUB || op == Opcodes.LMUL || op == Opcodes.LDIV || op == Opcodes.LREM) {
            type = "long";
            kind = WIDE;
        } else if (op == Opcodes.FADD || op == Opcodes.FSUB || op == Opcodes.FMUL || op == Opcodes.FDIV || op == Opcodes.FREM) {
            type = "float";
            kind = SINGLE;
        } else {
            type = "double";
            kind = WIDE;
        }
        switch (op) {
            case Opcodes.LADD: case Opcodes.FADD: case Opcodes.DADD: name = "add"; break;
            case Opcodes.LSUB: case Opcodes.FSUB: case Opcodes.DSUB: name = "sub"; break;
            case Opcodes.LMUL: case Opcodes.FMUL: case Opcodes.DMUL: name = "mul"; break;
            case Opcodes.LDIV: case Opcodes.FDIV: case Opcodes.DDIV: name = "div"; break;
            case Opcodes.LREM: case Opcodes.FREM: case Opcodes.DREM: name = "rem"; break;
            case Opcodes.LAND: name = "and"; break;
            case Opcodes.LOR: name = "or"; break;
            case Opcodes.LXOR: name = "xor"; break;
            case Opcodes.LSHL: name = "shl"; break;
            case Opcodes.LSHR: name = "shr"; break;
            default: name = "ushr"; break;
        }
        boolean bWide = b.kind == WIDE;
        int ra = use(a, 255);
        int rb = use(b, 255);
        Dest d = new Dest(insn, a.pos, kind);
        int r = d.reg(255);
        boolean w = kind == WIDE;
        if (r == ra && r <= 15 && rb <= 15) {
            emit(name + "-" + type + "/2addr", new int[] {r, rb}, new boolean[] {w, bWide}, null);
        } else {
            emit(name + "-" + type, new int[] {r, ra, rb}, new boolean[] {w, w, bWide}, null);
        }
        d.done();
    }

    // ---------------------------------------------------------------------------------------------
    // invokes

    /** Emits an invoke of the given operands (already popped, in order) and handles its result. */
    void call(AbstractInsnNode insn, String op, List<E> operands, String ref, String retDesc) {
        List<Integer> regs = new ArrayList<>();
        int words = 0;
        for (E e : operands) words += e.size();
        boolean fits = words <= 5;
        List<Integer> rs = new ArrayList<>();
        if (fits) {
            // a non-range form needs every register at most v15
            for (E e : operands) {
                if ((e.konst || e.reg > 15) && temp(e.pos) > 15) {
                    fits = false;
                    break;
                }
            }
        }
        if (fits) {
            for (E e : operands) {
                int r = use(e, 15);
                rs.add(r);
                if (e.kind == WIDE) rs.add(r + 1);
            }
            emitInvoke(op, rs, false, ref);
        } else {
            // range: every operand into its canonical temporary, which are consecutive
            for (E e : operands) {
                int t = temp(e.pos);
                if (e.konst) emitConst(e, t);
                else emitMove(e.kind, t, e.reg);
                rs.add(t);
                if (e.kind == WIDE) rs.add(temp(e.pos + 1));
            }
            for (int i = 1; i < rs.size(); i++) {
                if (rs.get(i) != rs.get(i - 1) + 1) throw new Unmapped("range not consecutive in " + mn.name);
            }
            emitInvoke(op, rs, true, ref);
        }
        if (retDesc.equals("V")) return;
        int kind = kindOfDesc(retDesc);
        AbstractInsnNode n = nextReal(insn);
        if (n != null && (n.getOpcode() == Opcodes.POP || n.getOpcode() == Opcodes.POP2)) {
            skip.add(n);
            return;
        }
        int pos = operands.isEmpty() ? top() : operands.get(0).pos;
        Dest d = new Dest(insn, pos, kind);
        int r = d.reg(255);
        String mr = "move-result" + moveSuffix(kind);
        emit(mr, new int[] {r}, new boolean[] {kind == WIDE}, null);
        d.done();
    }

    List<E> popArgs(String desc, boolean receiver) {
        Type[] args = Type.getArgumentTypes(desc);
        List<E> ops = new ArrayList<>();
        for (int i = args.length - 1; i >= 0; i--) ops.add(0, pop());
        if (receiver) ops.add(0, pop());
        return ops;
    }

    void invoke(MethodInsnNode m) {
        int op = m.getOpcode();
        String owner = m.owner;
        String name = m.name;
        String kind;
        if (Translator.isBackport(m)) {
            owner = Translator.backportContext + "$$ExternalSyntheticBackport0";
            name = "m";
        }
        switch (op) {
            case Opcodes.INVOKESTATIC: kind = "invoke-static"; break;
            case Opcodes.INVOKEINTERFACE: kind = "invoke-interface"; break;
            case Opcodes.INVOKESPECIAL:
                if (name.equals("<init>") || owner.equals(ct.cn.name)) kind = "invoke-direct";
                else kind = "invoke-super";
                if (name.equals("<init>") && owner.equals("java/lang/Record")) owner = "com/android/tools/r8/RecordTag";
                break;
            default:
                kind = "invoke-virtual";
                if (isPrivate(owner, name, m.desc)) kind = "invoke-direct";
        }
        List<E> ops = popArgs(m.desc, op != Opcodes.INVOKESTATIC);
        String ref = Translator.desc(owner) + "->" + name + m.desc;
        if (op == Opcodes.INVOKEVIRTUAL && owner.equals("java/lang/invoke/MethodHandle")
                && (name.equals("invokeExact") || name.equals("invoke"))) {
            // signature-polymorphic: the method's own varargs descriptor, then the call site's proto (dex 038+)
            kind = "invoke-polymorphic";
            ref = "Ljava/lang/invoke/MethodHandle;->" + name + "([Ljava/lang/Object;)Ljava/lang/Object;, " + m.desc;
        }
        call(m, kind, ops, ref, Type.getReturnType(m.desc).getDescriptor());
    }

    boolean isPrivate(String owner, String name, String desc) {
        ClassNode c = Translator.classes.get(owner);
        if (c == null) return false;
        for (MethodNode x : c.methods) {
            if (x.name.equals(name) && x.desc.equals(desc)) return (x.access & Opcodes.ACC_PRIVATE) != 0;
        }
        return false;
    }

    void indy(InvokeDynamicInsnNode indy) {
        String bsm = indy.bsm.getOwner();
        if (bsm.equals("java/lang/invoke/LambdaMetafactory")) {
            lambdaSite(indy);
        } else if (bsm.equals("java/lang/invoke/StringConcatFactory")) {
            concat(indy);
        } else if (bsm.equals("java/lang/runtime/ObjectMethods")) {
            recordMethod(indy);
        } else {
            throw new IllegalStateException("indy " + bsm);
        }
    }

    void lambdaSite(InvokeDynamicInsnNode indy) {
        String cls = ct.lambdaNames.get(indy);
        Type t = Type.getMethodType(indy.desc);
        List<E> caps = popArgs(indy.desc, false);
        int d = top();
        int words = 0;
        for (E e : caps) words += e.size();
        boolean capInTemp = false;
        for (E e : caps) if (e.konst || e.reg == temp(d) || e.reg > 15) capInTemp = true;
        String ctor = "L" + cls + ";-><init>" + "(" + indy.desc.substring(1, indy.desc.indexOf(')')) + ")V";
        int nr;
        Dest dest = null;
        boolean moveDown = false;
        boolean capsAllPlain = true;
        for (E e : caps) if (e.konst || e.reg == temp(d)) capsAllPlain = false;
        if (!capInTemp || (capsAllPlain && !(words + 1 <= 5))) {
            dest = new Dest(indy, d, OBJ);
            // the lambda's own constructor call must not read the local it is stored to
            if (dest.localSlot >= 0) {
                for (E e : caps) if (!e.konst && e.reg == local(dest.localSlot)) dest.localSlot = -1;
            }
            nr = dest.reg(255);
        } else {
            nr = temp(d + words);
            moveDown = true;
        }
        emit("new-instance", "L" + cls + ";", nr);
        // operands: the new instance then the captures
        List<E> ops = new ArrayList<>();
        E self = new E();
        self.kind = OBJ;
        self.reg = nr;
        self.pos = d + words; // scratch position above the captures for range moves
        // For the range form the instance must sit right below the captures: use positions above them.
        boolean fits = words + 1 <= 5 && nr <= 15;
        for (E e : caps) if (!e.konst && e.reg > 15 && temp(e.pos) > 15) fits = false;
        if (fits) {
            List<Integer> rs = new ArrayList<>();
            rs.add(nr);
            for (E e : caps) {
                int r = use(e, 15);
                rs.add(r);
                if (e.kind == WIDE) rs.add(r + 1);
            }
            emitInvoke("invoke-direct", rs, false, ctor);
        } else {
            boolean anyInTemp = false;
            for (E e : caps) {
                if (e.konst) continue;
                for (int q = d; q < tempReg.length; q++) if (tempReg[q] >= 0 && tempReg[q] == e.reg) anyInTemp = true;
            }
            int base = anyInTemp ? d + words : d;
            if (!anyInTemp && !moveDown && nr != temp(d)) base = d + words;
            List<Integer> rs = new ArrayList<>();
            int t0 = temp(base);
            if (t0 != nr) emitMove(OBJ, t0, nr);
            rs.add(t0);
            int p = base + 1;
            for (E e : caps) {
                int tr = temp(p);
                if (e.konst) emitConst(e, tr);
                else emitMove(e.kind, tr, e.reg);
                rs.add(tr);
                if (e.kind == WIDE) rs.add(temp(p + 1));
                p += e.size();
            }
            emitInvoke("invoke-direct", rs, true, ctor);
        }
        if (moveDown) {
            Dest dd = new Dest(indy, d, OBJ);
            int r = dd.reg(65535);
            emitMove(OBJ, r, nr);
            dd.done();
        } else {
            dest.done();
        }
    }

    /** D8's desugaring of makeConcatWithConstants: new StringBuilder(), append per chunk, toString(). */
    void concat(InvokeDynamicInsnNode indy) {
        String recipe = (String) indy.bsmArgs[0];
        Type[] argTypes = Type.getArgumentTypes(indy.desc);
        int n = argTypes.length;
        // the args stay where they are; see whether the builder may take the first arg's position
        List<E> args = new ArrayList<>(stack.subList(stack.size() - n, stack.size()));
        int d = n == 0 ? top() : args.get(0).pos;
        boolean anyTemp = false;
        for (E e : args) {
            if (!e.konst) {
                for (int p = d; p < d + 64 && p < tempReg.length; p++) {
                    if (tempReg[p] >= 0 && e.reg == tempReg[p]) anyTemp = true;
                }
            }
        }
        int base;
        if (!anyTemp) {
            for (int i = 0; i < n; i++) pop();
            base = d;
        } else {
            base = top();
        }
        // builder
        E sb = new E();
        sb.kind = OBJ;
        sb.pos = base;
        sb.reg = temp(base);
        emit("new-instance", "Ljava/lang/StringBuilder;", sb.reg);
        emitInvoke("invoke-direct", List.of(sb.reg), false, "Ljava/lang/StringBuilder;-><init>()V");
        int argIndex = 0;
        int constIndex = 1;
        StringBuilder acc = new StringBuilder();
        List<Object> chunks = new ArrayList<>();
        for (int i = 0; i < recipe.length(); i++) {
            char c = recipe.charAt(i);
            if (c == '\u0001') {
                if (acc.length() > 0) {
                    chunks.add(acc.toString());
                    acc.setLength(0);
                }
                chunks.add(argIndex++);
            } else if (c == '\u0002') {
                acc.append(String.valueOf(indy.bsmArgs[constIndex++]));
            } else {
                acc.append(c);
            }
        }
        if (acc.length() > 0) chunks.add(acc.toString());
        for (Object ch : chunks) {
            E sbe = sb.copyAt(base);
            stack.add(sbe);
            String appendDesc;
            if (ch instanceof String) {
                pushConst(OBJ, ch);
                appendDesc = "(Ljava/lang/String;)Ljava/lang/StringBuilder;";
            } else {
                int ai = (Integer) ch;
                E a = args.get(ai).copyAt(top());
                stack.add(a);
                appendDesc = "(" + appendType(argTypes[ai]) + ")Ljava/lang/StringBuilder;";
            }
            List<E> ops = new ArrayList<>();
            E arg = pop();
            E recv = pop();
            ops.add(recv);
            ops.add(arg);
            // result back into the builder's register
            callInto(indy, "invoke-virtual", ops, "Ljava/lang/StringBuilder;->append" + appendDesc, sb.reg, OBJ);
        }
        stack.add(sb.copyAt(base));
        List<E> ops = new ArrayList<>();
        ops.add(pop());
        if (!anyTemp) {
            call(indy, "invoke-virtual", ops, "Ljava/lang/StringBuilder;->toString()Ljava/lang/String;",
                    "Ljava/lang/String;");
        } else {
            callInto(indy, "invoke-virtual", ops, "Ljava/lang/StringBuilder;->toString()Ljava/lang/String;", sb.reg, OBJ);
            for (int i = 0; i < n; i++) pop();
            Dest dd = new Dest(indy, d, OBJ);
            int r = dd.reg(65535);
            emitMove(OBJ, r, sb.reg);
            dd.done();
        }
    }

    static String appendType(Type t) {
        switch (t.getSort()) {
            case Type.BOOLEAN: return "Z";
            case Type.CHAR: return "C";
            case Type.BYTE: case Type.SHORT: case Type.INT: return "I";
            case Type.LONG: return "J";
            case Type.FLOAT: return "F";
            case Type.DOUBLE: return "D";
            default:
                return t.getDescriptor().equals("Ljava/lang/String;") ? "Ljava/lang/String;" : "Ljava/lang/Object;";
        }
    }

    /** An invoke whose result goes to a given register (move-result), not onto the stack. */
    void callInto(AbstractInsnNode insn, String op, List<E> operands, String ref, int resultReg, int kind) {
        List<Integer> rs = new ArrayList<>();
        int words = 0;
        for (E e : operands) words += e.size();
        boolean fits = words <= 5;
        for (E e : operands) if ((e.konst || e.reg > 15) && temp(e.pos) > 15) fits = false;
        if (fits) {
            for (E e : operands) {
                int r = use(e, 15);
                rs.add(r);
                if (e.kind == WIDE) rs.add(r + 1);
            }
            emitInvoke(op, rs, false, ref);
        } else {
            for (E e : operands) {
                int t = temp(e.pos);
                if (e.konst) emitConst(e, t);
                else emitMove(e.kind, t, e.reg);
                rs.add(t);
                if (e.kind == WIDE) rs.add(temp(e.pos + 1));
            }
            emitInvoke(op, rs, true, ref);
        }
        emit("move-result" + moveSuffix(kind), new int[] {resultReg}, new boolean[] {kind == WIDE}, null);
    }

    void recordMethod(InvokeDynamicInsnNode indy) {
        String name = indy.name;
        String rec = ((Type) indy.bsmArgs[0]).getInternalName();
        String self = "L" + rec + ";";
        String helper = "L" + Translator.recordHelperContext + "$$ExternalSyntheticRecord";
        String fields = self + "->$record$getFieldsAsObjects()[Ljava/lang/Object;";
        if (name.equals("equals")) {
            List<E> ops = popArgs(indy.desc, false);
            call(indy, "invoke-direct", ops, self + "->$record$equals(Ljava/lang/Object;)Z", "Z");
        } else if (name.equals("toString")) {
            List<E> ops = popArgs(indy.desc, false);
            call(indy, "invoke-direct", ops, fields, "[Ljava/lang/Object;");
            pushConst(OBJ, Type.getObjectType(rec));
            pushConst(OBJ, Translator.recordNames.get(rec));
            List<E> ops2 = new ArrayList<>();
            E c = pop();
            E b = pop();
            E a = pop();
            ops2.add(a);
            ops2.add(b);
            ops2.add(c);
            call(indy, "invoke-static", ops2,
                    helper + "0;->m([Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/String;",
                    "Ljava/lang/String;");
        } else if (name.equals("hashCode")) {
            E recv = pop();
            if (!recv.konst && recv.reg == temp(recv.pos)) throw new IllegalStateException("record hashCode receiver");
            stack.add(recv.copyAt(top()));
            List<E> o1 = new ArrayList<>();
            o1.add(pop());
            // getClass() result stays in the first position's temp
            callInto(indy, "invoke-virtual", o1, "Ljava/lang/Object;->getClass()Ljava/lang/Class;", temp(recv.pos), OBJ);
            pushReg(OBJ, temp(recv.pos));
            stack.add(recv.copyAt(top()));
            List<E> o2 = new ArrayList<>();
            o2.add(pop());
            callInto(indy, "invoke-direct", o2, fields, temp(recv.pos + 1), OBJ);
            pushReg(OBJ, temp(recv.pos + 1));
            E b = pop();
            E a = pop();
            List<E> o3 = new ArrayList<>();
            o3.add(a);
            o3.add(b);
            call(indy, "invoke-static", o3, helper + "1;->m(Ljava/lang/Class;[Ljava/lang/Object;)I", "I");
        } else {
            throw new IllegalStateException("record method " + name);
        }
    }
}
