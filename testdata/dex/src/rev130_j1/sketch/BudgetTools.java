package com.copperwick.budget;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import com.copperwick.cetp.Cetp;
import com.copperwick.cetp.Container;
import com.copperwick.cetp.Invocation;
import com.copperwick.cetp.Replies;
import com.copperwick.config.Exports;
import com.copperwick.config.FlagPresets;
import com.copperwick.config.Keys;
import com.copperwick.config.Settings;
import java.io.BufferedReader;
import java.io.File;
import java.io.FileOutputStream;
import java.io.FileReader;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The budget tools; the module registers each method under its tools.json name. */
final class BudgetTools {
    private final Container c;
    private final SQLiteDatabase db;
    private final Settings settings;

    BudgetTools(Container c) {
        this.c = c;
        this.db = c.db();
        this.settings = c.settings();
    }

    Bundle listCategories(Invocation inv) throws JSONException {
        int caller = Binder.getCallingUid();
        JSONArray out = new JSONArray();
        try (Cursor cur = db.rawQuery("SELECT c._id, c.name, c.monthly_limit, p.uid IS NOT NULL FROM categories c"
                + " LEFT JOIN pinned p ON p.category_id = c._id AND p.uid = ? ORDER BY c.name",
                new String[] {Integer.toString(caller)})) {
            while (cur.moveToNext()) {
                out.put(new JSONObject()
                        .put("id", cur.getLong(0))
                        .put("name", cur.getString(1))
                        .put("monthly_limit_cents", cur.getLong(2))
                        .put("pinned", cur.getInt(3) != 0));
            }
        }
        return Replies.inline(inv, new JSONObject().put("categories", out));
    }

    Bundle addExpense(Invocation inv) throws JSONException {
        JSONObject args = inv.args();
        String category = args.getString("category");
        long amount = args.getLong("amount_cents");
        if (amount <= 0L) {
            return Replies.error(inv.requestId(), Cetp.INVALID_ARGS, "amount_cents must be positive", false);
        }
        long id;
        long left;
        try (Cursor cur = db.rawQuery("SELECT _id, monthly_limit - IFNULL((SELECT SUM(amount_cents) FROM expenses e"
                + " WHERE e.category_id = categories._id AND e.spent_at > ?), 0) FROM categories WHERE name = ?",
                new String[] {Long.toString(monthStart()), category})) {
            if (!cur.moveToFirst()) {
                return Replies.error(inv.requestId(), Cetp.INVALID_ARGS, "No such category", false);
            }
            id = cur.getLong(0);
            left = cur.getLong(1);
        }
        if (amount > left && !inv.approved()) {
            String summary = "Add " + amount / 100 + "." + amount % 100 + " to " + category + " (over its limit)";
            return c.confirmations().ask(inv, summary, FlagPresets.Kind.REFRESHABLE);
        }
        ContentValues v = new ContentValues();
        v.put("category_id", id);
        v.put("amount_cents", amount);
        v.put("note", args.optString("note", ""));
        v.put("spent_at", System.currentTimeMillis());
        long row = db.insertOrThrow("expenses", null, v);
        return Replies.inline(inv, new JSONObject().put("expense_id", row).put("left_cents", left - amount));
    }

    Bundle exportBudget(Invocation inv) throws JSONException, IOException {
        if (!inv.largeResults()) {
            return Replies.error(inv.requestId(), Cetp.INVALID_REQUEST, "Negotiate large_results for exports", false);
        }
        String name = inv.args().optString("file_name", "budget.csv");
        if (!name.matches("[A-Za-z0-9_-]{1,40}\\.csv")) {
            return Replies.error(inv.requestId(), Cetp.INVALID_ARGS, "file_name must be a plain .csv name", false);
        }
        File dir = new File(c.context().getCacheDir(), c.config().exportDir());
        dir.mkdirs();
        File sheet = new File(dir, name);
        try (Writer w = new OutputStreamWriter(new FileOutputStream(sheet), StandardCharsets.UTF_8);
                Cursor cur = db.rawQuery("SELECT c.name, e.amount_cents, e.note, e.spent_at FROM expenses e"
                        + " JOIN categories c ON c._id = e.category_id WHERE e.spent_at > ? ORDER BY e.spent_at",
                        new String[] {Long.toString(monthStart())})) {
            w.write("category,amount_cents,note,spent_at\n");
            while (cur.moveToNext()) {
                w.write(cur.getString(0) + "," + cur.getLong(1) + "," + cur.getString(2) + "," + cur.getLong(3) + "\n");
            }
        }
        ParcelFileDescriptor fd = Exports.open(sheet, Exports.SHARED);
        return Replies.file(inv, "text/csv", fd, sheet.length(), Invocation.sha256(Files.readAllBytes(sheet.toPath())));
    }

    Bundle importStatement(Invocation inv) throws JSONException {
        String last = settings.lastFailure(Keys.BUDGET_LAST_ERROR);
        if (last != null && !inv.args().optBoolean("retry", false)) {
            return Replies.error(inv.requestId(), Cetp.UNAVAILABLE, "The last import failed: " + last, true);
        }
        File statement = new File(new File(c.context().getFilesDir(), "statements"), "latest.csv");
        int imported = 0;
        try (BufferedReader r = new BufferedReader(new FileReader(statement))) {
            String line;
            while ((line = r.readLine()) != null) {
                String[] cols = line.split(",");
                if (cols.length < 3) {
                    continue;
                }
                ContentValues v = new ContentValues();
                v.put("category_id", Long.parseLong(cols[0]));
                v.put("amount_cents", Long.parseLong(cols[1]));
                v.put("note", cols[2]);
                v.put("spent_at", System.currentTimeMillis());
                db.insert("expenses", null, v);
                imported++;
            }
        } catch (IOException | NumberFormatException e) {
            settings.recordFailure(Keys.BUDGET_LAST_ERROR, "the bank statement could not be read");
            return Replies.error(inv.requestId(), Cetp.UNAVAILABLE, "The statement could not be imported", true);
        }
        settings.clearFailure(Keys.BUDGET_LAST_ERROR);
        return Replies.inline(inv, new JSONObject().put("imported", imported));
    }

    Bundle purgeCategory(Invocation inv) throws JSONException {
        String category = inv.args().getString("category");
        if (settings.requireConfirmation(Keys.BUDGET_REQUIRE_CONFIRMATION) && !inv.approved()) {
            return c.confirmations().ask(inv, "Delete the category " + category + " and all its expenses",
                    FlagPresets.Kind.ONE_TIME);
        }
        String[] where = {category};
        int expenses = db.delete("expenses", "category_id IN (SELECT _id FROM categories WHERE name = ?)", where);
        int categories = db.delete("categories", "name = ?", where);
        return Replies.inline(inv, new JSONObject().put("deleted_categories", categories)
                .put("deleted_expenses", expenses));
    }

    private static long monthStart() {
        java.util.Calendar cal = java.util.Calendar.getInstance();
        cal.set(java.util.Calendar.DAY_OF_MONTH, 1);
        cal.set(java.util.Calendar.HOUR_OF_DAY, 0);
        cal.set(java.util.Calendar.MINUTE, 0);
        cal.set(java.util.Calendar.SECOND, 0);
        cal.set(java.util.Calendar.MILLISECOND, 0);
        return cal.getTimeInMillis();
    }
}
