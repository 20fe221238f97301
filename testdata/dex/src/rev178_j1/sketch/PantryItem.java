package com.larderly.app.domain;

/** One stocked pantry item. */
public final class PantryItem {
    public final String id;
    public final String name;
    public final String category;
    public final int quantity;
    public final String unit;
    public final String bestBefore;
    public final boolean opened;

    public PantryItem(String id, String name, String category, int quantity, String unit, String bestBefore,
            boolean opened) {
        this.id = id;
        this.name = name;
        this.category = category;
        this.quantity = quantity;
        this.unit = unit;
        this.bestBefore = bestBefore;
        this.opened = opened;
    }

    public PantryItem withQuantity(int newQuantity) {
        return new PantryItem(id, name, category, newQuantity, unit, bestBefore, opened);
    }
}
