package android.content;
public abstract class Context {
  public abstract android.content.pm.PackageManager getPackageManager();
  public abstract String getPackageName();
  public abstract java.io.File getCacheDir();
  public abstract java.io.File getFilesDir();
  public abstract SharedPreferences getSharedPreferences(String n, int m);
  public abstract android.database.sqlite.SQLiteDatabase openOrCreateDatabase(String n, int m, Object f);
  public abstract ContentResolver getContentResolver();
  public abstract Object getSystemService(String n);
}
