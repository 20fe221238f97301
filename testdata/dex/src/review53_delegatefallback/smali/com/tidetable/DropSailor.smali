.class public final Lcom/tidetable/DropSailor;
.super Ljava/lang/Object;
.source "Tools.kt"

# interfaces
.implements Lcom/tidetable/Tool;

.field public static final INSTANCE:Lcom/tidetable/DropSailor;

.method private constructor <init>()V
    .registers 1
    .line 33
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public getName()Ljava/lang/String;
    .registers 2
    .line 34
    const-string v0, "drop_sailor"
    return-object v0
.end method

.method public final invoke(Landroid/content/Context;Landroid/database/sqlite/SQLiteDatabase;Lcom/tidetable/ToolRequest;I)Landroid/os/Bundle;
    .registers 12
    const-string v1, "ctx"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "db"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "req"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 37
    invoke-virtual {v10}, Lcom/tidetable/ToolRequest;->getConfirmed()Z
    move-result v0
    if-nez v0, :L56
    .line 38
    const-class v1, Lcom/tidetable/DropSailorActivity;
    invoke-static {v8, v1}, Lcom/tidetable/IntentsKt;->lockedIntent(Landroid/content/Context;Ljava/lang/Class;)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v6, v0
    .line 39
    sget-object v1, Lcom/tidetable/ResumeBook;->INSTANCE:Lcom/tidetable/ResumeBook;
    invoke-static {}, Lcom/tidetable/TideUtil;->strongToken()Ljava/lang/String;
    move-result-object v2
    const-string v4, "strongToken(...)"
    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v1, v2, v11}, Lcom/tidetable/ResumeBook;->issue(Ljava/lang/String;I)Ljava/lang/String;
    move-result-object v1
    invoke-static {v6, v1}, Lcom/tidetable/BundlesKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L56
    .line 41
    const-string v1, "rota"
    const-string v2, "sailor = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    move-object v6, v3
    const/4 v4, 0x0
    invoke-virtual {v10}, Lcom/tidetable/ToolRequest;->getSailor()Ljava/lang/String;
    move-result-object v5
    aput-object v5, v6, v4
    invoke-virtual {v9, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 42
    const-string v0, "{\"dropped\":true}"
    invoke-static {v0}, Lcom/tidetable/BundlesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    const-string v0, "DropSailor"
    return-object v0
.end method

.method public hashCode()I
    .registers 2
    const v0, -0x1a25205a
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 3
    if-ne v1, v2, :L7
    const/4 v0, 0x1
    return v0
    :L7
    instance-of v0, v2, Lcom/tidetable/DropSailor;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
    :L16
    check-cast v2, Lcom/tidetable/DropSailor;
    const/4 v0, 0x1
    return v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/tidetable/DropSailor;
    invoke-direct {v0}, Lcom/tidetable/DropSailor;-><init>()V
    sput-object v0, Lcom/tidetable/DropSailor;->INSTANCE:Lcom/tidetable/DropSailor;
    return-void
.end method

