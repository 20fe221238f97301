package com.tidepool.reef.ui;

/** The dosing confirmation screen: the same flow, opened by the dosing provider's CONFIRM_DOSE action. */
public final class DoseConfirmActivity extends ConfirmActivity {
    public static final String ACTION_CONFIRM_DOSE = "com.tidepool.reef.action.CONFIRM_DOSE";

    @Override
    protected String heading() {
        return "A paired controller app asks to run your dosing pumps";
    }
}
