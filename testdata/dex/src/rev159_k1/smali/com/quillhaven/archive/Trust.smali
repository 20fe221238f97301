.class public final Lcom/quillhaven/archive/Trust;
.super Ljava/lang/Object;
.source "Callers.kt"


# static fields
.field public static final INSTANCE:Lcom/quillhaven/archive/Trust;

.field private static final defaults:Ljava/util/Map;

.field private static final pins:Ljava/util/Map;


# direct methods
.method static constructor <clinit>()V
    .registers 8

    new-instance v0, Lcom/quillhaven/archive/Trust;

    invoke-direct {v0}, Lcom/quillhaven/archive/Trust;-><init>()V

    sput-object v0, Lcom/quillhaven/archive/Trust;->INSTANCE:Lcom/quillhaven/archive/Trust;

    .line 10
    const/4 v0, 0x2

    new-array v6, v0, [Lkotlin/Pair;

    const-string v2, "com.clawseed.assistant"

    const-string v3, "5c1e9a7b3d0f2e8c4a6b1d9f7e3c5a0b8d2f4e6a1c3b5d7f9e0a2c4b6d8f1e3a"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v6, v1

    .line 11
    const-string v2, "net.ferrule.agent"

    const-string v3, "e07a4c1b9d3f6e2a8c5b0d7f4e1a3c9b6d2f8e5a0c7b4d1f3e9a6c2b8d5f0e4b"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v6, v1

    .line 9
    invoke-static {v6}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    sput-object v0, Lcom/quillhaven/archive/Trust;->pins:Ljava/util/Map;

    .line 14
    const/4 v0, 0x2

    new-array v6, v0, [Lkotlin/Pair;

    const/4 v3, 0x5

    new-array v7, v3, [Ljava/lang/String;

    const-string v5, "exports.read"

    const/4 v4, 0x0

    aput-object v5, v7, v4

    const-string v5, "exports.write"

    const/4 v4, 0x1

    aput-object v5, v7, v4

    const-string v5, "docs.read"

    const/4 v4, 0x2

    aput-object v5, v7, v4

    const-string v5, "docs.write"

    const/4 v4, 0x3

    aput-object v5, v7, v4

    const-string v5, "index.rebuild"

    const/4 v4, 0x4

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

    const-string v5, "exports.read"

    const/4 v4, 0x0

    aput-object v5, v7, v4

    const-string v5, "docs.read"

    const/4 v4, 0x1

    aput-object v5, v7, v4

    invoke-static {v7}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v3

    const-string v2, "net.ferrule.agent"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v6, v1

    .line 13
    invoke-static {v6}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    sput-object v0, Lcom/quillhaven/archive/Trust;->defaults:Ljava/util/Map;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final getDefaults()Ljava/util/Map;
    .registers 2

    .line 13
    sget-object v0, Lcom/quillhaven/archive/Trust;->defaults:Ljava/util/Map;

    return-object v0
.end method

.method public final getPins()Ljava/util/Map;
    .registers 2

    .line 9
    sget-object v0, Lcom/quillhaven/archive/Trust;->pins:Ljava/util/Map;

    return-object v0
.end method

.method public final pin(Ljava/lang/String;)[B
    .registers 16

    const-string v1, "pkg"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 18
    sget-object v0, Lcom/quillhaven/archive/Trust;->pins:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    if-eqz v0, :cond_1

    check-cast v0, Ljava/lang/CharSequence;

    const/4 v1, 0x2

    invoke-static {v0, v1}, Lkotlin/text/StringsKt;->chunked(Ljava/lang/CharSequence;I)Ljava/util/List;

    move-result-object v0

    if-eqz v0, :cond_1

    check-cast v0, Ljava/lang/Iterable;

    move-object v4, v0

    const/4 v5, 0x0

    .line 53
    move-object v6, v4

    new-instance v7, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v4, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v7, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v7, Ljava/util/Collection;

    const/4 v8, 0x0

    .line 54
    invoke-interface {v6}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v9

    :goto_0
    invoke-interface {v9}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v9}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v10

    .line 55
    move-object v1, v10

    check-cast v1, Ljava/lang/String;

    move-object v11, v1

    move-object v13, v7

    const/4 v12, 0x0

    .line 18
    const/16 v1, 0x10

    invoke-static {v1}, Lkotlin/text/CharsKt;->checkRadix(I)I

    move-result v1

    invoke-static {v11, v1}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;I)I

    move-result v0

    int-to-byte v0, v0

    invoke-static {v0}, Ljava/lang/Byte;->valueOf(B)Ljava/lang/Byte;

    move-result-object v0

    .line 55
    invoke-interface {v13, v0}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 56
    :cond_0
    move-object v0, v7

    check-cast v0, Ljava/util/List;

    .line 18
    check-cast v0, Ljava/util/Collection;

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->toByteArray(Ljava/util/Collection;)[B

    move-result-object v0

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    :goto_1
    return-object v0
.end method
