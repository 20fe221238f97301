package com.lendshelf

enum class HoldTool(val wire: String, val effect: Effect) {
    PLACE_HOLD("place_hold", Effect.CREATE),
    CANCEL_HOLD("cancel_hold", Effect.DELETE),
    TRANSFER_HOLD("transfer_hold", Effect.UPDATE),
    RELEASE_HOLD("release_hold", Effect.UPDATE),
    EXPORT_HOLDS("export_holds", Effect.READ);

    companion object {
        fun of(name: String?): HoldTool? = entries.firstOrNull { it.wire == name }
    }
}
