.class public final Lcom/pawsbook/clinic/ClinicApi$Companion;
.super Ljava/lang/Object;
.source "Clinic.kt"


.method private constructor <init>()V
    .registers 1
    .line 74
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final create(Landroid/content/Context;)Lcom/pawsbook/clinic/PetsApi;
    .registers 8
    const-string v1, "context"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 75
    new-instance v0, Lcom/pawsbook/clinic/ClinicApi;
    const-string v3, "clinic.db"
    const/4 v4, 0x0
    const/4 v5, 0x0
    invoke-virtual {v7, v3, v4, v5}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILjava/lang/Object;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v2
    const-string v4, "openOrCreateDatabase(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v3, 0x0
    invoke-direct {v0, v2, v3}, Lcom/pawsbook/clinic/ClinicApi;-><init>(Landroid/database/sqlite/SQLiteDatabase;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v0, Lcom/pawsbook/clinic/PetsApi;
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/pawsbook/clinic/ClinicApi$Companion;-><init>()V
    return-void
.end method

