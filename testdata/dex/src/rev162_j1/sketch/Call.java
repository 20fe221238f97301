package com.fieldnote.birding.cetp;

import android.os.Bundle;
import com.fieldnote.birding.data.Repo;

/** One execute_tool: the request's extras, the caller read in call(), and the tool's confirmation state. */
public final class Call {
    /** A call held for the user's answer, under its resume token. */
    public static final class Held {
        final String token;
        final int uid;
        final String tool;
        final String requestId;
        final String argsSha256;
        public final String summary;
        final long expiresAt;
        volatile Boolean answer;

        Held(String token, int uid, String tool, String requestId, String argsSha256, String summary,
                long expiresAt) {
            this.token = token;
            this.uid = uid;
            this.tool = tool;
            this.requestId = requestId;
            this.argsSha256 = argsSha256;
            this.summary = summary;
            this.expiresAt = expiresAt;
        }
    }

    /** Held calls by resume token; a restart forgets them and the Consumer simply asks again. */
    static final Repo<Held, String> HELD = Repo.inMemory(h -> h.token);
    private static final long HOLD_MS = 10 * 60 * 1000L;

    public final Bundle extras;
    public final int uid;
    public final String requestId;
    public final String tool;
    final String argsSha256;
    final String resumeToken;
    private boolean approved;

    Call(Bundle extras, int uid, String requestId, String tool, String argsSha256, String resumeToken) {
        this.extras = extras;
        this.uid = uid;
        this.requestId = requestId;
        this.tool = tool;
        this.argsSha256 = argsSha256;
        this.resumeToken = resumeToken;
    }

    /** The unexpired held call of a resolution's token, for the confirmation screen. */
    public static Held held(String token) {
        Held h = HELD.findById(token);
        return h == null || h.expiresAt < System.currentTimeMillis() ? null : h;
    }

    /** The user's answer on the confirmation screen. */
    public static void answer(String token, boolean approved) {
        Held h = held(token);
        if (h != null) {
            h.answer = approved;
        }
    }

    /**
     * Returns when the user approved this very call: the resume token must be one this caller was given for the
     * same tool, request id and arguments, unexpired and answered, and it is used up. Without a resume token the
     * call is held and {@link ToolException.NeedsConfirmation} thrown.
     */
    public void requireApproval(String summary) throws ToolException {
        if (approved) {
            return;
        }
        long now = System.currentTimeMillis();
        if (resumeToken == null) {
            String token = Tokens.mint();
            HELD.save(new Held(token, uid, tool, requestId, argsSha256, summary, now + HOLD_MS));
            throw new ToolException.NeedsConfirmation(token, summary);
        }
        Held h = HELD.findById(resumeToken);
        if (h == null || h.uid != uid || !h.tool.equals(tool) || !h.requestId.equals(requestId)
                || !h.argsSha256.equals(argsSha256)) {
            throw new ToolException("INVALID_REQUEST", "The resume token does not belong to this call", false);
        }
        if (h.expiresAt < now) {
            HELD.deleteById(resumeToken);
            throw new ToolException("INVALID_REQUEST", "The resume token has expired; run the tool again", false);
        }
        Boolean answer = h.answer;
        if (answer == null) {
            throw new ToolException("CONFLICT", "The user has not answered yet", true);
        }
        HELD.deleteById(resumeToken);
        if (!answer) {
            throw new ToolException("USER_CANCELLED", "The user declined", false);
        }
        approved = true;
    }
}
