package androidx.sqlite.db;
public interface SupportSQLiteQuery {
    String getSql();
}
