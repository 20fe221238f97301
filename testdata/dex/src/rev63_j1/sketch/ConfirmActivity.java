package com.cutqueue.ui;

import android.app.Activity;
import android.os.Bundle;

/** Shows the cut (job, minutes) to the maker; a real app would wait for a tap. */
public class ConfirmActivity extends Activity {
    @Override
    protected void onCreate(Bundle b) {
        super.onCreate(b);
        setResult(RESULT_OK);
        finish();
    }
}
