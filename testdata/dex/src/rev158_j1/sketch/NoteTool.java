package com.inkwell.notes.notes;

import android.app.PendingIntent;
import android.content.ContentValues;
import android.database.Cursor;
import android.os.Bundle;
import com.inkwell.notes.BuildConfig;
import com.inkwell.notes.cetp.CetpTool;
import com.inkwell.notes.cetp.Ctx;
import com.inkwell.notes.cetp.Json;
import com.inkwell.notes.cetp.Replies;
import com.inkwell.notes.cetp.Replies.Refusal;
import com.inkwell.notes.cetp.Resolution;
import com.inkwell.notes.cetp.Sql;
import com.inkwell.notes.data.NotesDb;
import com.inkwell.notes.ui.ConfirmActivity;
import java.util.EnumMap;
import java.util.EnumSet;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The notes provider's tools. */
public enum NoteTool implements CetpTool {
    LIST_NOTES("List notes", "List the most recently changed notes, optionally of one notebook", "notes:array",
            "notebook_id:integer?") {
        @Override
        public Bundle run(Ctx c, JSONObject a) throws JSONException {
            long notebook = a.optLong("notebook_id", -1L);
            Cursor cur = notebook < 0
                    ? c.db().readable().query("notes", COLUMNS, "deleted = 0", null, null, null, "updated_at DESC", "50")
                    : c.db().readable().query("notes", COLUMNS, Sql.where("deleted = 0", "notebook_id = ?"),
                            Sql.args(Long.toString(notebook)), null, null, "updated_at DESC", "50");
            return Replies.success(c.requestId(), new JSONObject().put("notes", rows(cur)));
        }
    },
    GET_NOTE("Get note", "Read one note: its title, text and notebook", "note:object", "note_id:integer") {
        @Override
        public Bundle run(Ctx c, JSONObject a) throws JSONException {
            NotesDb.Note note = c.db().note(a.optLong("note_id", -1L));
            if (note == null) {
                return Replies.refuse(c, Refusal.BAD_ARGS, "There is no note with that id");
            }
            return Replies.success(c.requestId(), new JSONObject().put("note", new JSONObject()
                    .put("id", note.id).put("notebook_id", note.notebookId).put("title", note.title)
                    .put("body", note.body)));
        }
    },
    SEARCH_NOTES("Search notes", "Find notes whose title or text contains the given words", "notes:array", "query") {
        @Override
        public Bundle run(Ctx c, JSONObject a) throws JSONException {
            String query = a.optString("query", "").trim();
            if (query.isEmpty() || query.length() > 200) {
                return Replies.refuse(c, Refusal.BAD_ARGS, "query must hold 1 to 200 characters");
            }
            String like = "'%" + query + "%'";
            Cursor cur = c.db().readable().query("notes", COLUMNS,
                    Sql.where("deleted = 0", "title LIKE " + like + " OR body LIKE " + like), null, null, null,
                    "updated_at DESC", "50");
            return Replies.success(c.requestId(), new JSONObject().put("notes", rows(cur)));
        }
    },
    CREATE_NOTE("Create note", "Write a new note into a notebook", "note_id:integer", "notebook_id:integer", "title",
            "body?") {
        @Override
        public Bundle run(Ctx c, JSONObject a) throws JSONException {
            NotesDb.Notebook book = c.db().notebook(a.optLong("notebook_id", -1L));
            String title = a.optString("title", "").trim();
            if (book == null || title.isEmpty() || title.length() > 200) {
                return Replies.refuse(c, Refusal.BAD_ARGS, "A notebook id and a title of 1 to 200 characters are needed");
            }
            if (c.deadlinePassed()) {
                return Replies.refuse(c, Refusal.LATE, "The deadline passed before the note was written");
            }
            ContentValues v = new ContentValues();
            v.put("notebook_id", book.id);
            v.put("title", title);
            v.put("body", a.optString("body", ""));
            v.put("owner_pkg", c.caller().packageName());
            v.put("updated_at", System.currentTimeMillis());
            long id = c.db().writable().insertOrThrow("notes", null, v);
            return Replies.success(c.requestId(), new JSONObject().put("note_id", id));
        }
    },
    APPEND_CLIP("Append to note", "Add a line of text at the end of a note", "note_id:integer", "note_id:integer",
            "text") {
        @Override
        public boolean admits(Ctx c) {
            // The Inkwell keyboard and home-screen widget append without asking the user for a grant.
            String[] packages = c.packagesOfCaller();
            if (packages != null) {
                for (String pkg : packages) {
                    if (CetpTool.companion(c.context(), pkg)) {
                        return true;
                    }
                }
            }
            return super.admits(c);
        }

        @Override
        public Bundle run(Ctx c, JSONObject a) throws JSONException {
            NotesDb.Note note = c.db().note(a.optLong("note_id", -1L));
            String text = a.optString("text", "");
            if (note == null || text.isEmpty() || text.length() > 4000) {
                return Replies.refuse(c, Refusal.BAD_ARGS, "A note id and 1 to 4000 characters of text are needed");
            }
            if (c.deadlinePassed()) {
                return Replies.refuse(c, Refusal.LATE, "The deadline passed before the text was added");
            }
            ContentValues v = new ContentValues();
            v.put("body", note.body.isEmpty() ? text : note.body + "\n" + text);
            v.put("updated_at", System.currentTimeMillis());
            c.db().writable().update("notes", v, "_id = ?", Sql.args(Long.toString(note.id)));
            return Replies.success(c.requestId(), new JSONObject().put("note_id", note.id));
        }
    },
    SHARE_NOTE("Share note", "Copy a note into another notebook; a notebook shared with other people asks the user first",
            "note_id:integer", "note_id:integer", "notebook_id:integer", "caller_package?") {
        @Override
        public Bundle run(Ctx c, JSONObject a) throws JSONException {
            NotesDb.Note note = c.db().note(a.optLong("note_id", -1L));
            NotesDb.Notebook book = c.db().notebook(a.optLong("notebook_id", -1L));
            if (note == null || book == null) {
                return Replies.refuse(c, Refusal.BAD_ARGS, "There is no such note or notebook");
            }
            // An assistant that acts for the app the note came from names that app.
            String actingFor = Json.first(a, "caller_package", "calling_package");
            String owner = actingFor != null ? actingFor : c.caller().packageName();
            if (!note.ownerPackage.equals(owner)) {
                return Replies.refuse(c, Refusal.FORBIDDEN, "Only the app that wrote a note may share it");
            }
            if (book.shared) {
                if (c.resumeToken() == null) {
                    String token = c.hold(this, "Copy \"" + note.title + "\" into the shared notebook \"" + book.name + "\"");
                    PendingIntent screen = new Resolution.Builder()
                            .component(BuildConfig.APPLICATION_ID, BuildConfig.APPLICATION_ID + ".ui.ConfirmActivity")
                            .token(token).build(c.context());
                    return Replies.refuse(c, Refusal.CONFIRM, "Confirm the sharing on the device", screen, token);
                }
                Bundle stop = c.verdict(this);
                if (stop != null) {
                    return stop;
                }
            }
            if (c.deadlinePassed()) {
                return Replies.refuse(c, Refusal.LATE, "The deadline passed before the note was shared");
            }
            ContentValues v = new ContentValues();
            v.put("notebook_id", book.id);
            v.put("title", note.title);
            v.put("body", note.body);
            v.put("owner_pkg", note.ownerPackage);
            v.put("updated_at", System.currentTimeMillis());
            long id = c.db().writable().insertOrThrow("notes", null, v);
            return Replies.success(c.requestId(), new JSONObject().put("note_id", id));
        }
    },
    DELETE_NOTE("Delete note", "Delete a note for good once the user confirms it on the device", "deleted:boolean",
            "note_id:integer") {
        @Override
        public Bundle run(Ctx c, JSONObject a) throws JSONException {
            NotesDb.Note note = c.db().note(a.optLong("note_id", -1L));
            if (note == null) {
                return Replies.refuse(c, Refusal.BAD_ARGS, "There is no note with that id");
            }
            if (c.resumeToken() == null) {
                String token = c.hold(this, "Delete the note \"" + note.title + "\" for good");
                PendingIntent screen = new Resolution.Builder().target(ConfirmActivity.class).token(token)
                        .build(c.context());
                return Replies.refuse(c, Refusal.CONFIRM, "Confirm the deletion on the device", screen, token);
            }
            Bundle stop = c.verdict(this);
            if (stop != null) {
                return stop;
            }
            int gone = c.db().writable().delete("notes", "_id = ?", Sql.args(Long.toString(note.id)));
            return Replies.success(c.requestId(), new JSONObject().put("deleted", gone > 0));
        }
    };

