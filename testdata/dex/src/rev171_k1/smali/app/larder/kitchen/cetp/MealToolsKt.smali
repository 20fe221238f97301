.class public final Lapp/larder/kitchen/cetp/MealToolsKt;
.super Ljava/lang/Object;
.source "MealTools.kt"


# static fields
.field private static final SLOTS:Ljava/util/List;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 83
    const/4 v0, 0x3

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "breakfast"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    const-string v2, "lunch"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    const-string v2, "dinner"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    invoke-static {v3}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lapp/larder/kitchen/cetp/MealToolsKt;->SLOTS:Ljava/util/List;

    return-void
.end method

.method public static final getSLOTS()Ljava/util/List;
    .registers 1

    .line 83
    sget-object v0, Lapp/larder/kitchen/cetp/MealToolsKt;->SLOTS:Ljava/util/List;

    return-object v0
.end method
