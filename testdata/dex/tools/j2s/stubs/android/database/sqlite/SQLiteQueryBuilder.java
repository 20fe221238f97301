package android.database.sqlite;
import android.database.Cursor;
public class SQLiteQueryBuilder {
    public SQLiteQueryBuilder() {}
    public void setTables(String inTables) { throw new RuntimeException("Stub!"); }
    public Cursor query(SQLiteDatabase db, String[] projectionIn, String selection, String[] selectionArgs, String groupBy, String having, String sortOrder) { throw new RuntimeException("Stub!"); }
}
