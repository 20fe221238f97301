.class public final Lapp/quire/reader/cetp/ShelfToolsKt;
.super Ljava/lang/Object;
.source "ShelfTools.kt"


# static fields
.field private static final STATUSES:Ljava/util/List;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 87
    const/4 v0, 0x3

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "reading"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    const-string v2, "finished"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    const-string v2, "archived"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    invoke-static {v3}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lapp/quire/reader/cetp/ShelfToolsKt;->STATUSES:Ljava/util/List;

    return-void
.end method

.method public static final getSTATUSES()Ljava/util/List;
    .registers 1

    .line 87
    sget-object v0, Lapp/quire/reader/cetp/ShelfToolsKt;->STATUSES:Ljava/util/List;

    return-object v0
.end method
