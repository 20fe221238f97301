.class public final Lapp/quire/reader/cetp/ShelfToolProviderKt;
.super Ljava/lang/Object;
.source "ShelfToolProvider.kt"


# static fields
.field public static final ACTION_CONFIRM:Ljava/lang/String; = "app.quire.reader.action.CONFIRM_TOOL_CALL"

.field public static final EXTRA_TOKEN:Ljava/lang/String; = "app.quire.reader.extra.PARKED_TOKEN"
