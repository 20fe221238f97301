package android.content;
public final class ComponentName {
    public ComponentName(String pkg, String cls) { throw new RuntimeException("Stub!"); }
    public ComponentName(Context pkg, Class<?> cls) { throw new RuntimeException("Stub!"); }
}
