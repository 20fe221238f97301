package com.mendbook.ui;

import android.app.Activity;
import android.os.Bundle;

/** The librarian confirms a withdrawal; the result goes back to the Consumer. */
public class ConfirmActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setResult(-1);
        finish();
    }
}
