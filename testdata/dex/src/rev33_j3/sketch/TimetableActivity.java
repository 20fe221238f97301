package com.example.r33j3;

import android.app.Activity;
import android.os.Bundle;

public final class TimetableActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setTitle("Timetable");
    }
}
