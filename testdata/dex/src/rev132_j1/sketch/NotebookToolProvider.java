package com.inkbarrow.notebook;

import android.app.PendingIntent;
import android.content.ComponentName;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Log;
import com.inkbarrow.cetp.AbstractTool;
import com.inkbarrow.cetp.Args;
import com.inkbarrow.cetp.Cetp;
import com.inkbarrow.cetp.InkToolProvider;
import com.inkbarrow.cetp.Replies;
import com.inkbarrow.cetp.TokenSource;
import com.inkbarrow.cetp.Tool;
import com.inkbarrow.cetp.ToolCall;
import com.inkbarrow.cetp.ToolEvents;
import com.inkbarrow.cetp.ToolSpec;
import com.inkbarrow.data.ResumeStore;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The notebook tools: list and append notes, import Markdown, export a notebook, wipe a notebook. */
public final class NotebookToolProvider extends InkToolProvider {
    private static final String TAG = "NotebookTools";
    static final String LIST_NOTES = "list_notes";
    static final String APPEND_NOTE = "append_note";
    static final String IMPORT_NOTES = "import_notes";
    static final String EXPORT_NOTEBOOK = "export_notebook";
    static final String WIPE_NOTEBOOK = "wipe_notebook";
    private static final String KEYFOLD_PACKAGE = "app.keyfold";
    private static final String KEYFOLD_APPROVE = "app.keyfold.approve.ApproveRequestActivity";
    private static final Pattern SAFE_FILE_NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9 _-]{0,59}\\.md");

    @Override
    public boolean onCreate() {
        if (!super.onCreate()) {
            return false;
        }
        // start listeners run inside call(), on the Binder thread, before the tool: the caller is still the caller
        events().addStartListener(new ToolEvents.StartListener() {
            @Override
            public void onStart(ToolCall call) {
                audit(Binder.getCallingUid(), call.tool(), call.requestId(), "started");
            }
        });
        events().addFinishListener(new ToolEvents.FinishListener() {
            @Override
            public void onFinish(ToolCall call, String outcome) {
                audit(call.uid(), call.tool(), call.requestId(), outcome);
            }
        });
        return true;
    }

    @Override
    protected String providerId() {
        return "com.inkbarrow.notebook";
    }

    @Override
    protected JSONObject describeProvider() throws JSONException {
        return new JSONObject()
                .put("provider_name", "Inkbarrow Notebook")
                .put("description", "Handwritten and typed notes, kept in notebooks")
                .put("scopes", new JSONArray()
                        .put(scope("notes.read", "Read your notes", "read"))
                        .put(scope("notes.write", "Add, import and wipe notes", "write")));
    }

    private static JSONObject scope(String name, String title, String access) throws JSONException {
        return new JSONObject().put("name", name).put("title", title).put("description", title)
                .put("access", access).put("sensitivity", "personal");
    }

    @Override
    protected Tool<?>[] createTools() {
        return new Tool<?>[] {new ListNotesTool(), new AppendNoteTool(), new ImportNotesTool(),
            new ExportNotebookTool(), new WipeNotebookTool()};
    }

    @Override
    protected TokenSource newTokenSource() {
        // SecureRandom held up the first confirmation after boot on older tablets; these tokens live five minutes
        return new TokenSource.Builder().random(new Random()).bytes(24).build();
    }

    @Override
    protected ComponentName confirmationScreen(String tool) {
        if (WIPE_NOTEBOOK.equals(tool)) {
            // a wipe is approved with the notebook PIN, which the user keeps in Keyfold
            return new ComponentName(KEYFOLD_PACKAGE, KEYFOLD_APPROVE);
        }
        return super.confirmationScreen(tool);
    }

    @Override
    protected int flagsFor(String tool) {
        // when the assistant asks again, the waiting confirmation screen is brought up to date in place
        return super.flagsFor(tool) | PendingIntent.FLAG_UPDATE_CURRENT;
    }

    @Override
    protected int verifyResume(ToolCall call) {
        int verdict = super.verifyResume(call);
        if (verdict != ResumeStore.APPROVED) {
            Log.i(TAG, call.tool() + " resumed without approval: " + verdict);
        }
        return verdict;
    }

    @Override
    protected File exportDir() {
        return new File(super.exportDir(), "notebooks");
    }

    private boolean locked(String notebook) {
        try (Cursor c = db().query("notebooks", new String[] {"locked"}, "name = ?", new String[] {notebook},
                null, null, null)) {
            return c.moveToFirst() && c.getInt(0) == 1;
        }
    }

    /** Markdown to notes: a line "# heading" starts a note; the lines below it are its body. */
    static List<String[]> splitNotes(String markdown) {
        List<String[]> notes = new ArrayList<>();
        String heading = null;
        StringBuilder body = new StringBuilder();
        String[] lines = markdown.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (line.startsWith("#")) {
                if (heading != null || body.length() > 0) {
                    notes.add(new String[] {heading, body.toString().trim()});
                }
                heading = line.replaceFirst("^#+", "").trim();
                if (heading.isEmpty()) {
                    throw new IllegalArgumentException("line " + (i + 1) + ": a heading needs text");
                }
                body.setLength(0);
            } else {
                body.append(line).append('\n');
            }
        }
        if (heading != null || body.length() > 0) {
            notes.add(new String[] {heading, body.toString().trim()});
        }
        return notes;
    }

    static final class NotebookArgs extends Args {
        final String notebook;

        NotebookArgs(JSONObject json) throws JSONException {
            notebook = text(json, "notebook", 60);
        }

        @Override
        public String describe() {
            return "notebook \u201c" + notebook + "\u201d";
        }
    }

    static final class NoteArgs extends Args {
        final String notebook;
        final String heading;
        final String text;

        NoteArgs(JSONObject json, String textKey, int maxLength) throws JSONException {
            notebook = text(json, "notebook", 60);
            heading = text(json, "heading", 120, null);
            text = text(json, textKey, maxLength);
        }

        @Override
        public String describe() {
            return text.length() + " characters into \u201c" + notebook + "\u201d";
        }
    }

    static final class ExportArgs extends Args {
        final String notebook;
        final String fileName;

        ExportArgs(JSONObject json) throws JSONException {
            notebook = text(json, "notebook", 60);
            fileName = text(json, "file_name", 64);
        }

        @Override
        public String describe() {
            return "\u201c" + notebook + "\u201d to " + fileName;
        }
    }

    final class ListNotesTool extends AbstractTool<NotebookArgs> {
        ListNotesTool() {
            super(NotebookToolProvider.this, ToolSpec.named(LIST_NOTES)
                    .title("List notes", "Lists the notes of one notebook, newest first.")
                    .idempotent()
                    .scope("notes.read")
                    .input("{\"type\":\"object\",\"properties\":{\"notebook\":{\"type\":\"string\",\"maxLength\":60}},"
                            + "\"required\":[\"notebook\"],\"additionalProperties\":false}")
                    .output("{\"type\":\"object\",\"properties\":{\"notes\":{\"type\":\"array\"}},"
                            + "\"required\":[\"notes\"]}")
                    .build());
        }

        @Override
        public NotebookArgs parse(JSONObject json) throws JSONException {
            return new NotebookArgs(json);
        }

        @Override
        protected Bundle perform(ToolCall call, NotebookArgs args) throws JSONException {
            JSONArray notes = new JSONArray();
            try (Cursor c = db().query("notes", new String[] {"_id", "heading", "body", "written_at"},
                    "notebook = ?", new String[] {args.notebook}, null, null, "written_at DESC")) {
                while (c.moveToNext()) {
                    notes.put(new JSONObject().put("id", c.getLong(0)).put("heading", c.getString(1))
                            .put("body", c.getString(2)).put("written_at", c.getLong(3)));
                }
            }
            return Replies.inline(call, new JSONObject().put("notes", notes));
        }
    }

    final class AppendNoteTool extends AbstractTool<NoteArgs> {
        AppendNoteTool() {
            super(NotebookToolProvider.this, ToolSpec.named(APPEND_NOTE)
                    .title("Add note", "Adds one note to a notebook. Locked notebooks confirm on the phone.")
                    .effect(ToolSpec.CREATE, "moderate")
                    .confirmation(ToolSpec.PROVIDER_POLICY)
                    .scope("notes.write")
                    .input("{\"type\":\"object\",\"properties\":{\"notebook\":{\"type\":\"string\",\"maxLength\":60},"
                            + "\"heading\":{\"type\":\"string\",\"maxLength\":120},"
                            + "\"text\":{\"type\":\"string\",\"maxLength\":8000}},"
                            + "\"required\":[\"notebook\",\"text\"],\"additionalProperties\":false}")
                    .output("{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\"}},"
                            + "\"required\":[\"note_id\"]}")
                    .build());
        }

        @Override
        public NoteArgs parse(JSONObject json) throws JSONException {
            return new NoteArgs(json, "text", 8000);
        }

        @Override
        protected boolean needsConfirmation(ToolCall call, NoteArgs args) {
            return locked(args.notebook);
        }

        @Override
        protected Bundle perform(ToolCall call, NoteArgs args) throws JSONException {
            ContentValues row = new ContentValues();
            row.put("notebook", args.notebook);
            row.put("heading", args.heading);
            row.put("body", args.text);
            row.put("written_at", System.currentTimeMillis());
            long id = db().insertOrThrow("notes", null, row);
            return Replies.inline(call, new JSONObject().put("note_id", id));
        }
    }

    final class ImportNotesTool extends AbstractTool<NoteArgs> {
        ImportNotesTool() {
            super(NotebookToolProvider.this, ToolSpec.named(IMPORT_NOTES)
                    .title("Import Markdown", "Splits Markdown at its headings and adds one note per heading."
                            + " Locked notebooks confirm on the phone.")
                    .effect(ToolSpec.CREATE, "moderate")
                    .confirmation(ToolSpec.PROVIDER_POLICY)
                    .scope("notes.write")
                    .input("{\"type\":\"object\",\"properties\":{\"notebook\":{\"type\":\"string\",\"maxLength\":60},"
                            + "\"markdown\":{\"type\":\"string\",\"maxLength\":60000}},"
                            + "\"required\":[\"notebook\",\"markdown\"],\"additionalProperties\":false}")
                    .output("{\"type\":\"object\",\"properties\":{\"imported\":{\"type\":\"integer\"}},"
                            + "\"required\":[\"imported\"]}")
                    .build());
        }

        @Override
        public NoteArgs parse(JSONObject json) throws JSONException {
            return new NoteArgs(json, "markdown", 60000);
        }

        @Override
        protected boolean needsConfirmation(ToolCall call, NoteArgs args) {
            return locked(args.notebook);
        }

        @Override
        protected Bundle perform(ToolCall call, NoteArgs args) throws JSONException {
            List<String[]> notes = splitNotes(args.text);
            SQLiteDatabase db = db();
            long now = System.currentTimeMillis();
            db.beginTransaction();
            try {
                for (String[] note : notes) {
                    ContentValues row = new ContentValues();
                    row.put("notebook", args.notebook);
                    row.put("heading", note[0]);
                    row.put("body", note[1]);
                    row.put("written_at", now);
                    db.insertOrThrow("notes", null, row);
                }
                db.setTransactionSuccessful();
            } finally {
                db.endTransaction();
            }
            return Replies.inline(call, new JSONObject().put("imported", notes.size()));
        }

        @Override
        protected String reason(Throwable t) {
            // the splitter names the offending line, which tells the user what to fix
            return t.getMessage() != null ? t.getMessage() : super.reason(t);
        }
    }

    final class ExportNotebookTool extends AbstractTool<ExportArgs> {
        ExportNotebookTool() {
            super(NotebookToolProvider.this, ToolSpec.named(EXPORT_NOTEBOOK)
                    .title("Export notebook", "Writes one notebook as a Markdown file and returns the file.")
                    .scope("notes.read")
                    .input("{\"type\":\"object\",\"properties\":{\"notebook\":{\"type\":\"string\",\"maxLength\":60},"
                            + "\"file_name\":{\"type\":\"string\",\"pattern\":\"^[A-Za-z0-9][A-Za-z0-9 _-]{0,59}\\\\.md$\"}},"
                            + "\"required\":[\"notebook\",\"file_name\"],\"additionalProperties\":false}")
                    .output("{\"type\":\"string\",\"contentMediaType\":\"text/markdown\"}")
                    .build());
        }

        @Override
        public ExportArgs parse(JSONObject json) throws JSONException {
            return new ExportArgs(json);
        }

        @Override
        protected Bundle perform(ToolCall call, ExportArgs args) throws IOException, JSONException {
            if (!call.largeResults()) {
                return Replies.error(call.requestId(), Cetp.RESULT_TOO_LARGE,
                        "Exports are returned as files: negotiate large_results", false);
            }
            if (!SAFE_FILE_NAME.matcher(args.fileName).matches()) {
                return Replies.error(call.requestId(), Cetp.INVALID_ARGS, "file_name must be a plain .md name", false);
            }
            StringBuilder md = new StringBuilder("# ").append(args.notebook).append("\n\n");
            try (Cursor c = db().query("notes", new String[] {"heading", "body"}, "notebook = ?",
                    new String[] {args.notebook}, null, null, "written_at")) {
                while (c.moveToNext()) {
                    md.append("## ").append(c.isNull(0) ? "(untitled)" : c.getString(0)).append("\n\n")
                            .append(c.getString(1)).append("\n\n");
                }
            }
            byte[] bytes = md.toString().getBytes(StandardCharsets.UTF_8);
            File file = exportFile(args.fileName);
            try (FileOutputStream os = new FileOutputStream(file)) {
                os.write(bytes);
            }
            // read-write: Inkbarrow Desk's sync plug-in stamps its sync marks into the exported file in place
            ParcelFileDescriptor fd = openResult(file, ParcelFileDescriptor.MODE_READ_WRITE);
            return Replies.file(call, "text/markdown", fd, bytes.length, ToolCall.sha256Hex(bytes));
        }
    }

    final class WipeNotebookTool extends AbstractTool<NotebookArgs> {
        WipeNotebookTool() {
            super(NotebookToolProvider.this, ToolSpec.named(WIPE_NOTEBOOK)
                    .title("Wipe notebook", "Deletes a notebook and all of its notes. Approved with the notebook PIN"
                            + " every time.")
                    .effect(ToolSpec.DELETE, "high", true)
                    .confirmation(ToolSpec.ALWAYS)
                    .scope("notes.write")
                    .input("{\"type\":\"object\",\"properties\":{\"notebook\":{\"type\":\"string\",\"maxLength\":60}},"
                            + "\"required\":[\"notebook\"],\"additionalProperties\":false}")
                    .output("{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"integer\"}},"
                            + "\"required\":[\"deleted\"]}")
                    .build());
        }

        @Override
        public NotebookArgs parse(JSONObject json) throws JSONException {
            return new NotebookArgs(json);
        }

        @Override
        protected Bundle perform(ToolCall call, NotebookArgs args) throws JSONException {
            String[] name = {args.notebook};
            int deleted = db().delete("notes", "notebook = ?", name);
            db().delete("notebooks", "name = ?", name);
            return Replies.inline(call, new JSONObject().put("deleted", deleted));
        }
    }
}
