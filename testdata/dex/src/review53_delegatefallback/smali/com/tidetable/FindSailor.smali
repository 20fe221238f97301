.class public final Lcom/tidetable/FindSailor;
.super Ljava/lang/Object;
.source "Tools.kt"

# interfaces
.implements Lcom/tidetable/Tool;

.field public static final INSTANCE:Lcom/tidetable/FindSailor;

.method private constructor <init>()V
    .registers 1
    .line 11
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public getName()Ljava/lang/String;
    .registers 2
    .line 12
    const-string v0, "find_sailor"
    return-object v0
.end method

.method public final invoke(Landroid/database/sqlite/SQLiteDatabase;Lcom/tidetable/ToolRequest;)Landroid/os/Bundle;
    .registers 10
    const-string v1, "db"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "req"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    invoke-virtual {v9}, Lcom/tidetable/ToolRequest;->getSailor()Ljava/lang/String;
    move-result-object v1
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "SELECT watch FROM rota WHERE sailor = \'"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "\'"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v8, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    move-object v5, v0
    .line 16
    invoke-interface {v5}, Landroid/database/Cursor;->getCount()I
    move-result v0
    move v6, v0
    .line 17
    invoke-interface {v5}, Landroid/database/Cursor;->close()V
    .line 18
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"watches\":"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v6}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, "}"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/tidetable/BundlesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    const-string v0, "FindSailor"
    return-object v0
.end method

.method public hashCode()I
    .registers 2
    const v0, -0x4aa61910
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 3
    if-ne v1, v2, :L7
    const/4 v0, 0x1
    return v0
    :L7
    instance-of v0, v2, Lcom/tidetable/FindSailor;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
    :L16
    check-cast v2, Lcom/tidetable/FindSailor;
    const/4 v0, 0x1
    return v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/tidetable/FindSailor;
    invoke-direct {v0}, Lcom/tidetable/FindSailor;-><init>()V
    sput-object v0, Lcom/tidetable/FindSailor;->INSTANCE:Lcom/tidetable/FindSailor;
    return-void
.end method

