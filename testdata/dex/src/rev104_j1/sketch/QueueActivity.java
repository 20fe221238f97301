package com.darkroom.ui;

import android.app.Activity;
import android.os.Bundle;

/** The launcher screen: the club's print queue. */
public class QueueActivity extends Activity {
    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        setTitle("DarkRoom");
    }
}
