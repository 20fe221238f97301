import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.MethodNode;

/**
 * rev180_j1 work-around, run between javac and j2d: javac 17 gives the classes of enum constants with bodies
 * (Foo$1, ...) a private constructor that the enum's <clinit> calls across the nest; D8 would add an -IA argument
 * class for that, which j2d does not model; the same holds for those classes' super() call into the enum's own
 * (implicitly private) constructor. This clears ACC_PRIVATE on both constructors (package access), so the calls
 * are direct. Nothing else is changed.
 */
public class OpenEnumBodies {
    public static void main(String[] args) throws Exception {
        List<Path> files;
        try (Stream<Path> s = Files.walk(Paths.get(args[0]))) {
            files = s.filter(p -> p.toString().endsWith(".class")).collect(Collectors.toList());
        }
        java.util.Map<Path, ClassNode> nodes = new java.util.HashMap<>();
        java.util.Set<String> bodies = new java.util.HashSet<>();
        java.util.Set<String> enumsWithBodies = new java.util.HashSet<>();
        for (Path f : files) {
            ClassNode cn = new ClassNode();
            new ClassReader(Files.readAllBytes(f)).accept(cn, 0);
            nodes.put(f, cn);
            if ((cn.access & Opcodes.ACC_ENUM) != 0 && cn.superName != null && cn.name.startsWith(cn.superName + "$")) {
                bodies.add(cn.name);
                enumsWithBodies.add(cn.superName);
            }
        }
        int changed = 0;
        for (Path f : files) {
            ClassNode cn = nodes.get(f);
            if (!bodies.contains(cn.name) && !enumsWithBodies.contains(cn.name)) {
                continue;
            }
            boolean touched = false;
            for (MethodNode mn : cn.methods) {
                if (mn.name.equals("<init>") && (mn.access & Opcodes.ACC_PRIVATE) != 0) {
                    mn.access &= ~Opcodes.ACC_PRIVATE;
                    touched = true;
                }
            }
            if (touched) {
                ClassWriter cw = new ClassWriter(0);
                cn.accept(cw);
                Files.write(f, cw.toByteArray());
                changed++;
            }
        }
        System.out.println("opened the constructors of " + changed + " enum classes");
    }
}
