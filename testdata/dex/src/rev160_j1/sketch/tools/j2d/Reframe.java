import java.io.*;
import java.nio.file.*;
import java.util.*;
import java.util.zip.*;
import org.objectweb.asm.*;

/** Rewrites enjarify's output to class version 52 with computed frames, so the type-checking verifier runs. */
public class Reframe {
    static Map<String, String[]> info = new HashMap<>(); // name -> {super, isInterface}

    static void index(byte[] b) {
        ClassReader cr = new ClassReader(b);
        info.put(cr.getClassName(), new String[] {cr.getSuperName(), (cr.getAccess() & Opcodes.ACC_INTERFACE) != 0 ? "i" : "c"});
    }

    static String[] get(String n) {
        String[] i = info.get(n);
        if (i != null) return i;
        try {
            Class<?> c = Class.forName(n.replace('/', '.'), false, ClassLoader.getSystemClassLoader());
            return new String[] {c.getSuperclass() == null ? null : c.getSuperclass().getName().replace('.', '/'), c.isInterface() ? "i" : "c"};
        } catch (ClassNotFoundException e) {
            throw new RuntimeException("unknown class " + n);
        }
    }

    static boolean assignable(String to, String from) {
        for (String c = from; c != null; c = get(c)[0]) if (c.equals(to)) return true;
        return false;
    }

    public static void main(String[] a) throws Exception {
        Map<String, byte[]> jar = new TreeMap<>();
        try (ZipFile z = new ZipFile(a[0])) {
            for (ZipEntry e : Collections.list(z.entries())) {
                if (!e.getName().endsWith(".class")) continue;
                byte[] b = z.getInputStream(e).readAllBytes();
                jar.put(e.getName(), b);
                index(b);
            }
        }
        try (var s = Files.walk(Paths.get(a[1]))) {
            for (Path p : (Iterable<Path>) s.filter(x -> x.toString().endsWith(".class"))::iterator) index(Files.readAllBytes(p));
        }
        Path out = Paths.get(a[2]);
        for (Map.Entry<String, byte[]> e : jar.entrySet()) {
            ClassReader cr = new ClassReader(e.getValue());
            ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES) {
                @Override
                protected String getCommonSuperClass(String t1, String t2) {
                    if (assignable(t1, t2)) return t1;
                    if (assignable(t2, t1)) return t2;
                    if (get(t1)[1].equals("i") || get(t2)[1].equals("i")) return "java/lang/Object";
                    String c = t1;
                    while (!assignable(c, t2)) c = get(c)[0];
                    return c;
                }
            };
            cr.accept(new ClassVisitor(Opcodes.ASM9, cw) {
                @Override
                public void visit(int v, int acc, String n, String sig, String sup, String[] itf) {
                    super.visit(52, acc, n, sig, sup, itf);
                }

                @Override
                public MethodVisitor visitMethod(int acc, String n, String d, String sig, String[] ex) {
                    MethodVisitor mv = super.visitMethod(acc, n, d, sig, ex);
                    return new MethodVisitor(Opcodes.ASM9, mv) {
                        @Override
                        public void visitMethodInsn(int op, String owner, String name, String desc, boolean itf) {
                            if (op == Opcodes.INVOKESTATIC && !owner.startsWith("[") && "i".equals(get(owner)[1])) itf = true;
                            super.visitMethodInsn(op, owner, name, desc, itf);
                        }
                    };
                }
            }, ClassReader.SKIP_FRAMES);
            Path p = out.resolve(e.getKey());
            Files.createDirectories(p.getParent());
            Files.write(p, cw.toByteArray());
        }
    }
}
