.class public final Lapp/trailmark/logbook/cetp/Trust;
.super Ljava/lang/Object;
.source "Identity.kt"


# static fields
.field public static final INSTANCE:Lapp/trailmark/logbook/cetp/Trust;

.field private static final pins$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/trailmark/logbook/cetp/Trust;

    invoke-direct {v0}, Lapp/trailmark/logbook/cetp/Trust;-><init>()V

    sput-object v0, Lapp/trailmark/logbook/cetp/Trust;->INSTANCE:Lapp/trailmark/logbook/cetp/Trust;

    .line 11
    sget-object v0, Lapp/trailmark/logbook/cetp/Trust$$ExternalSyntheticLambda0;->INSTANCE:Lapp/trailmark/logbook/cetp/Trust$$ExternalSyntheticLambda0;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/Trust;->pins$delegate:Lkotlin/Lazy;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method private final getPins()Ljava/util/List;
    .registers 3

    .line 11
    sget-object v1, Lapp/trailmark/logbook/cetp/Trust;->pins$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/List;

    return-object v0
.end method

.method public static final pins_delegate$lambda$0()Ljava/util/List;
    .registers 4

    .line 13
    const/4 v0, 0x2

    new-array v3, v0, [[B

    const-string v2, "9c2e71d04ab35f8e16c0d7a2b9e4f3150a6c8d2e7f1b3a5c9d0e2f4a6b8c1d3e"

    invoke-static {v2}, Lapp/trailmark/logbook/cetp/TokensKt;->hexToBytes(Ljava/lang/String;)[B

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v3, v1

    .line 14
    const-string v2, "31f0a8c6e4d2b0975f3e1c9a7b5d3f1e0c8a6b4d2f0e9c7a5b3d1f9e7c5a3b1d"

    invoke-static {v2}, Lapp/trailmark/logbook/cetp/TokensKt;->hexToBytes(Ljava/lang/String;)[B

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v3, v1

    .line 13
    move-object v0, v3

    check-cast v0, [Ljava/lang/Object;

    .line 12
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    .line 15
    return-object v0
.end method


# virtual methods
.method public final pinned(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z
    .registers 12

    const-string v1, "pm"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "pkg"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 19
    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/Trust;->getPins()Ljava/util/List;

    move-result-object v3

    check-cast v3, Ljava/lang/Iterable;

    const/4 v4, 0x0

    .line 32
    instance-of v0, v3, Ljava/util/Collection;

    if-eqz v0, :cond_0

    move-object v0, v3

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    .line 33
    :cond_0
    invoke-interface {v3}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v5

    :cond_1
    invoke-interface {v5}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v5}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v6

    move-object v0, v6

    check-cast v0, [B

    move-object v7, v0

    const/4 v8, 0x0

    .line 19
    const/4 v2, 0x1

    invoke-virtual {p1, p2, v7, v2}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    .line 33
    if-eqz v0, :cond_1

    const/4 v0, 0x1

    goto :goto_0

    .line 34
    :cond_2
    const/4 v0, 0x0

    .line 19
    :goto_0
    return v0
.end method
