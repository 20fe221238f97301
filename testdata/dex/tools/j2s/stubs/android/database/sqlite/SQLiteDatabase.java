package android.database.sqlite;
import android.content.ContentValues;
import android.database.Cursor;
public final class SQLiteDatabase {
    public interface CursorFactory {}
    public Cursor query(String table, String[] columns, String selection, String[] selectionArgs, String groupBy, String having, String orderBy) { throw new RuntimeException("Stub!"); }
    public Cursor rawQuery(String sql, String[] selectionArgs) { throw new RuntimeException("Stub!"); }
    public long insert(String table, String nullColumnHack, ContentValues values) { throw new RuntimeException("Stub!"); }
    public long insertOrThrow(String table, String nullColumnHack, ContentValues values) { throw new RuntimeException("Stub!"); }
    public int update(String table, ContentValues values, String whereClause, String[] whereArgs) { throw new RuntimeException("Stub!"); }
    public int delete(String table, String whereClause, String[] whereArgs) { throw new RuntimeException("Stub!"); }
    public void execSQL(String sql) { throw new RuntimeException("Stub!"); }
    public void beginTransaction() { throw new RuntimeException("Stub!"); }
    public void setTransactionSuccessful() { throw new RuntimeException("Stub!"); }
    public void endTransaction() { throw new RuntimeException("Stub!"); }
    public static SQLiteDatabase openOrCreateDatabase(String path, CursorFactory factory) { throw new RuntimeException("Stub!"); }
}
