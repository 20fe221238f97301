.class public final Lcom/tidetable/Tools;
.super Ljava/lang/Object;
.source "Tools.kt"

.field public static final INSTANCE:Lcom/tidetable/Tools;
.field private static final registry$delegate:Lkotlin/Lazy;

.method private constructor <init>()V
    .registers 1
    .line 96
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getRegistry()Ljava/util/Map;
    .registers 3
    .line 97
    sget-object v0, Lcom/tidetable/Tools;->registry$delegate:Lkotlin/Lazy;
    move-object v1, v0
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    .line 97
    return-object v0
.end method

.method public final parse(Lcom/tidetable/ToolRequest;Ljava/lang/String;)Lcom/tidetable/Tool;
    .registers 10
    const-string v1, "req"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 104
    move-object v6, v9
    .line 105
    const-string v1, "boat_crew"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L34
    new-instance v0, Lcom/tidetable/BoatCrew;
    invoke-virtual {v8}, Lcom/tidetable/ToolRequest;->getBoat()Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/tidetable/BoatCrew;-><init>(Ljava/lang/String;)V
    check-cast v0, Lcom/tidetable/Tool;
    goto :L88
    :L34
    .line 106
    const-string v1, "swap_watch"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L75
    new-instance v0, Lcom/tidetable/SwapWatch;
    invoke-virtual {v8}, Lcom/tidetable/ToolRequest;->getSailor()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v8}, Lcom/tidetable/ToolRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v3
    const-string v4, "to"
    invoke-virtual {v3, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    const-string v5, "optString(...)"
    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {v0, v2, v3}, Lcom/tidetable/SwapWatch;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    check-cast v0, Lcom/tidetable/Tool;
    goto :L88
    :L75
    .line 107
    invoke-virtual {v7}, Lcom/tidetable/Tools;->getRegistry()Ljava/util/Map;
    move-result-object v0
    invoke-interface {v0, v9}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/tidetable/Tool;
    :L88
    .line 108
    return-object v0
.end method

.method public static final registry_delegate$lambda$0()Ljava/util/HashMap;
    .registers 8
    .line 98
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    move-object v3, v0
    move-object v4, v3
    const/4 v0, 0x0
    move v5, v0
    .line 99
    const/16 v0, 0xb
    new-array v0, v0, [Lcom/tidetable/Tool;
    move-object v6, v0
    const/4 v1, 0x0
    sget-object v2, Lcom/tidetable/FindSailor;->INSTANCE:Lcom/tidetable/FindSailor;
    aput-object v2, v6, v1
    const/4 v1, 0x1
    sget-object v2, Lcom/tidetable/DropSailor;->INSTANCE:Lcom/tidetable/DropSailor;
    aput-object v2, v6, v1
    const/4 v1, 0x2
    sget-object v2, Lcom/tidetable/AddSailor;->INSTANCE:Lcom/tidetable/AddSailor;
    aput-object v2, v6, v1
    const/4 v1, 0x3
    sget-object v2, Lcom/tidetable/RenameBoat;->INSTANCE:Lcom/tidetable/RenameBoat;
    aput-object v2, v6, v1
    const/4 v1, 0x4
    sget-object v2, Lcom/tidetable/BookSlot;->INSTANCE:Lcom/tidetable/BookSlot;
    aput-object v2, v6, v1
    const/4 v1, 0x5
    sget-object v2, Lcom/tidetable/HoldMooring;->INSTANCE:Lcom/tidetable/HoldMooring;
    aput-object v2, v6, v1
    const/4 v1, 0x6
    .line 100
    sget-object v2, Lcom/tidetable/ReleaseMooring;->INSTANCE:Lcom/tidetable/ReleaseMooring;
    aput-object v2, v6, v1
    .line 99
    const/4 v1, 0x7
    .line 100
    sget-object v2, Lcom/tidetable/Ping;->INSTANCE:Lcom/tidetable/Ping;
    aput-object v2, v6, v1
    .line 99
    const/16 v1, 0x8
    .line 100
    sget-object v2, Lcom/tidetable/Checkin;->INSTANCE:Lcom/tidetable/Checkin;
    aput-object v2, v6, v1
    .line 99
    const/16 v1, 0x9
    .line 100
    sget-object v2, Lcom/tidetable/StampTide;->INSTANCE:Lcom/tidetable/StampTide;
    aput-object v2, v6, v1
    .line 99
    const/16 v1, 0xa
    .line 100
    sget-object v2, Lcom/tidetable/NoteTide;->INSTANCE:Lcom/tidetable/NoteTide;
    aput-object v2, v6, v1
    .line 99
    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object v0
    move-object v7, v0
    :L100
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L136
    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/tidetable/Tool;
    move-object v6, v0
    .line 100
    invoke-interface {v6}, Lcom/tidetable/Tool;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v4, v1, v6}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    goto :L100
    :L136
    .line 101
    nop
    .line 98
    .line 101
    return-object v3
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/tidetable/Tools;
    invoke-direct {v0}, Lcom/tidetable/Tools;-><init>()V
    sput-object v0, Lcom/tidetable/Tools;->INSTANCE:Lcom/tidetable/Tools;
    .line 97
    sget-object v0, Lcom/tidetable/Tools$$ExternalSyntheticLambda0;->INSTANCE:Lcom/tidetable/Tools$$ExternalSyntheticLambda0;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/tidetable/Tools;->registry$delegate:Lkotlin/Lazy;
    return-void
.end method

