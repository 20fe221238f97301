package com.tallyspring.budget.bills;

import com.tallyspring.budget.cetp.ToolDescriptor;
import com.tallyspring.budget.cetp.ToolDescriptor.Confirmation;
import com.tallyspring.budget.cetp.ToolDescriptor.Effect;
import com.tallyspring.budget.cetp.ToolDescriptor.Risk;
import java.util.Locale;

/** The bills provider's tools; execute_tool dispatches with {@code BillTool.valueOf}. */
public enum BillTool {
    LIST_BILLS(ToolDescriptor.builder("list_bills")
            .title("List bills")
            .description("Lists bills with payee, amount and due date, soonest due first.")
            .scope("bills.read")
            .idempotent(true)
            .input("{\"type\":\"object\",\"properties\":{\"status\":{\"enum\":[\"due\",\"paid\",\"all\"]},"
                    + "\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":50}},\"additionalProperties\":false}")
            .output(BillTool.BILLS_OUT)
            .build()),
    GET_BILL(ToolDescriptor.builder("get_bill")
            .title("Show a bill")
            .description("Shows one bill by its id.")
            .scope("bills.read")
            .idempotent(true)
            .input("{\"type\":\"object\",\"properties\":{\"bill_id\":{\"type\":\"integer\",\"minimum\":1}},"
                    + "\"required\":[\"bill_id\"],\"additionalProperties\":false}")
            .output(BillTool.BILL_OUT)
            .build()),
    SCHEDULE_PAYMENT(ToolDescriptor.builder("schedule_payment")
            .title("Schedule a bill payment")
            .description("Schedules a payment of a due bill on a date. Payments over 500.00 are confirmed in the app.")
            .effect(Effect.CREATE)
            .risk(Risk.MODERATE)
            .confirmation(Confirmation.PROVIDER_POLICY)
            .scope("bills.pay")
            .input("{\"type\":\"object\",\"properties\":{\"bill_id\":{\"type\":\"integer\",\"minimum\":1},"
                    + "\"amount_cents\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":10000000},"
                    + "\"pay_on\":{\"type\":\"string\",\"pattern\":\"^[0-9]{4}-[0-9]{2}-[0-9]{2}$\"}},"
                    + "\"required\":[\"bill_id\",\"amount_cents\",\"pay_on\"],\"additionalProperties\":false}")
            .output(BillTool.PAYMENT_OUT)
            .build()),
    PAY_BILL_NOW(ToolDescriptor.builder("pay_bill_now")
            .title("Pay a bill now")
            .description("Sends a payment for a due bill from the linked bank account today.")
            .effect(Effect.TRANSACTION)
            .risk(Risk.HIGH)
            .destructive(true)
            .openWorld(true)
            .confirmation(Confirmation.ALWAYS)
            .scope("bills.pay")
            .input("{\"type\":\"object\",\"properties\":{\"bill_id\":{\"type\":\"integer\",\"minimum\":1},"
                    + "\"amount_cents\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":10000000}},"
                    + "\"required\":[\"bill_id\",\"amount_cents\"],\"additionalProperties\":false}")
            .output(BillTool.PAYMENT_OUT)
            .build()),
    CANCEL_SCHEDULED_PAYMENT(ToolDescriptor.builder("cancel_scheduled_payment")
            .title("Cancel a scheduled payment")
            .description("Cancels a payment that is scheduled and not yet sent.")
            .effect(Effect.DELETE)
            .risk(Risk.MODERATE)
            .confirmation(Confirmation.ALWAYS)
            .scope("bills.pay")
            .input("{\"type\":\"object\",\"properties\":{\"payment_id\":{\"type\":\"integer\",\"minimum\":1}},"
                    + "\"required\":[\"payment_id\"],\"additionalProperties\":false}")
            .output(BillTool.PAYMENT_OUT)
            .build()),
    MARK_BILL_PAID(ToolDescriptor.builder("mark_bill_paid")
            .title("Mark a bill paid")
            .description("Marks a bill as paid outside Tallyspring.")
            .effect(Effect.UPDATE)
            .risk(Risk.LOW)
            .idempotent(true)
            .scope("bills.pay")
            .input("{\"type\":\"object\",\"properties\":{\"bill_id\":{\"type\":\"integer\",\"minimum\":1}},"
                    + "\"required\":[\"bill_id\"],\"additionalProperties\":false}")
            .output(BillTool.BILL_OUT)
            .build());

    static final String BILL_SCHEMA = "{\"type\":\"object\",\"properties\":{\"bill_id\":{\"type\":\"integer\"},"
            + "\"payee\":{\"type\":\"string\"},\"amount_cents\":{\"type\":\"integer\"},"
            + "\"due_on\":{\"type\":\"string\"},"
            + "\"status\":{\"enum\":[\"due\",\"paid\"]}},\"required\":[\"bill_id\",\"payee\",\"amount_cents\"]}";
    static final String BILL_OUT = "{\"type\":\"object\",\"properties\":{\"bill\":" + BILL_SCHEMA
            + "},\"required\":[\"bill\"]}";
    static final String BILLS_OUT = "{\"type\":\"object\",\"properties\":{\"bills\":{\"type\":\"array\",\"items\":"
            + BILL_SCHEMA + "}},\"required\":[\"bills\"]}";
    static final String PAYMENT_OUT = "{\"type\":\"object\",\"properties\":{\"payment_id\":{\"type\":\"integer\"},"
            + "\"status\":{\"enum\":[\"scheduled\",\"sent\",\"cancelled\"]}},\"required\":[\"payment_id\",\"status\"]}";

    private final ToolDescriptor descriptor;

    BillTool(ToolDescriptor descriptor) {
        this.descriptor = descriptor;
    }

    public ToolDescriptor descriptor() {
        return descriptor;
    }

    public static BillTool of(ToolDescriptor tool) {
        return valueOf(tool.name().toUpperCase(Locale.ROOT));
    }
}
