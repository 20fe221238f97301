package com.tallyspring.budget.budget;

import com.tallyspring.budget.cetp.ToolDescriptor;
import com.tallyspring.budget.cetp.ToolDescriptor.Confirmation;
import com.tallyspring.budget.cetp.ToolDescriptor.Effect;
import com.tallyspring.budget.cetp.ToolDescriptor.Risk;
import java.util.Locale;

/** The budget provider's tools; execute_tool dispatches with {@code BudgetTool.valueOf}. */
public enum BudgetTool {
    LIST_CATEGORIES(ToolDescriptor.builder("list_categories")
            .title("List budget categories")
            .description("Lists budget categories with their monthly limits.")
            .scope("budget.read")
            .idempotent(true)
            .input("{\"type\":\"object\",\"properties\":{\"include_archived\":{\"type\":\"boolean\"}},"
                    + "\"additionalProperties\":false}")
            .output(BudgetTool.CATEGORIES_OUT)
            .build()),
    SPENDING_SUMMARY(ToolDescriptor.builder("spending_summary")
            .title("Spending summary")
            .description("Totals spending per category for one month, with each category's limit.")
            .scope("budget.read")
            .idempotent(true)
            .input("{\"type\":\"object\",\"properties\":{\"month\":{\"type\":\"string\","
                    + "\"pattern\":\"^[0-9]{4}-[0-9]{2}$\"}},\"required\":[\"month\"],\"additionalProperties\":false}")
            .output(BudgetTool.CATEGORIES_OUT)
            .build()),
    ADD_EXPENSE(ToolDescriptor.builder("add_expense")
            .title("Add an expense")
            .description("Records an expense in a category.")
            .effect(Effect.CREATE)
            .risk(Risk.LOW)
            .scope("budget.write")
            .input("{\"type\":\"object\",\"properties\":{\"category_id\":{\"type\":\"integer\",\"minimum\":1},"
                    + "\"amount_cents\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100000000},"
                    + "\"merchant\":{\"type\":\"string\",\"maxLength\":80},"
                    + "\"spent_on\":{\"type\":\"string\",\"pattern\":\"^[0-9]{4}-[0-9]{2}-[0-9]{2}$\"}},"
                    + "\"required\":[\"category_id\",\"amount_cents\",\"spent_on\"],\"additionalProperties\":false}")
            .output(BudgetTool.EXPENSE_OUT)
            .build()),
    SET_CATEGORY_LIMIT(ToolDescriptor.builder("set_category_limit")
            .title("Set a category limit")
            .description("Sets the monthly spending limit of a category.")
            .effect(Effect.UPDATE)
            .risk(Risk.MODERATE)
            .idempotent(true)
            .confirmation(Confirmation.PROVIDER_POLICY)
            .scope("budget.write")
            .input("{\"type\":\"object\",\"properties\":{\"category_id\":{\"type\":\"integer\",\"minimum\":1},"
                    + "\"limit_cents\":{\"type\":\"integer\",\"minimum\":0,\"maximum\":100000000}},"
                    + "\"required\":[\"category_id\",\"limit_cents\"],\"additionalProperties\":false}")
            .output(BudgetTool.CATEGORY_OUT)
            .build()),
    DELETE_CATEGORY(ToolDescriptor.builder("delete_category")
            .title("Delete a category")
            .description("Deletes a budget category and its limit; its expenses move to Uncategorized.")
            .effect(Effect.DELETE)
            .risk(Risk.HIGH)
            .destructive(true)
            .confirmation(Confirmation.ALWAYS)
            .scope("budget.write")
            .input("{\"type\":\"object\",\"properties\":{\"category_id\":{\"type\":\"integer\",\"minimum\":2},"
                    + "\"user_confirmed\":{\"type\":\"boolean\",\"description\":\"The user already agreed in the"
                    + " conversation.\"}},\"required\":[\"category_id\"],\"additionalProperties\":false}")
            .output("{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"boolean\"},"
                    + "\"moved_expenses\":{\"type\":\"integer\"}},\"required\":[\"deleted\"]}")
            .build());

    static final String CATEGORY_SCHEMA = "{\"type\":\"object\",\"properties\":{\"category_id\":{\"type\":\"integer\"},"
            + "\"name\":{\"type\":\"string\"},\"limit_cents\":{\"type\":\"integer\"},"
            + "\"spent_cents\":{\"type\":\"integer\"}},"
            + "\"required\":[\"category_id\",\"name\",\"limit_cents\"]}";
    static final String CATEGORY_OUT = "{\"type\":\"object\",\"properties\":{\"category\":" + CATEGORY_SCHEMA
            + "},\"required\":[\"category\"]}";
    static final String CATEGORIES_OUT = "{\"type\":\"object\",\"properties\":{\"categories\":{\"type\":\"array\","
            + "\"items\":" + CATEGORY_SCHEMA + "}},\"required\":[\"categories\"]}";
    static final String EXPENSE_OUT = "{\"type\":\"object\",\"properties\":{\"expense_id\":{\"type\":\"integer\"}},"
            + "\"required\":[\"expense_id\"]}";

    private final ToolDescriptor descriptor;

    BudgetTool(ToolDescriptor descriptor) {
        this.descriptor = descriptor;
    }

    public ToolDescriptor descriptor() {
        return descriptor;
    }

    public static BudgetTool of(ToolDescriptor tool) {
        return valueOf(tool.name().toUpperCase(Locale.ROOT));
    }
}
