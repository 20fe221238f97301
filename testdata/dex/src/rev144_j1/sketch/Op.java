package com.ferncastle.journal;

import android.content.ContentValues;
import android.content.Context;
import android.database.sqlite.SQLiteDatabase;
import com.ferncastle.plugin.Registry;
import com.ferncastle.plugin.Result;
import com.ferncastle.plugin.ToolSpec;
import com.ferncastle.query.Node;
import com.ferncastle.query.Visitors;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The bulk operations on journal entries chosen by a filter; each is one tool. */
public enum Op {
    ARCHIVE {
        @Override
        ToolSpec spec() {
            return new ToolSpec.Builder("archive_entries")
                    .title("Archive journal entries")
                    .description("Moves the journal entries that match a filter into the archive file.")
                    .effect("update")
                    .risk("moderate")
                    .confirmation("never")
                    .scope("journal.write")
                    .input(JournalTools.FILTER_INPUT)
                    .output(JournalTools.COUNT_OUTPUT)
                    .build();
        }

        @Override
        String summary(String condition) {
            return "Archive the journal entries where " + condition;
        }

        @Override
        Result<JSONObject> apply(Registry.Kit kit, Node filter, JSONObject approval) throws JSONException {
            Visitors.Sql sql = new Visitors.Sql();
            String where = "archived = 0 AND " + filter.accept(sql);
            JSONArray rows = JournalTools.entries(kit.db, where, sql.args(), BATCH, true);
            File archive = archiveFile(kit.context);
            archive.getParentFile().mkdirs();
            try (FileOutputStream out = new FileOutputStream(archive, true)) {
                for (int i = 0; i < rows.length(); i++) {
                    out.write((rows.getJSONObject(i).toString() + "\n").getBytes(StandardCharsets.UTF_8));
                }
                out.getFD().sync();
            } catch (IOException e) {
                return Result.failed("UNAVAILABLE", "The archive file could not be written", true, e);
            }
            SQLiteDatabase db = kit.db.getWritableDatabase();
            ContentValues archived = new ContentValues();
            archived.put("archived", 1);
            for (int i = 0; i < rows.length(); i++) {
                String id = Long.toString(rows.getJSONObject(i).getLong("id"));
                db.update("entries", archived, "id = ?", new String[] {id});
            }
            return Result.ok(new JSONObject().put("count", rows.length()));
        }
    },
    PURGE {
        @Override
        ToolSpec spec() {
            return new ToolSpec.Builder("purge_entries")
                    .title("Delete journal entries")
                    .description("Deletes for good the journal entries that match a filter.")
                    .effect("delete")
                    .risk("high")
                    .destructive(true)
                    .scope("journal.write")
                    .input(JournalTools.FILTER_INPUT)
                    .output(JournalTools.COUNT_OUTPUT)
                    .build();
        }

        @Override
        String summary(String condition) {
            return "Delete for good every journal entry where " + condition;
        }

        @Override
        Result<JSONObject> apply(Registry.Kit kit, Node filter, JSONObject approval) throws JSONException {
            if (approval == null || !approval.optBoolean("approved", false)) {
                return Result.failed("USER_CANCELLED", "The deletion was not confirmed", false);
            }
            Visitors.Sql sql = new Visitors.Sql();
            String where = filter.accept(sql);
            int deleted = kit.db.getWritableDatabase().delete("entries", where, sql.args());
            return Result.ok(new JSONObject().put("count", deleted));
        }
    };

    static final int BATCH = 500;

    abstract ToolSpec spec();

    /** The sentence the confirmation screen shows, given the filter in words. */
    abstract String summary(String condition);

    abstract Result<JSONObject> apply(Registry.Kit kit, Node filter, JSONObject approval) throws JSONException;

    static File archiveFile(Context context) {
        return new File(new File(context.getFilesDir(), "archive"), "journal-archive.jsonl");
    }
}
