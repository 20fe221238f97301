package android.database.sqlite;
public class SQLiteDatabase {
  public static final int CONFLICT_IGNORE = 4;
  public android.database.Cursor rawQuery(String sql, String[] a) { return null; }
  public android.database.Cursor query(String t, String[] c, String s, String[] a, String g, String h, String o) { return null; }
  public void execSQL(String sql) {} public void execSQL(String sql, Object[] a) {}
  public long insertOrThrow(String t, String n, android.content.ContentValues v) { return 0; }
  public long insert(String t, String n, android.content.ContentValues v) { return 0; }
  public long insertWithOnConflict(String t, String n, android.content.ContentValues v, int c) { return 0; }
  public int update(String t, android.content.ContentValues v, String w, String[] a) { return 0; }
  public int delete(String t, String w, String[] a) { return 0; }
  public void beginTransaction() {} public void setTransactionSuccessful() {} public void endTransaction() {}
}
