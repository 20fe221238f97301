package com.fieldnote.birding.ui;

import android.app.Activity;
import android.content.ContentValues;
import android.os.Bundle;
import android.widget.Button;
import android.widget.EditText;
import android.widget.LinearLayout;
import com.fieldnote.birding.trips.ClubProvider;

/** Signs the user in to the bird club with their membership number. */
public final class SignInActivity extends Activity {
    private EditText number;
    private EditText name;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        number = new EditText(this);
        number.setHint("Membership number");
        name = new EditText(this);
        name.setHint("Your name");
        Button signIn = new Button(this);
        signIn.setText("Sign in");
        signIn.setOnClickListener(v -> signIn());
        Button later = new Button(this);
        later.setText("Not now");
        later.setOnClickListener(v -> close(false));
        LinearLayout root = new LinearLayout(this);
        root.setOrientation(LinearLayout.VERTICAL);
        root.addView(number);
        root.addView(name);
        root.addView(signIn);
        root.addView(later);
        setContentView(root);
    }

    private void signIn() {
        String member = number.getText().toString().trim();
        if (member.isEmpty()) {
            number.setHint("Enter your membership number");
            return;
        }
        ContentValues v = new ContentValues();
        v.put("id", 1);
        v.put("member_id", member);
        v.put("name", name.getText().toString().trim());
        getContentResolver().insert(ClubProvider.ACCOUNT, v);
        close(true);
    }

    private void close(boolean signedIn) {
        setResult(signedIn ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}
