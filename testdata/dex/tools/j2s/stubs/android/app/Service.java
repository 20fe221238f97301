package android.app;
import android.content.Intent;
import android.os.IBinder;
public abstract class Service extends android.content.Context {
    public Service() { throw new RuntimeException("Stub!"); }
    public abstract IBinder onBind(Intent intent);
    public android.content.pm.PackageManager getPackageManager() { throw new RuntimeException("Stub!"); }
    public String getPackageName() { throw new RuntimeException("Stub!"); }
    public android.content.ContentResolver getContentResolver() { throw new RuntimeException("Stub!"); }
}
