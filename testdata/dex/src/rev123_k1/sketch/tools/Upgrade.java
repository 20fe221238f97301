import java.io.*;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.Enumeration;
import java.util.zip.*;
import org.objectweb.asm.*;

// enjarify writes class files of version 49, where an interface may not have method bodies: for the
// verification run only, interfaces with default methods are rewritten as version 52 with frames computed
// by ASM (9.x) against the same class path. Usage: Upgrade in.jar out.jar classpath-entries...
public class Upgrade {
    public static void main(String[] args) throws Exception {
        URL[] urls = new URL[args.length - 1];
        urls[0] = new File(args[0]).toURI().toURL();
        for (int i = 2; i < args.length; i++) urls[i - 1] = new File(args[i]).toURI().toURL();
        ClassLoader loader = new URLClassLoader(urls, Upgrade.class.getClassLoader());
        try (ZipFile in = new ZipFile(args[0]); ZipOutputStream out = new ZipOutputStream(new FileOutputStream(args[1]))) {
            Enumeration<? extends ZipEntry> en = in.entries();
            int n = 0;
            while (en.hasMoreElements()) {
                ZipEntry e = en.nextElement();
                byte[] b = in.getInputStream(e).readAllBytes();
                ClassReader cr = new ClassReader(b);
                boolean iface = (cr.getAccess() & Opcodes.ACC_INTERFACE) != 0;
                if (e.getName().endsWith(".class") && iface) {
                    ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES) {
                        @Override
                        protected ClassLoader getClassLoader() { return loader; }
                    };
                    cr.accept(new ClassVisitor(Opcodes.ASM9, cw) {
                        @Override
                        public void visit(int version, int access, String name, String sig, String sup, String[] ifs) {
                            super.visit(Opcodes.V1_8, access, name, sig, sup, ifs);
                        }
                    }, ClassReader.SKIP_FRAMES);
                    b = cw.toByteArray();
                    n++;
                }
                out.putNextEntry(new ZipEntry(e.getName()));
                out.write(b);
                out.closeEntry();
            }
            System.out.println(n + " interfaces upgraded");
        }
    }
}
