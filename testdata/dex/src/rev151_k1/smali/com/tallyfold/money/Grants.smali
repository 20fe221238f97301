.class public final Lcom/tallyfold/money/Grants;
.super Ljava/lang/Object;
.source "Grants.kt"


# static fields
.field public static final INSTANCE:Lcom/tallyfold/money/Grants;

.field private static final expenseLimits:Ljava/util/Map;

.field private static final pins:Ljava/util/Map;

.field private static final scopes:Ljava/util/Map;


# direct methods
.method static constructor <clinit>()V
    .registers 8

    new-instance v0, Lcom/tallyfold/money/Grants;

    invoke-direct {v0}, Lcom/tallyfold/money/Grants;-><init>()V

    sput-object v0, Lcom/tallyfold/money/Grants;->INSTANCE:Lcom/tallyfold/money/Grants;

    .line 6
    const/4 v0, 0x2

    new-array v6, v0, [Lkotlin/Pair;

    const-string v3, "5b1e8c0f7a2d4e6b9c3f1a8d2e7b4c6f0a9d3e5b7c1f8a2d4e6b9c3f1a8d2e7b"

    invoke-static {v3}, Lcom/tallyfold/money/TokensKt;->hexBytes(Ljava/lang/String;)[B

    move-result-object v3

    const-string v2, "com.clawseed.assistant"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v6, v1

    .line 7
    const-string v3, "c4a17e93b2d058f6e1a3c7b9d2f4e6a8b0c2d4e6f8a0b2c4d6e8f0a2b4c6d8e0"

    invoke-static {v3}, Lcom/tallyfold/money/TokensKt;->hexBytes(Ljava/lang/String;)[B

    move-result-object v3

    const-string v2, "org.penny.helper"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v6, v1

    .line 5
    invoke-static {v6}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    sput-object v0, Lcom/tallyfold/money/Grants;->pins:Ljava/util/Map;

    .line 10
    const/4 v0, 0x2

    new-array v6, v0, [Lkotlin/Pair;

    const/4 v3, 0x5

    new-array v7, v3, [Ljava/lang/String;

    const-string v5, "envelopes.read"

    const/4 v4, 0x0

    aput-object v5, v7, v4

    const-string v5, "envelopes.write"

    const/4 v4, 0x1

    aput-object v5, v7, v4

    const-string v5, "expenses.write"

    const/4 v4, 0x2

    aput-object v5, v7, v4

    const-string v5, "receipts.read"

    const/4 v4, 0x3

    aput-object v5, v7, v4

    const-string v5, "receipts.write"

    const/4 v4, 0x4

    aput-object v5, v7, v4

    invoke-static {v7}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v3

    const-string v2, "com.clawseed.assistant"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v6, v1

    .line 11
    const/4 v3, 0x3

    new-array v7, v3, [Ljava/lang/String;

    const-string v5, "envelopes.read"

    const/4 v4, 0x0

    aput-object v5, v7, v4

    const-string v5, "expenses.write"

    const/4 v4, 0x1

    aput-object v5, v7, v4

    const-string v5, "receipts.read"

    const/4 v4, 0x2

    aput-object v5, v7, v4

    invoke-static {v7}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v3

    const-string v2, "org.penny.helper"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v6, v1

    .line 9
    invoke-static {v6}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    sput-object v0, Lcom/tallyfold/money/Grants;->scopes:Ljava/util/Map;

    .line 14
    const/4 v0, 0x2

    new-array v6, v0, [Lkotlin/Pair;

    const-wide/32 v3, 0x30d40

    invoke-static {v3, v4}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v3

    const-string v2, "com.clawseed.assistant"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v6, v1

    const-wide/16 v3, 0x3a98

    invoke-static {v3, v4}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v3

    const-string v2, "org.penny.helper"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v6, v1

    invoke-static {v6}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    sput-object v0, Lcom/tallyfold/money/Grants;->expenseLimits:Ljava/util/Map;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final expenseLimitOf(Ljava/lang/String;)J
    .registers 4

    const-string v1, "pkg"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 20
    sget-object v0, Lcom/tallyfold/money/Grants;->expenseLimits:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Long;

    if-eqz v0, :cond_0

    invoke-virtual {v0}, Ljava/lang/Long;->longValue()J

    move-result-wide v0

    goto :goto_0

    :cond_0
    const-wide/16 v0, 0x0

    :goto_0
    return-wide v0
.end method

.method public final pinOf(Ljava/lang/String;)[B
    .registers 4

    const-string v1, "pkg"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 16
    sget-object v0, Lcom/tallyfold/money/Grants;->pins:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [B

    return-object v0
.end method

.method public final scopesOf(Ljava/lang/String;)Ljava/util/Set;
    .registers 4

    const-string v1, "pkg"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 18
    sget-object v0, Lcom/tallyfold/money/Grants;->scopes:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Set;

    if-nez v0, :cond_0

    invoke-static {}, Lkotlin/collections/SetsKt;->emptySet()Ljava/util/Set;

    move-result-object v0

    :cond_0
    return-object v0
.end method
