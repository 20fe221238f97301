package com.vv;

import android.content.Context;
import android.os.Bundle;

/** The sync provider's answers: a call refused for want of a sign-in opens the sign-in screen. */
final class SyncExchange extends Exchange {
    SyncExchange(Context context) {
        super(context);
    }

    @Override
    protected Bundle refused(Command.Execute c, String why) {
        if ("sign_in".equals(why)) {
            // no resume_token on this response: the Consumer cannot resume (CETP508)
            Bundle b = Replies.error(c.requestId, "AUTH_REQUIRED", "Sign in first.");
            b.putParcelable("resolution", Replies.screen(context, SignInActivity.class, c.requestId));
            return b;
        }
        return super.refused(c, why);
    }

    @Override
    Bundle execute(Command.Execute c) {
        if ("sync_now".equals(c.tool)) {
            return refused(c, "sign_in");
        }
        return super.execute(c);
    }
}
