package androidx.room;
public class RoomSQLiteQuery implements androidx.sqlite.db.SupportSQLiteQuery {
    public static RoomSQLiteQuery acquire(String query, int argumentCount) { throw new RuntimeException("Stub!"); }
    public String getSql() { throw new RuntimeException("Stub!"); }
    public void bindNull(int index) { throw new RuntimeException("Stub!"); }
    public void bindString(int index, String value) { throw new RuntimeException("Stub!"); }
    public void bindLong(int index, long value) { throw new RuntimeException("Stub!"); }
    public void release() { throw new RuntimeException("Stub!"); }
}
