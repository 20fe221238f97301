package com.tallyspring.budget.cetp;

import java.util.function.Predicate;
import org.json.JSONException;
import org.json.JSONObject;

/** The business half of one tool: validated arguments in, the inline result value out. */
@FunctionalInterface
public interface ToolHandler {
    JSONObject handle(ToolCall call) throws CetpException, JSONException;

    /** A handler that first runs a business check on the arguments (beyond the JSON Schema, §7.3). */
    static ToolHandler checked(Predicate<JSONObject> check, ToolHandler body) {
        return call -> {
            if (!check.test(call.args())) {
                throw new CetpException("INVALID_ARGS");
            }
            return body.handle(call);
        };
    }

    /** The argument is an integer in [min, max]. */
    static Predicate<JSONObject> longIn(String key, long min, long max) {
        return args -> args.has(key) && args.optLong(key, min - 1) >= min && args.optLong(key, min - 1) <= max;
    }

    /** The argument, when present, is a string matching the pattern. */
    static Predicate<JSONObject> optionalText(String key, String pattern) {
        return args -> !args.has(key) || args.optString(key, "").matches(pattern);
    }
}
