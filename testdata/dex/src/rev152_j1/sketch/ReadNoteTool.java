package com.wrenfield.notes.notes;

import android.database.Cursor;
import com.wrenfield.notes.core.Result;
import com.wrenfield.notes.core.ToolError;
import com.wrenfield.notes.core.WrenfieldDb;
import com.wrenfield.notes.di.Container;
import com.wrenfield.notes.tool.BaseTool;
import com.wrenfield.notes.tool.Reply;
import com.wrenfield.notes.tool.ToolCall;
import com.wrenfield.notes.tool.ToolSpec;
import org.json.JSONException;
import org.json.JSONObject;

/** read_note: one note with its body. */
final class ReadNoteTool extends BaseTool<Long, JSONObject> {
    static final ToolSpec SPEC = ToolSpec.named("read_note")
            .title("Read a note", "Returns the title, body and notebook of one note")
            .effect("read", "low", "never")
            .scopes("notes.read")
            .schemas("{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\",\"minimum\":1}},"
                    + "\"required\":[\"note_id\"],\"additionalProperties\":false}",
                    "{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\"},\"title\":{\"type\":"
                    + "\"string\"},\"body\":{\"type\":\"string\"},\"updated_at\":{\"type\":\"integer\"}},"
                    + "\"required\":[\"note_id\",\"title\",\"body\"]}")
            .build();
    private static final String[] COLUMNS = {"_id", "title", "body", "notebook_id", "updated_at"};

    ReadNoteTool(Container container) {
        super(container, SPEC);
    }

    @Override
    protected Result<Long> validate(JSONObject args) {
        long noteId = args.optLong("note_id", 0L);
        if (noteId < 1L) {
            return Result.fail(ToolError.invalidArgs("note_id must be a positive integer"));
        }
        return Result.ok(noteId);
    }

    @Override
    protected boolean authorize(ToolCall call, Long noteId) {
        return granted("notes.read");
    }

    @Override
    protected Result<JSONObject> perform(ToolCall call, Long noteId) {
        try (Cursor cursor = container.get(WrenfieldDb.class).getReadableDatabase().query("notes", COLUMNS,
                "_id = ?", new String[] {Long.toString(noteId)}, null, null, null, null)) {
            if (!cursor.moveToFirst()) {
                return Result.fail(ToolError.invalidArgs("There is no note with that note_id"));
            }
            return Result.ok(new JSONObject().put("note_id", cursor.getLong(0)).put("title", cursor.getString(1))
                    .put("body", cursor.getString(2)).put("notebook_id", cursor.getLong(3))
                    .put("updated_at", cursor.getLong(4)));
        } catch (JSONException e) {
            throw new IllegalStateException("note row", e);
        }
    }

    @Override
    protected Reply render(ToolCall call, JSONObject note) {
        return Reply.inline(note);
    }
}
