package com.larder.kitchen.notify;

/** Tells the user what the assistant did in the kitchen. */
public interface Notifier {
    void itemsDiscarded(int count);

    void orderPlaced(String listName, String orderId);
}
