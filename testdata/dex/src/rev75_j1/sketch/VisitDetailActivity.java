package com.fixitnow.ui;

import android.app.Activity;
import android.os.Bundle;

/** One visit's details, where a new time is picked. */
public class VisitDetailActivity extends Activity {
    private long visitId;

    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        visitId = getIntent().getLongExtra("visit_id", -1L);
        setTitle("Pick a new time");
    }
}
