.class public final Lcom/parcelnest/app/Assistants;
.super Ljava/lang/Object;
.source "Callers.kt"


# static fields
.field public static final INSTANCE:Lcom/parcelnest/app/Assistants;

.field private static final pins:Ljava/util/Map;

.field private static final scopes:Ljava/util/Map;


# direct methods
.method static constructor <clinit>()V
    .registers 8

    new-instance v0, Lcom/parcelnest/app/Assistants;

    invoke-direct {v0}, Lcom/parcelnest/app/Assistants;-><init>()V

    sput-object v0, Lcom/parcelnest/app/Assistants;->INSTANCE:Lcom/parcelnest/app/Assistants;

    .line 10
    const/4 v0, 0x2

    new-array v6, v0, [Lkotlin/Pair;

    const-string v2, "com.clawseed.assistant"

    const-string v3, "5b0c3e9a6f1d2247c8e01b9ad4f3765e2c18a9b07d6e4f3a2b1c0d9e8f7a6b5c"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v6, v1

    .line 11
    const-string v2, "org.ferngrove.agent"

    const-string v3, "e2a94c0d7b3f18265a9c4e0b7d1f3a6c8e2b5d9f0a3c6e1b4d7f2a5c8e0b3d6f"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v6, v1

    .line 9
    invoke-static {v6}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    sput-object v0, Lcom/parcelnest/app/Assistants;->pins:Ljava/util/Map;

    .line 14
    const/4 v0, 0x2

    new-array v6, v0, [Lkotlin/Pair;

    const/4 v3, 0x4

    new-array v7, v3, [Ljava/lang/String;

    const-string v5, "parcels.read"

    const/4 v4, 0x0

    aput-object v5, v7, v4

    const-string v5, "parcels.write"

    const/4 v4, 0x1

    aput-object v5, v7, v4

    const-string v5, "lockers.read"

    const/4 v4, 0x2

    aput-object v5, v7, v4

    const-string v5, "lockers.write"

    const/4 v4, 0x3

    aput-object v5, v7, v4

    invoke-static {v7}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v3

    const-string v2, "com.clawseed.assistant"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v6, v1

    .line 15
    const/4 v3, 0x2

    new-array v7, v3, [Ljava/lang/String;

    const-string v5, "parcels.read"

    const/4 v4, 0x0

    aput-object v5, v7, v4

    const-string v5, "lockers.read"

    const/4 v4, 0x1

    aput-object v5, v7, v4

    invoke-static {v7}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v3

    const-string v2, "org.ferngrove.agent"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v6, v1

    .line 13
    invoke-static {v6}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    sput-object v0, Lcom/parcelnest/app/Assistants;->scopes:Ljava/util/Map;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final pinOf(Ljava/lang/String;)Ljava/lang/String;
    .registers 4

    const-string v1, "pkg"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 18
    sget-object v0, Lcom/parcelnest/app/Assistants;->pins:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    return-object v0
.end method

.method public final scopesOf(Ljava/lang/String;)Ljava/util/Set;
    .registers 4

    const-string v1, "pkg"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 20
    sget-object v0, Lcom/parcelnest/app/Assistants;->scopes:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Set;

    if-nez v0, :cond_0

    invoke-static {}, Lkotlin/collections/SetsKt;->emptySet()Ljava/util/Set;

    move-result-object v0

    :cond_0
    return-object v0
.end method
