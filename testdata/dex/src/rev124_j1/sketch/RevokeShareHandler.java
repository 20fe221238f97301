package com.scanbox.share;

import android.app.PendingIntent;
import com.scanbox.cetp.Effect;
import com.scanbox.cetp.Handler;
import com.scanbox.cetp.Invocation;
import com.scanbox.cetp.Reply;
import com.scanbox.cetp.ScreenSpec;
import com.scanbox.cetp.ToolContext;
import java.util.Optional;
import org.json.JSONException;
import org.json.JSONObject;

/** revoke_share (plugin): takes a link back, after the user confirms. */
public final class RevokeShareHandler implements Handler<RevokeArgs> {
    private static final ScreenSpec CONFIRM_SCREEN = new ScreenSpec(
            "com.scanbox", "com.scanbox.ui.ConfirmActivity",
            PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);

    @Override
    public String name() {
        return "revoke_share";
    }

    @Override
    public Effect effect() {
        return Effect.DELETE;
    }

    @Override
    public RevokeArgs parse(JSONObject json, Invocation call, ToolContext tools) throws JSONException {
        return new RevokeArgs(json.getString("share_id"), tools.confirmations().redeem(call));
    }

    @Override
    public Reply run(RevokeArgs args, Invocation call, ToolContext tools) throws JSONException {
        Optional<JSONObject> share = tools.shares().find(args.shareId());
        if (!share.isPresent()) {
            return Reply.failure("INVALID_ARGS", "No share has this id", false);
        }
        if (!args.confirmed()) {
            return tools.confirmations().ask(tools, call, CONFIRM_SCREEN,
                    "Stop sharing with " + share.get().optString("recipient", "this recipient") + "?");
        }
        boolean revoked = tools.shares().revoke(args.shareId());
        return Reply.ok(new JSONObject().put("share_id", args.shareId()).put("revoked", revoked));
    }
}
