package com.wrenfield.notes.notes;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
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

/** delete_note: removes a note for good, after the user confirms in Wrenfield. */
final class DeleteNoteTool extends BaseTool<DeleteNoteTool.Target, Integer> {
    static final ToolSpec SPEC = ToolSpec.named("delete_note")
            .title("Delete a note", "Deletes one note permanently; the user confirms in Wrenfield Notes first")
            .effect("delete", "high", "always")
            .destructive()
            .scopes("notes.write")
            .schemas("{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\",\"minimum\":1}},"
                    + "\"required\":[\"note_id\"],\"additionalProperties\":false}",
                    "{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"boolean\"}},\"required\":"
                    + "[\"deleted\"]}")
            .build();
    private static final String[] COLUMNS = {"title"};

    DeleteNoteTool(Container container) {
        super(container, SPEC);
    }

    static final class Target {
        final long noteId;
        final String title;

        Target(long noteId, String title) {
            this.noteId = noteId;
            this.title = title;
        }
    }

    @Override
    protected Result<Target> validate(JSONObject args) {
        long noteId = args.optLong("note_id", 0L);
        if (noteId < 1L) {
            return Result.fail(ToolError.invalidArgs("note_id must be a positive integer"));
        }
        try (Cursor cursor = container.get(WrenfieldDb.class).getReadableDatabase().query("notes", COLUMNS,
                "_id = ?", new String[] {Long.toString(noteId)}, null, null, null, null)) {
            if (!cursor.moveToFirst()) {
                return Result.fail(ToolError.invalidArgs("There is no note with that note_id"));
            }
            return Result.ok(new Target(noteId, cursor.getString(0)));
        }
    }

    @Override
    protected boolean authorize(ToolCall call, Target target) {
        return granted("notes.write");
    }

    @Override
    protected boolean needsConfirmation(ToolCall call, Target target) {
        return true;
    }

    @Override
    protected String summarize(Target target) {
        return "Delete the note \"" + target.title + "\" and its attachments. This cannot be undone.";
    }

    @Override
    protected Reply renderPrompt(ToolCall call, Target target, Confirmations.Ticket ticket) {
        Context context = container.get(Context.class);
        Intent intent = new Intent(context, ConfirmActivity.class).putExtra(ConfirmActivity.EXTRA_KEY, ticket.key);
        PendingIntent resolution = PendingIntent.getActivity(context, ticket.requestCode(), intent,
                PendingIntent.FLAG_UPDATE_CURRENT);
        return Reply.confirm("Confirm deleting the note in Wrenfield Notes", resolution, ticket.token);
    }

    @Override
    protected Result<Integer> perform(ToolCall call, Target target) {
        SQLiteDatabase db = container.get(WrenfieldDb.class).getWritableDatabase();
        String[] id = {Long.toString(target.noteId)};
        db.beginTransaction();
        try {
            db.delete("attachments", "note_id = ?", id);
            int deleted = db.delete("notes", "_id = ?", id);
            db.setTransactionSuccessful();
            return Result.ok(deleted);
        } finally {
            db.endTransaction();
        }
    }

    @Override
    protected Reply render(ToolCall call, Integer deleted) {
        try {
            return Reply.inline(new JSONObject().put("deleted", deleted.intValue() > 0));
        } catch (JSONException e) {
            throw new IllegalStateException("delete reply", e);
        }
    }
}
