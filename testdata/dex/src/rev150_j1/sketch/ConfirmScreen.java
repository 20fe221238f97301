package com.kestrel.ledger.tools;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import com.kestrel.ledger.confirm.BudgetConfirmActivity;
import com.kestrel.ledger.confirm.ExpenseConfirmActivity;

/**
 * The confirmation screens a tool can ask for. Each screen builds the resolution PendingIntent the Consumer launches;
 * the approval it shows is named by approvalKey (the digest of the resume token, never the token itself).
 */
public enum ConfirmScreen {
    DELETE_EXPENSE(PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_ONE_SHOT) {
        @Override
        public PendingIntent resolution(Context context, String approvalKey) {
            Intent intent = new Intent(context, ExpenseConfirmActivity.class);
            intent.putExtra(EXTRA_APPROVAL, approvalKey);
            return PendingIntent.getActivity(context, requestCode(approvalKey), intent, flags);
        }
    },
    LARGE_EXPENSE(PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT) {
        @Override
        public PendingIntent resolution(Context context, String approvalKey) {
            Intent intent = new Intent(ACTION_APPROVE_EXPENSE);
            intent.setPackage(context.getPackageName());
            intent.putExtra(EXTRA_APPROVAL, approvalKey);
            return PendingIntent.getActivity(context, requestCode(approvalKey), intent, flags);
        }
    },
    BUDGET_LIMIT(PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT) {
        @Override
        public PendingIntent resolution(Context context, String approvalKey) {
            Intent intent = new Intent(ACTION_CONFIRM_BUDGET);
            intent.setClassName(context, BUDGET_SCREEN);
            intent.putExtra(EXTRA_APPROVAL, approvalKey);
            return PendingIntent.getActivity(context, requestCode(approvalKey), intent, flags);
        }
    },
    BUDGET_RESET(PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_ONE_SHOT) {
        @Override
        public PendingIntent resolution(Context context, String approvalKey) {
            Intent intent = new Intent(context, BudgetConfirmActivity.class);
            intent.putExtra(EXTRA_APPROVAL, approvalKey);
            return PendingIntent.getActivity(context, requestCode(approvalKey), intent, flags);
        }
    };

    public static final String EXTRA_APPROVAL = "com.kestrel.ledger.extra.APPROVAL";
    public static final String ACTION_APPROVE_EXPENSE = "com.kestrel.ledger.action.APPROVE_EXPENSE";
    public static final String ACTION_CONFIRM_BUDGET = "com.kestrel.ledger.action.CONFIRM_BUDGET";
    static final String BUDGET_SCREEN = "com.kestrel.ledger.confirm.BudgetConfirmActivity";

    /** The PendingIntent flags of this screen's resolutions. */
    final int flags;

    ConfirmScreen(int flags) {
        this.flags = flags;
    }

    public abstract PendingIntent resolution(Context context, String approvalKey);

    /** Distinct request codes keep two open confirmations from sharing one PendingIntent. */
    static int requestCode(String approvalKey) {
        return approvalKey.hashCode();
    }
}
