package com.cs;

import android.app.Activity;
import android.os.Bundle;

/** Asks before wiping the desk; records the answer but never finishes. */
public final class WipeActivity extends Activity {
    private boolean shown;

    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        shown = true;
    }
}
