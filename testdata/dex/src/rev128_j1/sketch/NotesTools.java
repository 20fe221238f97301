package com.quirewell.notes;

import android.app.PendingIntent;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Log;
import com.quirewell.cetp.Cetp;
import com.quirewell.cetp.Invocation;
import com.quirewell.cetp.Outcome;
import com.quirewell.cetp.Replies;
import com.quirewell.cetp.Screen;
import com.quirewell.cetp.ToolHost;
import com.quirewell.cetp.ToolMethod;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Handlers of create_note (annotated) and export_notebook (found by NotesCatalog's method handle). */
public final class NotesTools {
    private static final String TAG = "NotesTools";
    static final String[] COLUMNS = {"_id", "notebook_id", "title", "body", "updated_at"};

    private final ToolHost host;

    public NotesTools(ToolHost host) {
        this.host = host;
    }

    @ToolMethod(name = "create_note", title = "Create a note")
    Outcome createNote(Invocation inv) throws JSONException {
        JSONObject args = inv.args();
        String title = args.getString("title").trim();
        String body = args.optString("body");
        long notebook = args.getLong("notebook_id");
        if (title.isEmpty() || title.length() > 200 || body.length() > 20000) {
            throw new IllegalArgumentException("title or body out of range");
        }
        SQLiteDatabase db = host.database();
        int shared;
        try (Cursor c = db.query("notebooks", new String[] {"shared"}, "_id = ?",
                new String[] {Long.toString(notebook)}, null, null, null)) {
            if (!c.moveToFirst()) {
                throw new IllegalArgumentException("no notebook " + notebook);
            }
            shared = c.getInt(0);
        }
        if (shared != 0 && !inv.approved()) {
            // a note in a shared notebook is seen by everyone it is shared with: the user confirms first
            return Outcome.confirm(Screen.SHARE_NOTE, "Add the note \"" + title + "\" to a shared notebook",
                    PendingIntent.FLAG_UPDATE_CURRENT);
        }
        long now = System.currentTimeMillis();
        ContentValues v = new ContentValues();
        v.put("notebook_id", notebook);
        v.put("title", title);
        v.put("body", body);
        v.put("created_at", now);
        v.put("updated_at", now);
        long id = db.insertOrThrow("notes", null, v);
        return Outcome.value(new JSONObject().put("note_id", id));
    }

    public Bundle exportNotebook(Invocation inv) throws JSONException, IOException {
        if (!inv.largeResults()) {
            return Replies.error(inv.requestId(), Cetp.RESULT_TOO_LARGE,
                    "Negotiate large_results to export a notebook", false);
        }
        long notebook = inv.args().getLong("notebook_id");
        JSONArray notes = rows(host.database().query("notes", COLUMNS, "notebook_id = ?",
                new String[] {Long.toString(notebook)}, null, null, "created_at"));
        byte[] json = new JSONObject().put("notebook_id", notebook).put("notes", notes).toString()
                .getBytes(StandardCharsets.UTF_8);
        File out = File.createTempFile("notebook", ".json", host.context().getCacheDir());
        try (FileOutputStream os = new FileOutputStream(out)) {
            os.write(json);
        }
        ParcelFileDescriptor fd = ParcelFileDescriptor.open(out, ParcelFileDescriptor.MODE_READ_ONLY);
        if (!out.delete()) {
            Log.w(TAG, "export stays in the cache until the next cleanup");
        }
        return Replies.file(inv, "application/json", fd, json.length, Invocation.sha256(json));
    }

    static JSONArray rows(Cursor cursor) {
        try (Cursor c = cursor) {
            JSONArray out = new JSONArray();
            while (c.moveToNext()) {
                out.put(new JSONObject()
                        .put("note_id", c.getLong(0))
                        .put("notebook_id", c.getLong(1))
                        .put("title", c.getString(2))
                        .put("body", c.getString(3))
                        .put("updated_at", c.getLong(4)));
            }
            return out;
        } catch (JSONException e) {
            throw new IllegalStateException(e);
        }
    }
}
