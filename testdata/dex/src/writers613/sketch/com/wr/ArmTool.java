package com.wr;

import android.os.Bundle;

/** arm_alarm: the same hand-over, but the Random value is the request id; the token is SecureRandom (silent). */
final class ArmTool implements Tool {
    @Override
    public Reply run(Bundle args) {
        String token = Ids.strong();
        String requestId = Long.toHexString(Ids.FAST.nextLong());
        return new Reply("USER_ACTION_REQUIRED", token, requestId);
    }
}
