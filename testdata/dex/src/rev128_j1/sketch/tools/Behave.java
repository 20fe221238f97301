import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;

/** Runs the parts that need no Android runtime, on javac's classes and on the dex turned back into classes. */
public class Behave {
    public static void main(String[] a) throws Throwable {
        for (String w : new String[] {"negotiate", "get_provider_info", "list_tools", "execute_tool", "get_operation"}) {
            System.out.println(w + " -> " + com.quirewell.cetp.CetpMethod.fromWire(w));
        }
        System.out.println(com.quirewell.cetp.Invocation.digest("purge_notebook", "{\"notebook_id\":3}"));
        System.out.println(com.quirewell.cetp.Invocation.hex(new byte[] {0, 15, 16, -1, 127, -128}));
        try {
            com.quirewell.cetp.TokenSources.create("weak");
        } catch (IllegalArgumentException e) {
            System.out.println("create: " + e.getMessage());
        }
        Class<?> entryClass = Class.forName("com.quirewell.cetp.ToolRegistry$Entry");
        Constructor<?> ec = entryClass.getDeclaredConstructors()[0];
        ec.setAccessible(true);
        Object entry = ec.newInstance("shred_file", null, null);
        for (String guardName : new String[] {"com.quirewell.notes.NotesGuard", "com.quirewell.vault.VaultGuard"}) {
            Class<?> g = Class.forName(guardName);
            Constructor<?> gc = g.getDeclaredConstructors()[0];
            gc.setAccessible(true);
            InvocationHandler h = (InvocationHandler) gc.newInstance(entry, null);
            Object tool = Proxy.newProxyInstance(Behave.class.getClassLoader(),
                    new Class<?>[] {com.quirewell.cetp.Tool.class}, h);
            System.out.println(tool + " " + ((com.quirewell.cetp.Tool) tool).label() + " " + tool.equals(tool)
                    + " " + (tool.hashCode() == System.identityHashCode(tool)));
        }
        Class<?> sc = Class.forName("com.quirewell.data.Sessions$Session");
        Constructor<?> scc = sc.getDeclaredConstructors()[0];
        scc.setAccessible(true);
        Object s = scc.newInstance("tok", 10123, true, Long.MAX_VALUE);
        Method belongs = sc.getMethod("belongsTo", int.class);
        System.out.println("belongsTo " + belongs.invoke(s, 10123) + " " + belongs.invoke(s, 10124) + " "
                + sc.getMethod("largeResults").invoke(s) + " " + sc.getMethod("token").invoke(s));
        Method hex = com.quirewell.cetp.CallerCheck.class.getDeclaredMethod("hex", String.class);
        hex.setAccessible(true);
        System.out.println(com.quirewell.cetp.Invocation.hex((byte[]) hex.invoke(null, "00ff10a5")));
        com.quirewell.cetp.Outcome o = com.quirewell.cetp.Outcome.confirm(com.quirewell.cetp.Screen.SHRED_FILE, "x", 0x4000000);
        System.out.println(o.needsUser() + " " + o.screen() + " " + Integer.toHexString(o.flags()));
        // the method-handle tool: a bound findVirtual of (Invocation)Bundle, called through invokeExact
        Target t = new Target();
        com.quirewell.cetp.HandleTool ht = new com.quirewell.cetp.HandleTool(MethodHandles.lookup()
                .findVirtual(Target.class, "go", MethodType.methodType(android.os.Bundle.class,
                        com.quirewell.cetp.Invocation.class)).bindTo(t));
        System.out.println("handle " + ht.run(null) + " " + t.calls);
        try {
            new com.quirewell.cetp.HandleTool(MethodHandles.lookup().findVirtual(Target.class, "toString",
                    MethodType.methodType(String.class)));
        } catch (IllegalArgumentException e) {
            System.out.println("handle type " + e.getMessage());
        }
    }

    public static final class Target {
        int calls;

        public android.os.Bundle go(com.quirewell.cetp.Invocation inv) {
            calls++;
            return null;
        }
    }
}
