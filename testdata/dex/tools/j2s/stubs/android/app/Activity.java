package android.app;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
public class Activity extends Context {
    public static final int RESULT_CANCELED = 0;
    public static final int RESULT_OK = -1;
    public Activity() { throw new RuntimeException("Stub!"); }
    protected void onCreate(Bundle savedInstanceState) { throw new RuntimeException("Stub!"); }
    public Intent getIntent() { throw new RuntimeException("Stub!"); }
    public final void setResult(int resultCode) { throw new RuntimeException("Stub!"); }
    protected void onResume() { throw new RuntimeException("Stub!"); }
    public void finish() { throw new RuntimeException("Stub!"); }
    public android.content.pm.PackageManager getPackageManager() { throw new RuntimeException("Stub!"); }
    public String getPackageName() { throw new RuntimeException("Stub!"); }
    public android.content.ContentResolver getContentResolver() { throw new RuntimeException("Stub!"); }
}
