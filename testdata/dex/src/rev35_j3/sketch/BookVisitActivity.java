package com.example.r35j3;

import android.app.Activity;
import android.os.Bundle;
import android.view.View;
import android.widget.Button;

// Confirms a new visit for the assistant's book_visit call.
public final class BookVisitActivity extends Activity {
    private String slot;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        slot = getIntent().getStringExtra("slot");
        Button book = new Button(this);
        book.setText("Book the visit at " + slot);
        book.setOnClickListener(new View.OnClickListener() {
            @Override
            public void onClick(View v) {
                setResult(RESULT_OK);
                finish();
            }
        });
        setContentView(book);
    }
}