    private static final String[] COLUMNS = {"_id", "notebook_id", "title", "updated_at"};
    private static final EnumSet<NoteTool> WRITERS = EnumSet.of(CREATE_NOTE, APPEND_CLIP, SHARE_NOTE, DELETE_NOTE);
    private static final EnumMap<NoteTool, Effect> EFFECTS = new EnumMap<>(NoteTool.class);
    private static final EnumMap<NoteTool, Risk> RISKS = new EnumMap<>(NoteTool.class);
    private static final EnumMap<NoteTool, Confirm> POLICIES = new EnumMap<>(NoteTool.class);

    static {
        for (NoteTool tool : values()) {
            EFFECTS.put(tool, Effect.READ);
            RISKS.put(tool, Risk.LOW);
            POLICIES.put(tool, Confirm.NEVER);
        }
        EFFECTS.put(CREATE_NOTE, Effect.CREATE);
        EFFECTS.put(APPEND_CLIP, Effect.UPDATE);
        EFFECTS.put(SHARE_NOTE, Effect.CREATE);
        EFFECTS.put(DELETE_NOTE, Effect.DELETE);
        RISKS.put(SHARE_NOTE, Risk.MODERATE);
        RISKS.put(DELETE_NOTE, Risk.HIGH);
        POLICIES.put(SHARE_NOTE, Confirm.PROVIDER_POLICY);
        POLICIES.put(DELETE_NOTE, Confirm.ALWAYS);
    }

