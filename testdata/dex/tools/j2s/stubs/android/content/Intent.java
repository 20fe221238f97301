package android.content;
public class Intent {
    public Intent() { throw new RuntimeException("Stub!"); }
    public Intent(Context packageContext, Class<?> cls) { throw new RuntimeException("Stub!"); }
    public Intent(String action) { throw new RuntimeException("Stub!"); }
    public Intent setClassName(String packageName, String className) { throw new RuntimeException("Stub!"); }
    public Intent setClassName(Context packageContext, String className) { throw new RuntimeException("Stub!"); }
    public Intent setComponent(ComponentName c) { throw new RuntimeException("Stub!"); }
    public Intent setAction(String a) { throw new RuntimeException("Stub!"); }
    public Intent setPackage(String p) { throw new RuntimeException("Stub!"); }
    public Intent putExtra(String name, String value) { throw new RuntimeException("Stub!"); }
    public String getStringExtra(String name) { throw new RuntimeException("Stub!"); }
}
