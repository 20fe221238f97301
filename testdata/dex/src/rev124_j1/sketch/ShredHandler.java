package com.scanbox.docs;

import android.app.PendingIntent;
import com.scanbox.cetp.Effect;
import com.scanbox.cetp.Handler;
import com.scanbox.cetp.Invocation;
import com.scanbox.cetp.Reply;
import com.scanbox.cetp.ScreenSpec;
import com.scanbox.cetp.ToolContext;
import com.scanbox.data.Document;
import java.util.Objects;
import java.util.Optional;
import org.json.JSONException;
import org.json.JSONObject;

/** shred_document (plugin): deletes a scan and its PDF for good, after the user confirms. */
public final class ShredHandler implements Handler<ShredArgs> {
    /** Shredding is confirmed on Scanbox's own screen; the ticket is refreshed when the user is asked again. */
    private static final ScreenSpec CONFIRM_SCREEN = new ScreenSpec(
            "com.scanbox", "com.scanbox.ui.ConfirmActivity", PendingIntent.FLAG_UPDATE_CURRENT);

    @Override
    public String name() {
        return "shred_document";
    }

    @Override
    public Effect effect() {
        return Effect.DELETE;
    }

    @Override
    public ShredArgs parse(JSONObject json, Invocation call, ToolContext tools) throws JSONException {
        // A Consumer that already showed the user our summary may say so and spare the second prompt.
        boolean confirmed = json.optBoolean("confirmed", false) || tools.confirmations().redeem(call);
        return new ShredArgs(json.getString("document_id"), confirmed);
    }

    @Override
    public Reply run(ShredArgs args, Invocation call, ToolContext tools) throws JSONException {
        Optional<Document> document = tools.documents().find(args.documentId());
        if (!document.isPresent()) {
            return Reply.failure("INVALID_ARGS", "No document has this id", false);
        }
        if (!args.confirmed()) {
            String title = Objects.requireNonNullElse(document.get().title(), "Untitled scan");
            return tools.confirmations().ask(tools, call, CONFIRM_SCREEN,
                    "Shred \"" + title + "\" (" + document.get().pages() + " pages) for good?");
        }
        tools.documents().shred(document.get());
        return Reply.ok(new JSONObject().put("document_id", args.documentId()).put("shredded", true));
    }
}
