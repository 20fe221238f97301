.class public final Lnet/pantrybox/app/pantry/RequestLedger;
.super Ljava/lang/Object;
.source "Ledger.kt"


# static fields
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;

.field public static final Companion:Lnet/pantrybox/app/pantry/RequestLedger$Companion;

.field public static final WINDOW_MS:J = 0x5265c00L


# instance fields
.field private final records:Ljava/util/HashMap;

.field private final stored$delegate:Lnet/pantrybox/app/core/PrefString;


# direct methods
.method static constructor <clinit>()V
    .registers 8

    const/4 v0, 0x1

    new-array v7, v0, [Lkotlin/reflect/KProperty;

    new-instance v2, Lkotlin/jvm/internal/MutablePropertyReference1Impl;

    const-class v3, Lnet/pantrybox/app/pantry/RequestLedger;

    const-string v4, "stored"

    const-string v5, "getStored()Ljava/lang/String;"

    const/4 v6, 0x0

    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/MutablePropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V

    const/4 v1, 0x0

    aput-object v2, v7, v1

    sput-object v7, Lnet/pantrybox/app/pantry/RequestLedger;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    new-instance v0, Lnet/pantrybox/app/pantry/RequestLedger$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lnet/pantrybox/app/pantry/RequestLedger$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lnet/pantrybox/app/pantry/RequestLedger;->Companion:Lnet/pantrybox/app/pantry/RequestLedger$Companion;

    return-void
.end method

.method public constructor <init>(Landroid/content/SharedPreferences;)V
    .registers 11

    const-string v1, "prefs"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 31
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 32
    const-string v2, "ledger.v1"

    const-string v3, "{}"

    invoke-static {p1, v2, v3}, Lnet/pantrybox/app/core/DelegatesKt;->string(Landroid/content/SharedPreferences;Ljava/lang/String;Ljava/lang/String;)Lnet/pantrybox/app/core/PrefString;

    move-result-object v1

    iput-object v1, p0, Lnet/pantrybox/app/pantry/RequestLedger;->stored$delegate:Lnet/pantrybox/app/core/PrefString;

    .line 33
    new-instance v1, Ljava/util/HashMap;

    invoke-direct {v1}, Ljava/util/HashMap;-><init>()V

    iput-object v1, p0, Lnet/pantrybox/app/pantry/RequestLedger;->records:Ljava/util/HashMap;

    .line 36
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {p0}, Lnet/pantrybox/app/pantry/RequestLedger;->getStored()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v4, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 37
    invoke-virtual {v4}, Lorg/json/JSONObject;->keys()Ljava/util/Iterator;

    move-result-object v5

    .line 38
    :goto_0
    invoke-interface {v5}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 39
    invoke-interface {v5}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v6

    check-cast v6, Ljava/lang/String;

    .line 40
    iget-object v7, p0, Lnet/pantrybox/app/pantry/RequestLedger;->records:Ljava/util/HashMap;

    check-cast v7, Ljava/util/Map;

    sget-object v0, Lnet/pantrybox/app/pantry/LedgerRecord;->Companion:Lnet/pantrybox/app/pantry/LedgerRecord$Companion;

    invoke-virtual {v4, v6}, Lorg/json/JSONObject;->getJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v1

    const-string v3, "getJSONObject(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Lnet/pantrybox/app/pantry/LedgerRecord$Companion;->fromJson(Lorg/json/JSONObject;)Lnet/pantrybox/app/pantry/LedgerRecord;

    move-result-object v8

    invoke-interface {v7, v6, v8}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_0

    .line 31
    :cond_0
    return-void
.end method

.method private final getStored()Ljava/lang/String;
    .registers 4

    .line 32
    iget-object v0, p0, Lnet/pantrybox/app/pantry/RequestLedger;->stored$delegate:Lnet/pantrybox/app/core/PrefString;

    sget-object v1, Lnet/pantrybox/app/pantry/RequestLedger;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v2, 0x0

    aget-object v1, v1, v2

    invoke-virtual {v0, p0, v1}, Lnet/pantrybox/app/core/PrefString;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method private final persist()V
    .registers 12

    .line 61
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    .line 62
    new-instance v6, Lorg/json/JSONObject;

    invoke-direct {v6}, Lorg/json/JSONObject;-><init>()V

    .line 63
    iget-object v0, p0, Lnet/pantrybox/app/pantry/RequestLedger;->records:Ljava/util/HashMap;

    check-cast v0, Ljava/util/Map;

    invoke-interface {v0}, Ljava/util/Map;->entrySet()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Set;->iterator()Ljava/util/Iterator;

    move-result-object v7

    :cond_0
    :goto_0
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v8

    check-cast v8, Ljava/util/Map$Entry;

    invoke-interface {v8}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;

    move-result-object v9

    check-cast v9, Ljava/lang/String;

    invoke-interface {v8}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;

    move-result-object v10

    check-cast v10, Lnet/pantrybox/app/pantry/LedgerRecord;

    iget-wide v2, v10, Lnet/pantrybox/app/pantry/LedgerRecord;->createdAt:J

    sub-long v0, v4, v2

    const-wide/32 v2, 0xa4cb800

    cmp-long v0, v0, v2

    if-gez v0, :cond_0

    invoke-virtual {v10}, Lnet/pantrybox/app/pantry/LedgerRecord;->toJson()Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v6, v9, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    goto :goto_0

    .line 64
    :cond_1
    invoke-virtual {v6}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v3, "toString(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {p0, v1}, Lnet/pantrybox/app/pantry/RequestLedger;->setStored(Ljava/lang/String;)V

    .line 65
    return-void
.end method

.method private final setStored(Ljava/lang/String;)V
    .registers 5

    .line 32
    iget-object v0, p0, Lnet/pantrybox/app/pantry/RequestLedger;->stored$delegate:Lnet/pantrybox/app/core/PrefString;

    sget-object v1, Lnet/pantrybox/app/pantry/RequestLedger;->$$delegatedProperties:[Lkotlin/reflect/KProperty;

    const/4 v2, 0x0

    aget-object v1, v1, v2

    invoke-virtual {v0, p0, v1, p1}, Lnet/pantrybox/app/core/PrefString;->setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;Ljava/lang/String;)V

    return-void
.end method


# virtual methods
.method public final declared-synchronized get(Ljava/lang/String;)Lnet/pantrybox/app/pantry/LedgerRecord;
    .registers 9

    monitor-enter p0

    :try_start_0
    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 46
    iget-object v0, p0, Lnet/pantrybox/app/pantry/RequestLedger;->records:Ljava/util/HashMap;

    invoke-virtual {v0, p1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lnet/pantrybox/app/pantry/LedgerRecord;

    if-eqz v0, :cond_2

    move-object v4, v0

    move-object v5, v4

    .line 166
    const/4 v6, 0x0

    .line 46
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    iget-wide v2, v5, Lnet/pantrybox/app/pantry/LedgerRecord;->createdAt:J

    sub-long/2addr v0, v2

    const-wide/32 v2, 0x5265c00

    cmp-long v0, v0, v2

    if-gez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_1

    move-object v0, v4

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    :goto_1
    monitor-exit p0

    return-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public final declared-synchronized remove(Ljava/lang/String;)V
    .registers 4

    monitor-enter p0

    :try_start_0
    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 56
    iget-object v0, p0, Lnet/pantrybox/app/pantry/RequestLedger;->records:Ljava/util/HashMap;

    invoke-virtual {v0, p1}, Ljava/util/HashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 57
    invoke-direct {p0}, Lnet/pantrybox/app/pantry/RequestLedger;->persist()V

    .line 58
    monitor-exit p0

    return-void
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public final declared-synchronized set(Ljava/lang/String;Lnet/pantrybox/app/pantry/LedgerRecord;)V
    .registers 5

    monitor-enter p0

    :try_start_0
    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "record"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 50
    iget-object v0, p0, Lnet/pantrybox/app/pantry/RequestLedger;->records:Ljava/util/HashMap;

    check-cast v0, Ljava/util/Map;

    invoke-interface {v0, p1, p2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 51
    invoke-direct {p0}, Lnet/pantrybox/app/pantry/RequestLedger;->persist()V

    .line 52
    monitor-exit p0

    return-void
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
