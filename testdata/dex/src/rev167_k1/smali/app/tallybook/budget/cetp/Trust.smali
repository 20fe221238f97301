.class public final Lapp/tallybook/budget/cetp/Trust;
.super Ljava/lang/Object;
.source "Callers.kt"


# static fields
.field public static final INSTANCE:Lapp/tallybook/budget/cetp/Trust;

.field private static final PINNED:Ljava/util/List;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lapp/tallybook/budget/cetp/Trust;

    invoke-direct {v0}, Lapp/tallybook/budget/cetp/Trust;-><init>()V

    sput-object v0, Lapp/tallybook/budget/cetp/Trust;->INSTANCE:Lapp/tallybook/budget/cetp/Trust;

    .line 11
    const/4 v0, 0x2

    new-array v3, v0, [[B

    const-string v2, "4f1c8e0a93d27b655e0c1d8ab3e9f2170c6d4ae5b8f31290d7c0e46a1b25f9c3"

    invoke-static {v2}, Lapp/tallybook/budget/cetp/CallersKt;->hexToBytes(Ljava/lang/String;)[B

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v3, v1

    .line 12
    const-string v2, "a07d3b5e19c84f62d0e7a1b3c59f8e2467d1c0b9a3e58f7246c1d0e9b8a7f6e5"

    invoke-static {v2}, Lapp/tallybook/budget/cetp/CallersKt;->hexToBytes(Ljava/lang/String;)[B

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v3, v1

    .line 11
    move-object v0, v3

    check-cast v0, [Ljava/lang/Object;

    .line 10
    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lapp/tallybook/budget/cetp/Trust;->PINNED:Ljava/util/List;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final pinned(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z
    .registers 12

    const-string v1, "pm"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "pkg"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 16
    sget-object v3, Lapp/tallybook/budget/cetp/Trust;->PINNED:Ljava/util/List;

    check-cast v3, Ljava/lang/Iterable;

    const/4 v4, 0x0

    .line 21
    instance-of v0, v3, Ljava/util/Collection;

    if-eqz v0, :cond_0

    move-object v0, v3

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    .line 22
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

    invoke-virtual {p1, p2, v7, v2}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    .line 22
    if-eqz v0, :cond_1

    const/4 v0, 0x1

    goto :goto_0

    .line 23
    :cond_2
    const/4 v0, 0x0

    .line 16
    :goto_0
    return v0
.end method
