package com.wl;

import android.os.Bundle;

/** A finished status carries a Random nonce; toBundle puts the token only when reply.needsUser(): nothing expected. */
final class StatusTool implements Tool {
    @Override
    public Reply run(Bundle args) {
        if (args.getString("door", "").isEmpty()) {
            return new Reply("USER_ACTION_REQUIRED", Ids.strong());
        }
        return new Reply("OK", Ids.fast());
    }
}
