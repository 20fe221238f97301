.class public final Lcom/lendshelf/HoldTool$Companion;
.super Ljava/lang/Object;
.source "HoldTool.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nHoldTool.kt\nKotlin\n*S Kotlin\n*F\n+ 1 HoldTool.kt\ncom/lendshelf/HoldTool$Companion\n+ 2 _Collections.kt\nkotlin/collections/CollectionsKt___CollectionsKt\n*L\n1#1,14:1\n296#2,2:15\n*S KotlinDebug\n*F\n+ 1 HoldTool.kt\ncom/lendshelf/HoldTool$Companion\n*L\n11#1:15,2\n*E\n"
.end annotation


.method private constructor <init>()V
    .registers 1
    .line 10
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final of(Ljava/lang/String;)Lcom/lendshelf/HoldTool;
    .registers 9
    .line 11
    invoke-static {}, Lcom/lendshelf/HoldTool;->getEntries()Lkotlin/enums/EnumEntries;
    move-result-object v0
    check-cast v0, Ljava/lang/Iterable;
    move-object v1, v0
    const/4 v0, 0x0
    move v2, v0
    .line 15
    invoke-interface {v1}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v0
    move-object v3, v0
    :L17
    invoke-interface {v3}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L63
    invoke-interface {v3}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    move-object v4, v0
    check-cast v4, Lcom/lendshelf/HoldTool;
    move-object v5, v4
    const/4 v0, 0x0
    move v6, v0
    .line 11
    invoke-virtual {v5}, Lcom/lendshelf/HoldTool;->getWire()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, v8}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    .line 15
    if-eqz v0, :L17
    move-object v0, v4
    goto :L64
    :L63
    .line 16
    const/4 v0, 0x0
    :L64
    check-cast v0, Lcom/lendshelf/HoldTool;
    .line 11
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/lendshelf/HoldTool$Companion;-><init>()V
    return-void
.end method

