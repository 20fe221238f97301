package com.scanbox.share;

import android.app.PendingIntent;
import com.scanbox.cetp.Effect;
import com.scanbox.cetp.Handler;
import com.scanbox.cetp.Invocation;
import com.scanbox.cetp.Reply;
import com.scanbox.cetp.ScreenSpec;
import com.scanbox.cetp.ToolContext;
import com.scanbox.data.Document;
import java.util.Optional;
import org.json.JSONException;
import org.json.JSONObject;

/** share_document (plugin): hands a scan to a recipient through the courier service. */
public final class ShareHandler implements Handler<ShareArgs> {
    /** Outgoing links are approved on the consent screen of the Scanbox Courier companion app. */
    private static final ScreenSpec CONSENT_SCREEN = new ScreenSpec(
            "com.scanbox.courier", "com.scanbox.courier.ConsentActivity",
            PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);

    @Override
    public String name() {
        return "share_document";
    }

    @Override
    public Effect effect() {
        return Effect.CREATE;
    }

    @Override
    public ShareArgs parse(JSONObject json, Invocation call, ToolContext tools) throws JSONException {
        return new ShareArgs(json.getString("document_id"), json.getString("recipient"),
                tools.confirmations().redeem(call));
    }

    @Override
    public Reply run(ShareArgs args, Invocation call, ToolContext tools) throws JSONException {
        Optional<Document> document = tools.documents().find(args.documentId());
        if (!document.isPresent()) {
            return Reply.failure("INVALID_ARGS", "No document has this id", false);
        }
        if (!args.confirmed()) {
            return tools.confirmations().ask(tools, call, CONSENT_SCREEN,
                    "Send a link to \"" + document.get().title() + "\" to " + args.recipient() + "?");
        }
        String shareId = tools.shares().create(args.documentId(), args.recipient());
        return Reply.ok(new JSONObject().put("share_id", shareId));
    }
}
