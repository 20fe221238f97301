package com.tallyhouse.ui;

/** The merge confirmation: the same dialog with wording for merges. */
public final class MergeReviewActivity extends ConfirmActionActivity {
    @Override
    protected String title() {
        return "Merge these clients?";
    }

    @Override
    protected String approveLabel() {
        return "Merge";
    }
}
