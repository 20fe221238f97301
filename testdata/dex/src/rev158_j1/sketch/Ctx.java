package com.inkwell.notes.cetp;

import android.content.Context;
import android.os.Bundle;
import com.inkwell.notes.data.NotesDb;

/** One execute_tool call as a tool body sees it. */
public final class Ctx {
    private final Context context;
    private final Caller caller;
    private final NotesDb db;
    private final String providerId;
    private final String requestId;
    private final Bundle extras;
    private final String argsText;

    private Ctx(Builder b) {
        this.context = b.context;
        this.caller = b.caller;
        this.db = b.db;
        this.providerId = b.providerId;
        this.requestId = b.requestId;
        this.extras = b.extras;
        this.argsText = b.argsText;
    }

    public Context context() {
        return context;
    }

    public Caller caller() {
        return caller;
    }

    public NotesDb db() {
        return db;
    }

    public String providerId() {
        return providerId;
    }

    public String requestId() {
        return requestId;
    }

    /** Whether the Consumer's deadline has passed (or was never given); asked before a tool changes anything. */
    public boolean deadlinePassed() {
        long deadline = extras.getLong("deadline_at_ms", 0L);
        return deadline <= System.currentTimeMillis();
    }

    /** Every package of the calling UID. */
    public String[] packagesOfCaller() {
        return context.getPackageManager().getPackagesForUid(caller.uid());
    }

    public String resumeToken() {
        return extras.getString("resume_token");
    }

    /** Files a pending confirmation for exactly this call and returns its resume token. */
    public String hold(CetpTool tool, String summary) {
        return Confirmations.hold(caller.uid(), tool.wireName(), requestId, argsText, summary);
    }

    /** null when the resume token's confirmation was approved for this very call; otherwise the reply to give. */
    public Bundle verdict(CetpTool tool) {
        Confirmations.Verdict verdict = Confirmations.redeem(resumeToken(), caller.uid(), tool.wireName(), requestId,
                argsText);
        switch (verdict) {
            case APPROVED:
                return null;
            case DENIED:
                return Replies.refuse(this, Replies.Refusal.DENIED, "The user declined on the device");
            case WAITING:
                return Replies.refuse(this, Replies.Refusal.WAITING, "The confirmation has not been answered yet");
            default:
                return Replies.refuse(this, Replies.Refusal.MISMATCH, "The resume token does not belong to this call");
        }
    }

    public static final class Builder {
        private final Context context;
        private final Caller caller;
        private NotesDb db;
        private String providerId;
        private String requestId;
        private Bundle extras;
        private String argsText;

        public Builder(Context context, Caller caller) {
            this.context = context;
            this.caller = caller;
        }

        public Builder db(NotesDb db) {
            this.db = db;
            return this;
        }

        public Builder providerId(String providerId) {
            this.providerId = providerId;
            return this;
        }

        public Builder request(String requestId, Bundle extras, String argsText) {
            this.requestId = requestId;
            this.extras = extras;
            this.argsText = argsText;
            return this;
        }

        public Ctx build() {
            return new Ctx(this);
        }
    }
}
