package android.os;
public final class Bundle {
    public Bundle() { throw new RuntimeException("Stub!"); }
    public String getString(String key) { throw new RuntimeException("Stub!"); }
    public String getString(String key, String defaultValue) { throw new RuntimeException("Stub!"); }
    public int getInt(String key, int defaultValue) { throw new RuntimeException("Stub!"); }
    public boolean getBoolean(String key) { throw new RuntimeException("Stub!"); }
    public int getInt(String key) { throw new RuntimeException("Stub!"); }
    public long getLong(String key) { throw new RuntimeException("Stub!"); }
    public long getLong(String key, long defaultValue) { throw new RuntimeException("Stub!"); }
    public int[] getIntArray(String key) { throw new RuntimeException("Stub!"); }
    public void putString(String key, String value) { throw new RuntimeException("Stub!"); }
    public void putInt(String key, int value) { throw new RuntimeException("Stub!"); }
    public void putBoolean(String key, boolean value) { throw new RuntimeException("Stub!"); }
    public void putParcelable(String key, Parcelable value) { throw new RuntimeException("Stub!"); }
}
