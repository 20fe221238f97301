.class public final Lcom/larderly/pantry/RecentOutcomes;
.super Ljava/lang/Object;
.source "Outcomes.kt"

# interfaces
.implements Lcom/larderly/pantry/OutcomeStore;


# static fields
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;


# instance fields
.field private final records$delegate:Lkotlin/properties/ReadWriteProperty;


# direct methods
.method static constructor <clinit>()V
    .registers 8

    const/4 v0, 0x1

    new-array v7, v0, [Lkotlin/reflect/KProperty;

    new-instance v2, Lkotlin/jvm/internal/MutablePropertyReference1Impl;

    const-class v3, Lcom/larderly/pantry/RecentOutcomes;

    const-string v4, "records"

    const-string v5, "getRecords()Ljava/util/Map;"

    const/4 v6, 0x0

    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/MutablePropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x0

    aput-object v2, v7, v1

    sput-object v7, Lcom/larderly/pantry/RecentOutcomes;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    return-void
.end method

.method public constructor <init>()V
    .registers 5

    .line 39
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 40
    sget-object v1, Lkotlin/properties/Delegates;->INSTANCE:Lkotlin/properties/Delegates;

    invoke-static {}, Lkotlin/collections/MapsKt;->emptyMap()Ljava/util/Map;

    move-result-object v2

    const/4 v3, 0x0

    .line 55
    new-instance v0, Lcom/larderly/pantry/RecentOutcomes$special$$inlined$observable$1;

    invoke-direct {v0, v2}, Lcom/larderly/pantry/RecentOutcomes$special$$inlined$observable$1;-><init>(Ljava/lang/Object;)V

    check-cast v0, Lkotlin/properties/ReadWriteProperty;

    .line 40
    iput-object v0, p0, Lcom/larderly/pantry/RecentOutcomes;->records$delegate:Lkotlin/properties/ReadWriteProperty;

    .line 39
    return-void
.end method

.method private final getRecords()Ljava/util/Map;
    .registers 4

    .line 40
    iget-object v0, p0, Lcom/larderly/pantry/RecentOutcomes;->records$delegate:Lkotlin/properties/ReadWriteProperty;

    sget-object v1, Lcom/larderly/pantry/RecentOutcomes;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v2, 0x0

    aget-object v1, v1, v2

    invoke-interface {v0, p0, v1}, Lkotlin/properties/ReadWriteProperty;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Map;

    return-object v0
.end method

.method private final setRecords(Ljava/util/Map;)V
    .registers 5

    .line 40
    iget-object v0, p0, Lcom/larderly/pantry/RecentOutcomes;->records$delegate:Lkotlin/properties/ReadWriteProperty;

    sget-object v1, Lcom/larderly/pantry/RecentOutcomes;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v2, 0x0

    aget-object v1, v1, v2

    invoke-interface {v0, p0, v1, p1}, Lkotlin/properties/ReadWriteProperty;->setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;Ljava/lang/Object;)V

    return-void
.end method


# virtual methods
.method public declared-synchronized once(Lcom/larderly/pantry/ToolCall;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lcom/larderly/pantry/Outcome;
    .registers 15

    monitor-enter p0

    :try_start_0
    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "providerId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "work"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 46
    invoke-static {p1, p2}, Lcom/larderly/pantry/OutcomesKt;->dedupKey(Lcom/larderly/pantry/ToolCall;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    .line 47
    invoke-direct {p0}, Lcom/larderly/pantry/RecentOutcomes;->getRecords()Ljava/util/Map;

    move-result-object v0

    invoke-interface {v0, v8}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v9

    check-cast v9, Lcom/larderly/pantry/Record;

    .line 48
    if-eqz v9, :cond_0

    invoke-static {v9, p1}, Lcom/larderly/pantry/OutcomesKt;->replay(Lcom/larderly/pantry/Record;Lcom/larderly/pantry/ToolCall;)Lcom/larderly/pantry/Outcome;

    move-result-object v0

    monitor-exit p0

    return-object v0

    .line 49
    :cond_0
    invoke-interface {p3}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;

    move-result-object v10

    check-cast v10, Lcom/larderly/pantry/Outcome;

    .line 50
    instance-of v0, v10, Lcom/larderly/pantry/Outcome$Done;

    if-eqz v0, :cond_1

    invoke-direct {p0}, Lcom/larderly/pantry/RecentOutcomes;->getRecords()Ljava/util/Map;

    move-result-object v1

    new-instance v3, Lcom/larderly/pantry/Record;

    invoke-virtual {p1}, Lcom/larderly/pantry/ToolCall;->getToolName()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p1}, Lcom/larderly/pantry/ToolCall;->getArgsDigest()Ljava/lang/String;

    move-result-object v5

    move-object v6, v10

    check-cast v6, Lcom/larderly/pantry/Outcome$Done;

    invoke-virtual {v6}, Lcom/larderly/pantry/Outcome$Done;->getValue()Lorg/json/JSONObject;

    move-result-object v6

    invoke-virtual {v6}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v6

    const-string v7, "toString(...)"

    invoke-static {v6, v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v3, v4, v5, v6}, Lcom/larderly/pantry/Record;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-static {v8, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    invoke-static {v1, v2}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v1

    invoke-direct {p0, v1}, Lcom/larderly/pantry/RecentOutcomes;->setRecords(Ljava/util/Map;)V

    .line 51
    :cond_1
    monitor-exit p0

    return-object v10
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
