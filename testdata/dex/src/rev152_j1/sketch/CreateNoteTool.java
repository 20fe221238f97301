package com.wrenfield.notes.notes;

import android.app.PendingIntent;
import android.content.ContentValues;
import android.content.Context;
import android.content.Intent;
import android.database.Cursor;
import com.wrenfield.notes.core.Clock;
import com.wrenfield.notes.core.Confirmations;
import com.wrenfield.notes.core.Result;
import com.wrenfield.notes.core.ToolError;
import com.wrenfield.notes.core.WrenfieldDb;
import com.wrenfield.notes.di.Container;
import com.wrenfield.notes.tool.BaseTool;
import com.wrenfield.notes.tool.Reply;
import com.wrenfield.notes.tool.ToolCall;
import com.wrenfield.notes.tool.ToolSpec;
import com.wrenfield.notes.ui.ConfirmActivity;
import org.json.JSONException;
import org.json.JSONObject;

/** create_note: a new note in a notebook; the user confirms in Wrenfield when the notebook is shared with others. */
final class CreateNoteTool extends BaseTool<CreateNoteTool.Draft, Long> {
    static final ToolSpec SPEC = ToolSpec.named("create_note")
            .title("Create a note", "Adds a note to one of the user's notebooks; shared notebooks ask the user first")
            .effect("create", "moderate", "provider_policy")
            .scopes("notes.write")
            .schemas("{\"type\":\"object\",\"properties\":{\"notebook\":{\"type\":\"string\"},\"title\":{\"type\":"
                    + "\"string\",\"minLength\":1,\"maxLength\":200},\"body\":{\"type\":\"string\",\"maxLength\":"
                    + "20000},\"user_confirmed\":{\"type\":\"boolean\"}},\"required\":[\"notebook\",\"title\","
                    + "\"body\"],\"additionalProperties\":false}",
                    "{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\"}},\"required\":"
                    + "[\"note_id\"]}")
            .build();
    private static final String[] NOTEBOOK_COLUMNS = {"_id", "shared"};

    CreateNoteTool(Container container) {
        super(container, SPEC);
    }

    static final class Draft {
        final String notebook;
        final String title;
        final String body;
        final boolean userConfirmed;
        final long notebookId;
        final boolean shared;

        Draft(String notebook, String title, String body, boolean userConfirmed, long notebookId, boolean shared) {
            this.notebook = notebook;
            this.title = title;
            this.body = body;
            this.userConfirmed = userConfirmed;
            this.notebookId = notebookId;
            this.shared = shared;
        }

        static Result<Draft> parse(JSONObject args) {
            String notebook = args.optString("notebook").trim();
            String title = args.optString("title").trim();
            String body = args.optString("body");
            if (notebook.isEmpty() || title.isEmpty() || title.length() > 200 || body.length() > 20000) {
                return Result.fail(ToolError.invalidArgs("notebook, title (1-200) and body (up to 20000) are needed"));
            }
            // the assistant's own "Post this to <notebook>?" dialog already asked the user
            boolean userConfirmed = args.optBoolean("user_confirmed", false);
            return Result.ok(new Draft(notebook, title, body, userConfirmed, 0L, false));
        }

        Draft in(long notebookId, boolean shared) {
            return new Draft(notebook, title, body, userConfirmed, notebookId, shared);
        }
    }

    @Override
    protected Result<Draft> validate(JSONObject args) {
        return Draft.parse(args).flatMap(this::placed);
    }

    /** The draft with its notebook looked up. */
    private Result<Draft> placed(Draft draft) {
        try (Cursor cursor = container.get(WrenfieldDb.class).getReadableDatabase().query("notebooks",
                NOTEBOOK_COLUMNS, "name = ?", new String[] {draft.notebook}, null, null, null, null)) {
            if (!cursor.moveToFirst()) {
                return Result.fail(ToolError.invalidArgs("There is no notebook by that name"));
            }
            return Result.ok(draft.in(cursor.getLong(0), cursor.getInt(1) != 0));
        }
    }

    @Override
    protected boolean authorize(ToolCall call, Draft draft) {
        return granted("notes.write");
    }

    @Override
    protected boolean needsConfirmation(ToolCall call, Draft draft) {
        return draft.shared && !draft.userConfirmed;
    }

    @Override
    protected String summarize(Draft draft) {
        return "Add the note \"" + draft.title + "\" to the shared notebook \"" + draft.notebook
                + "\", where everyone it is shared with will see it";
    }

    @Override
    protected Reply renderPrompt(ToolCall call, Draft draft, Confirmations.Ticket ticket) {
        Context context = container.get(Context.class);
        Intent intent = new Intent(context, ConfirmActivity.class).putExtra(ConfirmActivity.EXTRA_KEY, ticket.key);
        PendingIntent resolution = PendingIntent.getActivity(context, ticket.requestCode(), intent,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
        return Reply.confirm("Confirm the new note in Wrenfield Notes", resolution, ticket.token);
    }

    @Override
    protected Result<Long> perform(ToolCall call, Draft draft) {
        ContentValues row = new ContentValues();
        row.put("notebook_id", draft.notebookId);
        row.put("title", draft.title);
        row.put("body", draft.body);
        row.put("updated_at", container.get(Clock.class).now());
        long noteId = container.get(WrenfieldDb.class).getWritableDatabase().insert("notes", null, row);
        if (noteId < 0L) {
            return Result.fail("UNAVAILABLE", "The note could not be saved; try again", true);
        }
        return Result.ok(noteId);
    }

    @Override
    protected Reply render(ToolCall call, Long noteId) {
        try {
            return Reply.inline(new JSONObject().put("note_id", noteId.longValue()));
        } catch (JSONException e) {
            throw new IllegalStateException("create reply", e);
        }
    }
}
