package com.vv;

import android.content.Context;
import android.os.Bundle;

/** Answers commands; a refused tool call is answered by refused(), which subclasses extend. */
class Exchange implements Command.Visitor<Bundle> {
    final Context context;

    Exchange(Context context) {
        this.context = context;
    }

    @Override
    public Bundle visitExecute(Command.Execute c) {
        return execute(c);
    }

    @Override
    public Bundle visitOther(Command.Other c) {
        return Replies.error(null, "METHOD_NOT_FOUND", "Unknown method.");
    }

    Bundle execute(Command.Execute c) {
        if ("purge_notes".equals(c.tool)) {
            return refused(c, "confirm");
        }
        Bundle ok = new Bundle();
        ok.putString("request_id", c.requestId);
        return ok;
    }

    /** The base answer to a held call: the confirmation screen and its resume token (both keys). */
    protected Bundle refused(Command.Execute c, String why) {
        String token = Tokens.mint();
        Bundle b = Replies.error(c.requestId, "USER_ACTION_REQUIRED", "Confirm on the device.");
        b.putParcelable("resolution", Replies.screen(context, ConfirmActivity.class, token));
        b.putString("resume_token", token);
        return b;
    }
}
