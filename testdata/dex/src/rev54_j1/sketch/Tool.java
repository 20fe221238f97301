package com.spokeshop.tools;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/** Every SpokeShop tool, keyed by the name Consumers send as tool_name. */
public enum Tool {
    BOOK_SLOT("book_slot"),
    CANCEL_SLOT("cancel_slot"),
    PICKUP_READY("pickup_ready"),
    PART_LOOKUP("part_lookup"),
    PART_SEARCH("part_search"),
    ORDER_PART("order_part"),
    EXPORT_INVOICE("export_invoice"),
    EXPORT_STOCK("export_stock");

    private static final Map<String, Tool> BY_NAME = new HashMap<>();

    static {
        for (Tool t : values()) {
            BY_NAME.put(t.toolName, t);
        }
    }

    private final String toolName;

    Tool(String toolName) {
        this.toolName = toolName;
    }

    public String toolName() {
        return toolName;
    }

    public static Optional<Tool> fromName(String name) {
        return Optional.ofNullable(BY_NAME.get(name));
    }
}
