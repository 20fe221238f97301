package com.pawclinic.ui;

import android.app.Activity;
import android.os.Bundle;

/** The launcher screen (layout omitted). */
public class MainActivity extends Activity {
    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
    }
}
