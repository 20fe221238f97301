package android.content;
public final class ComponentName {
    public ComponentName(String pkg, String cls) { throw new RuntimeException("Stub!"); }
}
