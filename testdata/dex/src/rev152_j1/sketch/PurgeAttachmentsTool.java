package com.wrenfield.notes.attachments;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import com.wrenfield.notes.core.Confirmations;
import com.wrenfield.notes.core.Result;
import com.wrenfield.notes.core.ToolError;
import com.wrenfield.notes.di.Container;
import com.wrenfield.notes.tool.BaseTool;
import com.wrenfield.notes.tool.Reply;
import com.wrenfield.notes.tool.ToolCall;
import com.wrenfield.notes.tool.ToolSpec;
import com.wrenfield.notes.ui.ConfirmActivity;
import java.util.List;
import org.json.JSONException;
import org.json.JSONObject;

/** purge_attachments: deletes every file attached to a note, after the user confirms in Wrenfield. */
final class PurgeAttachmentsTool extends BaseTool<PurgeAttachmentsTool.Purge, Integer> {
    static final ToolSpec SPEC = ToolSpec.named("purge_attachments")
            .title("Delete a note's attachments", "Deletes all files attached to one note; the user confirms first")
            .effect("delete", "high", "always")
            .destructive()
            .scopes("attachments.write")
            .schemas("{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\",\"minimum\":1}},"
                    + "\"required\":[\"note_id\"],\"additionalProperties\":false}",
                    "{\"type\":\"object\",\"properties\":{\"purged\":{\"type\":\"integer\"}},\"required\":"
                    + "[\"purged\"]}")
            .build();

    PurgeAttachmentsTool(Container container) {
        super(container, SPEC);
    }

    static final class Purge {
        final long noteId;
        final List<AttachmentStore.Row> rows;

        Purge(long noteId, List<AttachmentStore.Row> rows) {
            this.noteId = noteId;
            this.rows = rows;
        }
    }

    @Override
    protected Result<Purge> validate(JSONObject args) {
        long noteId = args.optLong("note_id", 0L);
        if (noteId < 1L) {
            return Result.fail(ToolError.invalidArgs("note_id must be a positive integer"));
        }
        List<AttachmentStore.Row> rows = container.get(AttachmentStore.class).ofNote(noteId);
        if (rows.isEmpty()) {
            return Result.fail(ToolError.invalidArgs("That note has no attachments"));
        }
        return Result.ok(new Purge(noteId, rows));
    }

    @Override
    protected boolean authorize(ToolCall call, Purge purge) {
        return granted("attachments.write");
    }

    @Override
    protected boolean needsConfirmation(ToolCall call, Purge purge) {
        return true;
    }

    @Override
    protected String summarize(Purge purge) {
        return "Delete the " + purge.rows.size() + " files attached to note " + purge.noteId
                + ". This cannot be undone.";
    }

    @Override
    protected Reply renderPrompt(ToolCall call, Purge purge, Confirmations.Ticket ticket) {
        Context context = container.get(Context.class);
        Intent intent = new Intent(context, ConfirmActivity.class).putExtra(ConfirmActivity.EXTRA_KEY, ticket.key);
        PendingIntent resolution = PendingIntent.getActivity(context, ticket.requestCode(), intent,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_ONE_SHOT);
        return Reply.confirm("Confirm deleting the attachments in Wrenfield Notes", resolution, ticket.token);
    }

    @Override
    protected Result<Integer> perform(ToolCall call, Purge purge) {
        return Result.ok(container.get(AttachmentStore.class).purge(purge.noteId, purge.rows));
    }

    @Override
    protected Reply render(ToolCall call, Integer purged) {
        try {
            return Reply.inline(new JSONObject().put("purged", purged.intValue()));
        } catch (JSONException e) {
            throw new IllegalStateException("purge reply", e);
        }
    }
}
