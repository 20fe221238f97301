package android.content;
public class Intent {
  public Intent() {} public Intent(String action) {} public Intent(Context c, Class<?> cls) {}
  public Intent setPackage(String p) { return this; } public Intent setComponent(ComponentName c) { return this; }
  public Intent setClassName(String p, String c) { return this; } public Intent setClassName(Context p, String c) { return this; }
  public Intent putExtra(String k, String v) { return this; } public Intent putExtra(String k, int v) { return this; } public Intent putExtra(String k, long v) { return this; }
  public Intent addFlags(int f) { return this; } public Intent setAction(String a) { return this; }
  public String getStringExtra(String k) { return null; }
}
