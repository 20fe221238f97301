package com.scanbox.share;

import com.scanbox.cetp.Effect;
import com.scanbox.cetp.Handler;
import com.scanbox.cetp.Invocation;
import com.scanbox.cetp.NoArgs;
import com.scanbox.cetp.Reply;
import com.scanbox.cetp.ToolContext;
import org.json.JSONException;
import org.json.JSONObject;

/** list_shares: the links that are out. */
public final class ListSharesHandler implements Handler<NoArgs> {
    @Override
    public String name() {
        return "list_shares";
    }

    @Override
    public Effect effect() {
        return Effect.READ;
    }

    @Override
    public NoArgs parse(JSONObject json, Invocation call, ToolContext tools) {
        return new NoArgs();
    }

    @Override
    public Reply run(NoArgs args, Invocation call, ToolContext tools) throws JSONException {
        return Reply.ok(new JSONObject().put("shares", tools.shares().list()));
    }
}
