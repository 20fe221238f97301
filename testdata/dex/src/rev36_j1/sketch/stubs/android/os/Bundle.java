package android.os;
public class Bundle {
  public void putString(String k, String v) {} public void putInt(String k, int v) {} public void putLong(String k, long v) {} public void putBoolean(String k, boolean v) {}
  public void putParcelable(String k, Object v) {}
  public String getString(String k) { return null; } public String getString(String k, String d) { return null; }
  public int getInt(String k) { return 0; } public int getInt(String k, int d) { return 0; } public long getLong(String k) { return 0; } public long getLong(String k, long d) { return 0; } public boolean getBoolean(String k) { return false; }
  public boolean containsKey(String k) { return false; }
}
