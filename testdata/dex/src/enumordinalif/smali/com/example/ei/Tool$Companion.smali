# Kotlin sketch: Tool.kt line 6, the companion's lookup by wire name
# (kotlinc inlines `first`, a loop over values()).
.class public final Lcom/example/ei/Tool$Companion;
.super Ljava/lang/Object;
.source "Tool.kt"

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/example/ei/Tool$Companion;-><init>()V
    return-void
.end method

.method public final from(Ljava/lang/String;)Lcom/example/ei/Tool;
    .registers 7
    const-string v0, "name"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    invoke-static {}, Lcom/example/ei/Tool;->values()[Lcom/example/ei/Tool;
    move-result-object v0
    array-length v1, v0
    const/4 v2, 0x0
    :loop
    if-ge v2, v1, :none
    aget-object v3, v0, v2
    invoke-virtual {v3}, Lcom/example/ei/Tool;->getWire()Ljava/lang/String;
    move-result-object v4
    invoke-static {v4, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v4
    if-eqz v4, :next
    return-object v3
    :next
    add-int/lit8 v2, v2, 0x1
    goto :loop
    :none
    new-instance v0, Ljava/util/NoSuchElementException;
    const-string v1, "Array contains no element matching the predicate."
    invoke-direct {v0, v1}, Ljava/util/NoSuchElementException;-><init>(Ljava/lang/String;)V
    throw v0
.end method
