package com.brightfold.pantry.cetp;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
import com.brightfold.pantry.ui.ConfirmActivity;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.function.Supplier;

/** Provider-side confirmation: a pending entry per resume token, answered in ConfirmActivity. */
public final class Confirmations {
    private static final long TTL_MS = 10L * 60L * 1000L;
    private static final Map<String, Pending> PENDING = new ConcurrentHashMap<>();

    private final Random random = new Random();
    private final Supplier<String> resumeTokens =
            () -> Long.toHexString(random.nextLong()) + Long.toHexString(random.nextLong());
    private final Context context;
    private final Function<Tool, Integer> flagsFor;

    public Confirmations(Context context, Function<Tool, Integer> flagsFor) {
        this.context = context;
        this.flagsFor = flagsFor;
    }

    /** Empty when the call may go on; otherwise the reply that stops it. */
    public Optional<Bundle> require(Call call, Tool tool) {
        String rid = call.requestId();
        if (call.resumeToken() == null) {
            String token = resumeTokens.get();
            PENDING.put(token, Pending.of(call, tool, System.currentTimeMillis() + TTL_MS));
            Intent intent = new Intent(context, ConfirmActivity.class).putExtra(ConfirmActivity.EXTRA_TOKEN, token);
            PendingIntent resolution = PendingIntent.getActivity(context, token.hashCode(), intent,
                    flagsFor.apply(tool));
            return Optional.of(Replies.confirm(rid, resolution, token));
        }
        Optional<Pending> pending = Optional.ofNullable(PENDING.get(call.resumeToken()))
                .filter(p -> p.matches(call, tool))
                .filter(p -> p.expiresAt > System.currentTimeMillis());
        if (!pending.isPresent()) {
            return Optional.of(Replies.error(rid, "INVALID_REQUEST", "resume_token does not belong to this call", false));
        }
        if (pending.get().answer == 0) {
            return Optional.of(Replies.error(rid, "CONFLICT", "the confirmation has not been answered yet", true));
        }
        PENDING.remove(call.resumeToken());
        return pending.filter(p -> p.answer < 0)
                .map(p -> Replies.error(rid, "USER_CANCELLED", "declined on the phone", false));
    }

    public static Optional<String> summary(String token) {
        return Optional.ofNullable(token).map(PENDING::get).map(p -> p.tool + " (request " + p.requestId + ")");
    }

    public static void answer(String token, boolean approved) {
        Optional.ofNullable(token).map(PENDING::get).ifPresent(p -> p.answer = approved ? 1 : -1);
    }

    static final class Pending {
        final int uid;
        final String tool;
        final String requestId;
        final String args;
        final long expiresAt;
        volatile int answer;

        private Pending(int uid, String tool, String requestId, String args, long expiresAt) {
            this.uid = uid;
            this.tool = tool;
            this.requestId = requestId;
            this.args = args;
            this.expiresAt = expiresAt;
        }

        static Pending of(Call call, Tool tool, long expiresAt) {
            return new Pending(call.caller().uid(), tool.name(), call.requestId(), call.argsText(), expiresAt);
        }

        boolean matches(Call call, Tool tool) {
            return uid == call.caller().uid() && this.tool.equals(tool.name())
                    && requestId.equals(call.requestId()) && args.equals(call.argsText());
        }
    }
}
