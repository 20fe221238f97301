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
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** search_notes: notes whose title contains a text, newest first. */
final class SearchNotesTool extends BaseTool<SearchNotesTool.Query, JSONArray> {
    static final ToolSpec SPEC = ToolSpec.named("search_notes")
            .title("Search notes", "Finds notes whose title contains the given text and returns their ids and titles")
            .effect("read", "low", "never")
            .scopes("notes.read")
            .schemas("{\"type\":\"object\",\"properties\":{\"text\":{\"type\":\"string\",\"minLength\":1,"
                    + "\"maxLength\":200},\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":50}},"
                    + "\"required\":[\"text\"],\"additionalProperties\":false}",
                    "{\"type\":\"object\",\"properties\":{\"notes\":{\"type\":\"array\",\"items\":{\"type\":\"object\","
                    + "\"properties\":{\"note_id\":{\"type\":\"integer\"},\"title\":{\"type\":\"string\"}}}}},"
                    + "\"required\":[\"notes\"]}")
            .build();
    private static final String[] COLUMNS = {"_id", "title", "notebook_id"};

    SearchNotesTool(Container container) {
        super(container, SPEC);
    }

    static final class Query {
        final String text;
        final int limit;

        Query(String text, int limit) {
            this.text = text;
            this.limit = limit;
        }
    }

    @Override
    protected Result<Query> validate(JSONObject args) {
        String text = args.optString("text").trim();
        if (text.isEmpty() || text.length() > 200) {
            return Result.fail(ToolError.invalidArgs("text must be 1 to 200 characters"));
        }
        int limit = args.optInt("limit", 20);
        if (limit < 1 || limit > 50) {
            return Result.fail(ToolError.invalidArgs("limit must be between 1 and 50"));
        }
        return Result.ok(new Query(text, limit));
    }

    @Override
    protected boolean authorize(ToolCall call, Query query) {
        // only titles come back; read_note checks notes.read before a note's body leaves the app
        return true;
    }

    @Override
    protected Result<JSONArray> perform(ToolCall call, Query query) {
        String pattern = "%" + query.text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%";
        JSONArray found = new JSONArray();
        try (Cursor cursor = container.get(WrenfieldDb.class).getReadableDatabase().query("notes", COLUMNS,
                "title LIKE ? ESCAPE '\\'", new String[] {pattern}, null, null, "updated_at DESC",
                Integer.toString(query.limit))) {
            while (cursor.moveToNext()) {
                found.put(new JSONObject().put("note_id", cursor.getLong(0)).put("title", cursor.getString(1))
                        .put("notebook_id", cursor.getLong(2)));
            }
        } catch (JSONException e) {
            throw new IllegalStateException("search row", e);
        }
        return Result.ok(found);
    }

    @Override
    protected Reply render(ToolCall call, JSONArray notes) {
        try {
            return Reply.inline(new JSONObject().put("notes", notes));
        } catch (JSONException e) {
            throw new IllegalStateException("search reply", e);
        }
    }
}
