# Kotlin sketch: Tool.kt line 6, the companion's lookup by wire name
# (kotlinc 2.x inlines `first` over Tool.entries: an Iterable loop).
.class public final Lcom/example/r25e/Tool$Companion;
.super Ljava/lang/Object;
.source "Tool.kt"

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/example/r25e/Tool$Companion;-><init>()V
    return-void
.end method

.method public final from(Ljava/lang/String;)Lcom/example/r25e/Tool;
    .registers 5
    const-string v0, "name"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    invoke-static {}, Lcom/example/r25e/Tool;->getEntries()Lkotlin/enums/EnumEntries;
    move-result-object v0
    check-cast v0, Ljava/lang/Iterable;
    invoke-interface {v0}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v0
    :loop
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :none
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    move-object v2, v1
    check-cast v2, Lcom/example/r25e/Tool;
    invoke-virtual {v2}, Lcom/example/r25e/Tool;->getWire()Ljava/lang/String;
    move-result-object v2
    invoke-static {v2, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :loop
    check-cast v1, Lcom/example/r25e/Tool;
    return-object v1
    :none
    new-instance p1, Ljava/util/NoSuchElementException;
    const-string v0, "Collection contains no element matching the predicate."
    invoke-direct {p1, v0}, Ljava/util/NoSuchElementException;-><init>(Ljava/lang/String;)V
    throw p1
.end method
