package androidx.room;

/** Trimmed copy of androidx.room.RoomSQLiteQuery as the APK bundles it (no pool). */
public class RoomSQLiteQuery {
    private final String mQuery;
    final String[] mBindArgs;

    private RoomSQLiteQuery(String query, int argumentCount) {
        mQuery = query;
        mBindArgs = new String[argumentCount];
    }

    public static RoomSQLiteQuery acquire(String query, int argumentCount) {
        return new RoomSQLiteQuery(query, argumentCount);
    }

    public String getSql() {
        return mQuery;
    }

    public String[] getBindArgs() {
        return mBindArgs;
    }

    public void bindNull(int index) {
        mBindArgs[index - 1] = null;
    }

    public void bindLong(int index, long value) {
        mBindArgs[index - 1] = Long.toString(value);
    }

    public void bindString(int index, String value) {
        mBindArgs[index - 1] = value;
    }
}
