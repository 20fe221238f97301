.class public final Lapp/larder/kitchen/cetp/PantryToolsKt;
.super Ljava/lang/Object;
.source "PantryTools.kt"


# static fields
.field private static final DAY:Lkotlin/text/Regex;

.field public static final DAY_PATTERN:Ljava/lang/String; = "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"

.field private static final UNITS:Ljava/util/List;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 80
    const/4 v0, 0x5

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "pcs"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    const-string v2, "g"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    const-string v2, "kg"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    const-string v2, "ml"

    const/4 v1, 0x3

    aput-object v2, v3, v1

    const-string v2, "l"

    const/4 v1, 0x4

    aput-object v2, v3, v1

    invoke-static {v3}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lapp/larder/kitchen/cetp/PantryToolsKt;->UNITS:Ljava/util/List;

    .line 82
    new-instance v0, Lkotlin/text/Regex;

    const-string v2, "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"

    invoke-direct {v0, v2}, Lkotlin/text/Regex;-><init>(Ljava/lang/String;)V

    sput-object v0, Lapp/larder/kitchen/cetp/PantryToolsKt;->DAY:Lkotlin/text/Regex;

    return-void
.end method

.method public static final getDAY()Lkotlin/text/Regex;
    .registers 1

    .line 82
    sget-object v0, Lapp/larder/kitchen/cetp/PantryToolsKt;->DAY:Lkotlin/text/Regex;

    return-object v0
.end method

.method public static final getUNITS()Ljava/util/List;
    .registers 1

    .line 80
    sget-object v0, Lapp/larder/kitchen/cetp/PantryToolsKt;->UNITS:Ljava/util/List;

    return-object v0
.end method
