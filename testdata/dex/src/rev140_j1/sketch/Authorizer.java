package com.hearthlink.security;

import com.hearthlink.cetp.Call;
import com.hearthlink.cetp.ToolSpec;

/** A provider's authorization strategy for one tool: may this caller run this tool with these scopes now? */
public interface Authorizer {
    Decision authorize(Call call, ToolSpec tool);

    /** ALLOW, or the CETP error the provider answers with. */
    final class Decision {
        public static final Decision ALLOW = new Decision(null, null, false);

        public final String errorCode;
        public final String message;
        public final boolean retryable;

        Decision(String errorCode, String message, boolean retryable) {
            this.errorCode = errorCode;
            this.message = message;
            this.retryable = retryable;
        }

        public static Decision deny(String errorCode, String message, boolean retryable) {
            return new Decision(errorCode, message, retryable);
        }

        public boolean allowed() {
            return errorCode == null;
        }
    }
}
