package com.gridnote.util;

import android.content.Context;
import android.content.Intent;
import com.gridnote.outage.ConfirmActivity;

/** Intents for GridNote's confirmation screens. */
public final class Intents {
    private Intents() {
    }

    public static Intent confirm(Context ctx, String what) {
        return new Intent(ctx, ConfirmActivity.class).putExtra("what", what);
    }

    public static Intent review(String ref) {
        return new Intent("com.gridnote.action.REVIEW_OUTAGE")
                .setPackage("com.gridnote")
                .putExtra("ref", ref);
    }
}
