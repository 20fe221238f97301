package com.fieldnote.birding.data;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.database.sqlite.SQLiteOpenHelper;
import java.util.ArrayList;
import java.util.List;

/** A repository over one SQLite table; subclasses map rows and add their queries through {@link #findWhere}. */
public abstract class SqlRepo<T, ID> extends Repo<T, ID> {
    protected final SQLiteOpenHelper helper;
    private final String table;
    private final String idColumn;
    private final String order;

    protected SqlRepo(SQLiteOpenHelper helper, String table, String idColumn, String order) {
        this.helper = helper;
        this.table = table;
        this.idColumn = idColumn;
        this.order = order;
    }

    /** The item of the cursor's current row. */
    protected abstract T fromRow(Cursor row);

    /** The columns of {@code item}; a new item leaves its generated id out. */
    protected abstract ContentValues toRow(T item);

    /** The id of {@code item} once stored as SQLite row {@code rowId}. */
    protected abstract ID idOf(T item, long rowId);

    @Override
    public T findById(ID id) {
        if (id == null) {
            return null;
        }
        List<T> found = findWhere(idColumn + " = ?", String.valueOf(id));
        return found.isEmpty() ? null : found.get(0);
    }

    @Override
    public ID save(T item) {
        long rowId = helper.getWritableDatabase()
                .insertWithOnConflict(table, null, toRow(item), SQLiteDatabase.CONFLICT_REPLACE);
        return idOf(item, rowId);
    }

    @Override
    public boolean deleteById(ID id) {
        return helper.getWritableDatabase().delete(table, idColumn + " = ?", new String[] {String.valueOf(id)}) > 0;
    }

    /** Every row matching {@code selection} (null: all), its {@code ?} bound to {@code args} in order. */
    protected List<T> findWhere(String selection, String... args) {
        List<T> out = new ArrayList<>();
        try (Cursor c = helper.getReadableDatabase().query(table, null, selection, args, null, null, order)) {
            while (c.moveToNext()) {
                out.add(fromRow(c));
            }
        }
        return out;
    }
}
