import java.io.*;
import java.net.*;
import java.nio.file.*;
import java.util.*;

public class VerifyDir {
    public static void main(String[] a) throws Exception {
        URL[] urls = {new File(a[0]).toURI().toURL(), new File(a[1]).toURI().toURL()};
        URLClassLoader l = new URLClassLoader(urls, VerifyDir.class.getClassLoader());
        int ok = 0, bad = 0;
        List<Path> files;
        try (var s = Files.walk(Paths.get(a[0]))) {
            files = s.filter(x -> x.toString().endsWith(".class")).sorted().toList();
        }
        for (Path p : files) {
            String n = Paths.get(a[0]).relativize(p).toString().replace('/', '.').replace(".class", "");
            try {
                Class.forName(n, true, l);
                ok++;
            } catch (ExceptionInInitializerError ex) {
                ok++;
            } catch (VerifyError | ClassFormatError ex) {
                bad++;
                System.out.println("BAD " + n + ": " + ex);
            } catch (Throwable t) {
                System.out.println("other " + n + ": " + t);
                ok++;
            }
        }
        System.out.println(ok + " verified, " + bad + " failed");
    }
}
