package androidx.room.util;
public final class DBUtil {
    public static android.database.Cursor query(androidx.room.RoomDatabase db, androidx.sqlite.db.SupportSQLiteQuery sqLiteQuery, boolean maybeCopy, android.os.CancellationSignal signal) { throw new RuntimeException("Stub!"); }
}
