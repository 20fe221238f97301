package androidx.sqlite.db;
public interface SupportSQLiteStatement {
    void bindNull(int index);
    void bindLong(int index, long value);
    void bindString(int index, String value);
}
