import java.nio.file.*;
import java.util.*;
import org.objectweb.asm.*;
import org.objectweb.asm.tree.*;

/** Every method and field a class references resolves in the program, the stubs or the JDK. */
public class LinkCheck {
    static Map<String, ClassNode> all = new HashMap<>();

    static void load(Path dir) throws Exception {
        try (var s = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) s.filter(x -> x.toString().endsWith(".class"))::iterator) {
                ClassNode cn = new ClassNode();
                new ClassReader(Files.readAllBytes(p)).accept(cn, ClassReader.SKIP_CODE);
                all.putIfAbsent(cn.name, cn);
            }
        }
    }

    static ClassNode get(String n) throws Exception {
        ClassNode c = all.get(n);
        if (c != null) return c;
        var in = ClassLoader.getSystemResourceAsStream(n + ".class");
        if (in == null) return null;
        c = new ClassNode();
        new ClassReader(in).accept(c, ClassReader.SKIP_CODE);
        all.put(n, c);
        return c;
    }

    static boolean hasMethod(String owner, String name, String desc) throws Exception {
        if (owner.startsWith("[")) return true;
        // signature-polymorphic: any call-site descriptor resolves
        if (owner.equals("java/lang/invoke/MethodHandle") && (name.equals("invokeExact") || name.equals("invoke"))) {
            return true;
        }
        ClassNode c = get(owner);
        if (c == null) return false;
        for (MethodNode m : c.methods) if (m.name.equals(name) && m.desc.equals(desc)) return true;
        if (c.superName != null && hasMethod(c.superName, name, desc)) return true;
        for (String i : c.interfaces) if (hasMethod(i, name, desc)) return true;
        return false;
    }

    static boolean hasField(String owner, String name, String desc) throws Exception {
        ClassNode c = get(owner);
        if (c == null) return false;
        for (FieldNode f : c.fields) if (f.name.equals(name) && f.desc.equals(desc)) return true;
        if (c.superName != null && hasField(c.superName, name, desc)) return true;
        for (String i : c.interfaces) if (hasField(i, name, desc)) return true;
        return false;
    }

    public static void main(String[] a) throws Exception {
        load(Paths.get(a[0]));
        load(Paths.get(a[1]));
        int bad = 0;
        try (var s = Files.walk(Paths.get(a[0]))) {
            for (Path p : (Iterable<Path>) s.filter(x -> x.toString().endsWith(".class"))::iterator) {
                ClassNode cn = new ClassNode();
                new ClassReader(Files.readAllBytes(p)).accept(cn, 0);
                for (MethodNode m : cn.methods) {
                    for (AbstractInsnNode i : m.instructions) {
                        if (i instanceof MethodInsnNode) {
                            MethodInsnNode mi = (MethodInsnNode) i;
                            if (!hasMethod(mi.owner, mi.name, mi.desc)) {
                                System.out.println("unresolved " + mi.owner + "." + mi.name + mi.desc + " in " + cn.name + "." + m.name);
                                bad++;
                            }
                        } else if (i instanceof FieldInsnNode) {
                            FieldInsnNode fi = (FieldInsnNode) i;
                            if (!hasField(fi.owner, fi.name, fi.desc)) {
                                System.out.println("unresolved field " + fi.owner + "." + fi.name + " in " + cn.name);
                                bad++;
                            }
                        }
                    }
                }
            }
        }
        System.out.println(bad + " unresolved references");
    }
}
