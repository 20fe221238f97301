package com.tuneup.ui;

import android.app.Activity;
import android.os.Bundle;

/** The app's own screen; not a resolution target (no PendingIntent anywhere). */
public class TunerActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setResult(RESULT_OK_CODE);
        finish();
    }

    static final int RESULT_OK_CODE = -1;
}
