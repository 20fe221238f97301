package com.tallyspring.budget.data;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/** Categories and expenses. Every selection is constant with ? arguments. */
public final class BudgetRepo {
    public static final long UNCATEGORIZED = 1L;

    private final LedgerDb db;

    public BudgetRepo(LedgerDb db) {
        this.db = db;
    }

    public SQLiteDatabase readable() {
        return db.getReadableDatabase();
    }

    public List<Category> categories() {
        List<Category> out = new ArrayList<>();
        try (Cursor c = readable().query("categories", Category.COLUMNS, null, null, null, null, "name ASC")) {
            while (c.moveToNext()) {
                out.add(Category.from(c));
            }
        }
        return out;
    }

    public Optional<Category> find(long categoryId) {
        return categories().stream().filter(c -> c.id() == categoryId).findFirst();
    }

    /** Spending per category id in one month ("YYYY-MM"). */
    public Map<Long, Long> spentIn(String month) {
        List<long[]> rows = new ArrayList<>();
        String[] cols = {"category_id", "amount_cents"};
        String[] args = {month};
        try (Cursor c = readable().query("expenses", cols, "month = ?", args, null, null, null)) {
            while (c.moveToNext()) {
                rows.add(new long[] {c.getLong(0), c.getLong(1)});
            }
        }
        return rows.stream().collect(Collectors.groupingBy(r -> r[0], Collectors.summingLong(r -> r[1])));
    }

    public boolean setLimit(long categoryId, long limitCents) {
        ContentValues v = new ContentValues();
        v.put("limit_cents", limitCents);
        String[] args = {Long.toString(categoryId)};
        return db.getWritableDatabase().update("categories", v, "_id = ?", args) == 1;
    }

    public long addExpense(long categoryId, long amountCents, String merchant, String spentOn) {
        ContentValues v = new ContentValues();
        v.put("category_id", categoryId);
        v.put("amount_cents", amountCents);
        v.put("merchant", merchant);
        v.put("month", spentOn.substring(0, 7));
        v.put("spent_on", spentOn);
        return db.getWritableDatabase().insertOrThrow("expenses", null, v);
    }

    /** Moves the category's expenses to Uncategorized and deletes it, in the caller's transaction. */
    public int deleteCategory(long categoryId) {
        SQLiteDatabase w = db.getWritableDatabase();
        String[] args = {Long.toString(categoryId)};
        ContentValues v = new ContentValues();
        v.put("category_id", UNCATEGORIZED);
        int moved = w.update("expenses", v, "category_id = ?", args);
        w.delete("categories", "_id = ?", args);
        return moved;
    }
}
