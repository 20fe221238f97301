package com.lumenhall.hub.bus;

import android.app.PendingIntent;
import com.lumenhall.hub.cetp.Call;

/** The events an endpoint posts on its bus. Subscribers answer by filling in the open fields. */
public final class Events {
    private Events() {
    }

    /** A tool that needs the user's confirmation was called: has this call already got an answer? */
    public static final class ConfirmationCheck {
        public static final int UNDECIDED = 0;
        public static final int APPROVED = 1;
        public static final int DENIED = 2;
        public static final int PENDING = 3;
        public static final int REFUSED = 4;

        public final Call call;
        public int verdict = UNDECIDED;

        public ConfirmationCheck(Call call) {
            this.call = call;
        }
    }

    /** A confirmation is being opened and needs the resume token the Consumer will come back with. */
    public static final class TokenRequest {
        public final Call call;
        public String token;

        public TokenRequest(Call call) {
            this.call = call;
        }
    }

    /** A filed approval needs the PendingIntent that shows it to the user. */
    public static final class ResolutionRequest {
        public final Call call;
        public final String approvalKey;
        public PendingIntent resolution;

        public ResolutionRequest(Call call, String approvalKey) {
            this.call = call;
            this.approvalKey = approvalKey;
        }
    }

    /** A mutation succeeded; a retry with the same request_id must get this outcome again. */
    public static final class MutationFinished {
        public final String key;
        public final String tool;
        public final String argsDigest;
        public final String data;

        public MutationFinished(String key, String tool, String argsDigest, String data) {
            this.key = key;
            this.tool = tool;
            this.argsDigest = argsDigest;
            this.data = data;
        }
    }
}
