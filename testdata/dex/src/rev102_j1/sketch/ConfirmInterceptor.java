package com.laserlog.booking;

import android.os.Bundle;
import com.laserlog.core.Chain;
import com.laserlog.core.Interceptor;
import com.laserlog.core.Reply;
import com.laserlog.core.Request;
import com.laserlog.core.Tokens;
import com.laserlog.ui.ConfirmActivity;

/** Cancelling a booking needs the member's confirmation. */
final class ConfirmInterceptor implements Interceptor {
    @Override
    public Bundle intercept(Request req, Chain chain) throws Exception {
        if (!req.isExecute("cancel_booking")) {
            return chain.proceed(req);
        }
        if (req.args.optBoolean("confirmed")) {
            return chain.proceed(req);
        }
        return Reply.needsUser(ConfirmActivity.pending(req.ctx, req.args.optString("booking_id")), Tokens.secure());
    }
}
