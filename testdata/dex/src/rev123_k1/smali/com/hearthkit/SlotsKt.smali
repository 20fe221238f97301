.class public final Lcom/hearthkit/SlotsKt;
.super Ljava/lang/Object;
.source "Slots.kt"

# direct methods
.method public static final slot(Ljava/util/Map;Ljava/lang/Object;)Lcom/hearthkit/MapSlot;
    .registers 4
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    new-instance v0, Lcom/hearthkit/MapSlot;
    invoke-direct {v0, p0, p1}, Lcom/hearthkit/MapSlot;-><init>(Ljava/util/Map;Ljava/lang/Object;)V
    return-object v0
.end method
