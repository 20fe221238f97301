package com.larderly.app.data;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.SQLException;
import android.database.sqlite.SQLiteDatabase;
import com.larderly.app.domain.PantryItem;
import java.util.ArrayList;
import java.util.List;

public final class SqlitePantryRepository implements PantryRepository {
    private static final String[] COLUMNS = {"id", "name", "category", "quantity", "unit", "best_before", "opened"};
    private final AppDatabase database;

    public SqlitePantryRepository(AppDatabase database) {
        this.database = database;
    }

    @Override
    public List<PantryItem> findAll(String category) throws RepositoryException {
        String selection = category == null ? null : "category = ?";
        String[] args = category == null ? null : new String[] {category};
        List<PantryItem> items = new ArrayList<>();
        try {
            Cursor c = database.getReadableDatabase().query("items", COLUMNS, selection, args, null, null, "name");
            try {
                while (c.moveToNext()) {
                    items.add(read(c));
                }
            } finally {
                c.close();
            }
        } catch (SQLException e) {
            throw new RepositoryException("items query failed", e);
        }
        return items;
    }

    @Override
    public PantryItem find(String id) throws RepositoryException {
        try {
            Cursor c = database.getReadableDatabase().query("items", COLUMNS, "id = ?", new String[] {id}, null, null,
                    null);
            try {
                return c.moveToFirst() ? read(c) : null;
            } finally {
                c.close();
            }
        } catch (SQLException e) {
            throw new RepositoryException("item lookup failed", e);
        }
    }

    @Override
    public void insert(PantryItem item) throws RepositoryException {
        ContentValues values = new ContentValues();
        values.put("id", item.id);
        values.put("name", item.name);
        values.put("category", item.category);
        values.put("quantity", Integer.valueOf(item.quantity));
        values.put("unit", item.unit);
        values.put("best_before", item.bestBefore);
        values.put("opened", Integer.valueOf(item.opened ? 1 : 0));
        try {
            database.getWritableDatabase().insertOrThrow("items", null, values);
        } catch (SQLException e) {
            throw new RepositoryException("item insert failed", e);
        }
    }

    @Override
    public void updateQuantity(String id, int quantity) throws RepositoryException {
        ContentValues values = new ContentValues();
        values.put("quantity", Integer.valueOf(quantity));
        try {
            database.getWritableDatabase().update("items", values, "id = ?", new String[] {id});
        } catch (SQLException e) {
            throw new RepositoryException("quantity update failed", e);
        }
    }

    @Override
    public boolean remove(String id) throws RepositoryException {
        try {
            SQLiteDatabase db = database.getWritableDatabase();
            return db.delete("items", "id = ?", new String[] {id}) > 0;
        } catch (SQLException e) {
            throw new RepositoryException("item delete failed", e);
        }
    }

    private static PantryItem read(Cursor c) {
        return new PantryItem(c.getString(0), c.getString(1), c.getString(2), c.getInt(3), c.getString(4),
                c.isNull(5) ? null : c.getString(5), c.getInt(6) != 0);
    }
}
