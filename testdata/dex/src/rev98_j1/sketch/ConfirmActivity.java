package com.fridgenet.ui;

import android.app.Activity;
import android.os.Bundle;

/** Shows the item to the fridge member; a real app would wait for a tap. */
public class ConfirmActivity extends Activity {
    @Override
    protected void onCreate(Bundle b) {
        super.onCreate(b);
        setResult(RESULT_OK);
        finish();
    }
}
