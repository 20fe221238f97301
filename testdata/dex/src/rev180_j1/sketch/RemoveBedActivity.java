package com.verdant.garden.beds;

import android.app.Activity;
import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
import android.os.Handler;
import android.os.Looper;
import android.widget.Button;
import android.widget.LinearLayout;
import android.widget.TextView;
import com.verdant.garden.cetp.ConfirmationStore;
import com.verdant.garden.data.GardenDatabase;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;

/** Provider-side confirmation for remove_bed (§4.3): shows what will be deleted, records the decision, finishes. */
public final class RemoveBedActivity extends Activity {
    static final String EXTRA_TOKEN = "com.verdant.garden.extra.REVIEW_TOKEN";
    private static final Executor IO = Executors.newSingleThreadExecutor();

    private ConfirmationStore confirmations;
    private Executor mainThread;
    private String token;

    static PendingIntent resolution(Context context, String token) {
        Intent intent = new Intent(context, RemoveBedActivity.class).putExtra(EXTRA_TOKEN, token);
        return PendingIntent.getActivity(context, token.hashCode(), intent,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        confirmations = new ConfirmationStore(GardenDatabase.get(this));
        Handler handler = new Handler(Looper.getMainLooper());
        mainThread = handler::post;
        token = getIntent().getStringExtra(EXTRA_TOKEN);
        Optional<String> summary = Optional.ofNullable(token).flatMap(confirmations::pendingSummary);
        if (!summary.isPresent()) {
            finishWith(false);
            return;
        }
        LinearLayout root = new LinearLayout(this);
        root.setOrientation(LinearLayout.VERTICAL);
        TextView text = new TextView(this);
        text.setText(summary.get());
        Button remove = new Button(this);
        remove.setText("Remove bed");
        remove.setOnClickListener(v -> decide(true));
        Button keep = new Button(this);
        keep.setText("Keep it");
        keep.setOnClickListener(v -> decide(false));
        root.addView(text);
        root.addView(remove);
        root.addView(keep);
        setContentView(root);
    }

    private void decide(boolean approved) {
        CompletableFuture.supplyAsync(() -> confirmations.decide(token, approved) && approved, IO)
                .exceptionally(error -> false)
                .thenAcceptAsync(this::finishWith, mainThread);
    }

    private void finishWith(Boolean approved) {
        setResult(approved ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}
