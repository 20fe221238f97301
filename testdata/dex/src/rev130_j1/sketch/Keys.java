package com.copperwick.config;

/** Preference keys and the defaults the providers seed; one file, "copperwick_tools". */
public final class Keys {
    public static final String PREFS = "copperwick_tools";
    public static final String BUDGET = "budget";
    public static final String RECEIPTS = "receipts";

    public static final String APP = "com.copperwick";
    public static final String CONFIRM_ACTIVITY = "com.copperwick.ui.ConfirmActivity";
    /** Copperwick Pocket, the wallet companion app that approves receipt deletions on the watch. */
    public static final String POCKET_APP = "com.copperwick.pocket";
    public static final String POCKET_APPROVE_ACTIVITY = "com.copperwick.pocket.ApproveActivity";

    public static final String BUDGET_CONFIRM_PACKAGE = "budget.confirm_package";
    public static final String BUDGET_CONFIRM_CLASS = "budget.confirm_class";
    public static final String BUDGET_TOKEN_LENGTH = "budget.token_length";
    public static final String BUDGET_REQUIRE_CONFIRMATION = "budget.require_confirmation";
    public static final String BUDGET_LAST_ERROR = "budget.last_error";

    public static final String RECEIPTS_CONFIRM_PACKAGE = "receipts.confirm_package";
    public static final String RECEIPTS_CONFIRM_CLASS = "receipts.confirm_class";
    public static final String RECEIPTS_TOKEN_LENGTH = "receipts.token_length";
    public static final String RECEIPTS_REQUIRE_CONFIRMATION = "receipts.require_confirmation";
    public static final String RECEIPTS_LAST_ERROR = "receipts.last_error";

    public static final int DEFAULT_TOKEN_BYTES = 24;

    private Keys() {
    }
}
