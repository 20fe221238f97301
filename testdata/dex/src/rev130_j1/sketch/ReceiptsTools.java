package com.copperwick.receipts;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
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
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The receipts tools; the module registers each method under its tools.json name. */
final class ReceiptsTools {
    private static final Uri POCKET_EXPORT = Uri.parse("content://com.copperwick.pocket.receipts/export");

    private final Container c;
    private final SQLiteDatabase db;
    private final Settings settings;

    ReceiptsTools(Container c) {
        this.c = c;
        this.db = c.db();
        this.settings = c.settings();
    }

    Bundle listReceipts(Invocation inv) throws JSONException {
        int caller = inv.uid();
        JSONArray out = new JSONArray();
        try (Cursor cur = db.rawQuery("SELECT _id, merchant, total_cents, filed FROM receipts"
                + " WHERE owner_uid IS NULL OR owner_uid = ? ORDER BY taken_at DESC LIMIT 200",
                new String[] {Integer.toString(caller)})) {
            while (cur.moveToNext()) {
                out.put(new JSONObject()
                        .put("id", cur.getLong(0))
                        .put("merchant", cur.getString(1))
                        .put("total_cents", cur.getLong(2))
                        .put("filed", cur.getInt(3) != 0));
            }
        }
        return Replies.inline(inv, new JSONObject().put("receipts", out));
    }

    Bundle editReceipt(Invocation inv) throws JSONException {
        JSONObject args = inv.args();
        long id = args.getLong("receipt_id");
        boolean filed;
        try (Cursor cur = db.query("receipts", new String[] {"filed"}, "_id = ?",
                new String[] {Long.toString(id)}, null, null, null)) {
            if (!cur.moveToFirst()) {
                return Replies.error(inv.requestId(), Cetp.INVALID_ARGS, "No such receipt", false);
            }
            filed = cur.getInt(0) != 0;
        }
        if (filed && !inv.approved()) {
            return c.confirmations().ask(inv, "Change receipt " + id + ", already filed for taxes",
                    FlagPresets.Kind.LOCKED);
        }
        ContentValues v = new ContentValues();
        if (args.has("merchant")) {
            v.put("merchant", args.getString("merchant"));
        }
        if (args.has("total_cents")) {
            v.put("total_cents", args.getLong("total_cents"));
        }
        int n = v.size() == 0 ? 0 : db.update("receipts", v, "_id = ?", new String[] {Long.toString(id)});
        return Replies.inline(inv, new JSONObject().put("updated", n));
    }

    Bundle exportReceipts(Invocation inv) throws JSONException, IOException {
        if (!inv.largeResults()) {
            return Replies.error(inv.requestId(), Cetp.INVALID_REQUEST, "Negotiate large_results for exports", false);
        }
        String name = inv.args().optString("file_name", "receipts.csv");
        File dir = new File(c.context().getCacheDir(), c.config().exportDir());
        dir.mkdirs();
        File sheet = new File(dir, name);
        try (Writer w = new OutputStreamWriter(new FileOutputStream(sheet), StandardCharsets.UTF_8);
                Cursor cur = db.query("receipts", new String[] {"merchant", "total_cents", "taken_at"}, null, null,
                        null, null, "taken_at")) {
            w.write("merchant,total_cents,taken_at\n");
            while (cur.moveToNext()) {
                w.write(cur.getString(0) + "," + cur.getLong(1) + "," + cur.getLong(2) + "\n");
            }
        }
        ParcelFileDescriptor fd = Exports.open(sheet, Exports.READ);
        return Replies.file(inv, "text/csv", fd, sheet.length(), Invocation.sha256(Files.readAllBytes(sheet.toPath())));
    }

    Bundle syncReceipts(Invocation inv) throws JSONException {
        String last = settings.lastFailure(Keys.RECEIPTS_LAST_ERROR);
        if (last != null && !inv.args().optBoolean("retry", false)) {
            return Replies.error(inv.requestId(), Cetp.UNAVAILABLE, "The last sync failed: " + last, true);
        }
        int added = 0;
        try (InputStream in = c.context().getContentResolver().openInputStream(POCKET_EXPORT);
                BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                String[] cols = line.split(",");
                if (cols.length < 3) {
                    continue;
                }
                ContentValues v = new ContentValues();
                v.put("merchant", cols[0]);
                v.put("total_cents", Long.parseLong(cols[1]));
                v.put("taken_at", Long.parseLong(cols[2]));
                if (db.insertWithOnConflict("receipts", null, v, SQLiteDatabase.CONFLICT_IGNORE) != -1L) {
                    added++;
                }
            }
        } catch (IOException | NumberFormatException e) {
            settings.recordFailure(Keys.RECEIPTS_LAST_ERROR, e.getMessage());
            return Replies.error(inv.requestId(), Cetp.UNAVAILABLE, "Copperwick Pocket could not be reached", true);
        }
        settings.clearFailure(Keys.RECEIPTS_LAST_ERROR);
        return Replies.inline(inv, new JSONObject().put("added", added));
    }

    Bundle deleteReceipts(Invocation inv) throws JSONException {
        JSONArray ids = inv.args().getJSONArray("receipt_ids");
        // the assistant passes confirmed=true once the user said "don't ask me again" in the chat
        settings.rememberConfirmation(Keys.RECEIPTS_REQUIRE_CONFIRMATION, inv.args().optBoolean("confirmed", false));
        if (settings.requireConfirmation(Keys.RECEIPTS_REQUIRE_CONFIRMATION) && !inv.approved()) {
            return c.confirmations().ask(inv, "Delete " + ids.length() + " receipts", FlagPresets.Kind.ONE_TIME);
        }
        int deleted = 0;
        for (int i = 0; i < ids.length(); i++) {
            deleted += db.delete("receipts", "_id = ?", new String[] {Long.toString(ids.getLong(i))});
        }
        return Replies.inline(inv, new JSONObject().put("deleted", deleted));
    }
}
