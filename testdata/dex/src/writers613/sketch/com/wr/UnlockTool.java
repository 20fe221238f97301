package com.wr;

import android.os.Bundle;

/** unlock_door: asks the user first; its resume token comes from java.util.Random (CETP613 at :11). */
final class UnlockTool implements Tool {
    @Override
    public Reply run(Bundle args) {
        String token = Long.toHexString(Ids.FAST.nextLong());
        String requestId = Ids.strong();
        return new Reply("USER_ACTION_REQUIRED", token, requestId);
    }
}
