.class public final Lapp/quillmark/notes/cetp/Callers;
.super Ljava/lang/Object;
.source "Callers.kt"


# static fields
.field public static final INSTANCE:Lapp/quillmark/notes/cetp/Callers;

.field private static final pinned$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/quillmark/notes/cetp/Callers;

    invoke-direct {v0}, Lapp/quillmark/notes/cetp/Callers;-><init>()V

    sput-object v0, Lapp/quillmark/notes/cetp/Callers;->INSTANCE:Lapp/quillmark/notes/cetp/Callers;

    .line 7
    sget-object v0, Lapp/quillmark/notes/cetp/Callers$$ExternalSyntheticLambda0;->INSTANCE:Lapp/quillmark/notes/cetp/Callers$$ExternalSyntheticLambda0;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    sput-object v0, Lapp/quillmark/notes/cetp/Callers;->pinned$delegate:Lkotlin/Lazy;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method private final getPinned()Ljava/util/List;
    .registers 3

    .line 7
    sget-object v1, Lapp/quillmark/notes/cetp/Callers;->pinned$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/List;

    return-object v0
.end method

.method public static final pinned_delegate$lambda$0()Ljava/util/List;
    .registers 14

    .line 9
    const/4 v0, 0x2

    new-array v4, v0, [Ljava/lang/String;

    const-string v2, "3f9c1be0d7a24e51c6b08e9af2d34c7155e0a9b6c2d4f81e07a3b5c9d1e2f4a6"

    const/4 v1, 0x0

    aput-object v2, v4, v1

    .line 10
    const-string v2, "a81d4c7e29b0f35e6d18c4a7b92e0f3d5c6a1b8e7f90d2c3a4b5e6f708192a3b"

    const/4 v1, 0x1

    aput-object v2, v4, v1

    .line 8
    invoke-static {v4}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v4

    check-cast v4, Ljava/lang/Iterable;

    .line 11
    const/4 v5, 0x0

    .line 22
    move-object v6, v4

    new-instance v7, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v4, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v7, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v7, Ljava/util/Collection;

    const/4 v8, 0x0

    .line 23
    invoke-interface {v6}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v9

    :goto_0
    invoke-interface {v9}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v9}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v10

    .line 24
    move-object v1, v10

    check-cast v1, Ljava/lang/String;

    move-object v11, v1

    move-object v13, v7

    const/4 v12, 0x0

    .line 11
    invoke-static {v11}, Lapp/quillmark/notes/cetp/TokensKt;->unhex(Ljava/lang/String;)[B

    move-result-object v0

    .line 24
    invoke-interface {v13, v0}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 25
    :cond_0
    move-object v0, v7

    check-cast v0, Ljava/util/List;

    .line 11
    return-object v0
.end method

.method public static final trusted(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z
    .registers 11

    const-string v1, "pm"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "packageName"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 16
    sget-object v0, Lapp/quillmark/notes/cetp/Callers;->INSTANCE:Lapp/quillmark/notes/cetp/Callers;

    invoke-direct {v0}, Lapp/quillmark/notes/cetp/Callers;->getPinned()Ljava/util/List;

    move-result-object v3

    check-cast v3, Ljava/lang/Iterable;

    const/4 v4, 0x0

    .line 19
    instance-of v0, v3, Ljava/util/Collection;

    if-eqz v0, :cond_0

    move-object v0, v3

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    .line 20
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

    .line 16
    const/4 v2, 0x1

    invoke-virtual {p0, p1, v7, v2}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    .line 20
    if-eqz v0, :cond_1

    const/4 v0, 0x1

    goto :goto_0

    .line 21
    :cond_2
    const/4 v0, 0x0

    .line 16
    :goto_0
    return v0
.end method
