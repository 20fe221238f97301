package com.wl;

import android.os.Bundle;
import android.util.Log;

/** Secure token; a draft Reply with a Random id is only logged, never returned (nothing expected at line 11). */
final class UnlockTool implements Tool {
    @Override
    public Reply run(Bundle args) {
        Reply draft = new Reply("DRAFT", Ids.fast());
        Log.i("unlock", "draft " + draft.token);
        return new Reply("USER_ACTION_REQUIRED", Ids.strong());
    }
}
