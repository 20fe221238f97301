package com.example.hdd;

import android.content.Context;
import android.os.Bundle;
import com.paylib.sdk.PayClient;
import com.paylib.sdk.PaymentIntent;
import java.util.HashSet;
import java.util.Set;

// capture_payment: deduplicates on the payment SDK's own request id (the id of
// the SDK request that created the intent), not on the CETP request_id.
final class PaymentCapture {
    private final Set<String> captured = new HashSet<>();
    private final PayClient client;

    PaymentCapture(Context ctx) {
        client = PayClient.getInstance(ctx);
    }

    Bundle capture(String requestId, String intentId) {
        PaymentIntent intent = client.retrieve(intentId);
        if (!captured.add(intent.getRequestId())) {
            return Replies.error(requestId, "CONFLICT", "payment already captured");
        }
        client.capture(intent);
        return Replies.success(requestId, "{\"captured\":true}");
    }
}