    private final String title;
    private final String description;
    private final String output;
    private final String[] input;

    NoteTool(String title, String description, String output, String... input) {
        this.title = title;
        this.description = description;
        this.output = output;
        this.input = input;
    }

    @Override
    public abstract Bundle run(Ctx c, JSONObject a) throws JSONException;

    @Override
    public String title() {
        return title;
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public Effect effect() {
        return EFFECTS.get(this);
    }

    @Override
    public Risk risk() {
        return RISKS.get(this);
    }

    @Override
    public Confirm confirm() {
        return POLICIES.getOrDefault(this, Confirm.ALWAYS);
    }

    @Override
    public String scope() {
        return WRITERS.contains(this) ? "notes.write" : "notes.read";
    }

    @Override
    public JSONObject input() throws JSONException {
        return Json.input(input);
    }

    @Override
    public JSONObject output() throws JSONException {
        return Json.output(output);
    }

    private static JSONArray rows(Cursor cur) {
        JSONArray out = new JSONArray();
        try {
            while (cur.moveToNext()) {
                out.put(new JSONObject().put("id", cur.getLong(0)).put("notebook_id", cur.getLong(1))
                        .put("title", cur.getString(2)).put("updated_at", cur.getLong(3)));
            }
        } catch (JSONException e) {
            throw new IllegalStateException(e);
        } finally {
            cur.close();
        }
        return out;
    }
}
