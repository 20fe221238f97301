package android.content;
import android.content.pm.PackageManager;
public abstract class Context {
    public java.io.File getFilesDir() { return null; }
    public java.io.File getCacheDir() { return null; }
    public Object getSystemService(String name) { throw new RuntimeException("Stub!"); }
    public abstract PackageManager getPackageManager();
    public abstract String getPackageName();
    public abstract ContentResolver getContentResolver();
    public SharedPreferences getSharedPreferences(String name, int mode) { throw new RuntimeException("Stub!"); }
}
