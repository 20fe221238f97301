package android.app;
public class Activity extends android.content.Context {
  public static final int RESULT_OK = -1, RESULT_CANCELED = 0;
  protected void onCreate(android.os.Bundle b) {}
  public android.content.Intent getIntent() { return null; }
  public void setContentView(android.view.View v) {}
  public void setResult(int r) {} public void setResult(int r, android.content.Intent d) {} public void finish() {}
  public android.content.pm.PackageManager getPackageManager() { return null; } public String getPackageName() { return null; }
  public java.io.File getCacheDir() { return null; } public java.io.File getFilesDir() { return null; }
  public android.content.SharedPreferences getSharedPreferences(String n, int m) { return null; }
  public android.database.sqlite.SQLiteDatabase openOrCreateDatabase(String n, int m, Object f) { return null; }
  public android.content.ContentResolver getContentResolver() { return null; }
  public Object getSystemService(String n) { return null; }
  public void startActivity(android.content.Intent i) {}
}
