package com.inkbarrow.scans;

import com.inkbarrow.ui.ConfirmActivity;

/** The confirmation screen of delete_scans: the shared screen with a stronger title and button. */
public final class ScanDeleteActivity extends ConfirmActivity {
    @Override
    protected String heading() {
        return "Delete every scan of this album?";
    }

    @Override
    protected String approveLabel() {
        return "Delete";
    }
}
