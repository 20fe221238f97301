package com.pawclinic.ui;

import android.app.Activity;
import android.os.Bundle;

/** Confirmation screen (layout omitted): the user confirms and the Consumer resumes. */
public class ReleaseRecordActivity extends Activity {
    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        setResult(RESULT_OK);
        finish();
    }
}
