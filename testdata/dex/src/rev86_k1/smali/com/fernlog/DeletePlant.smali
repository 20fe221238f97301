.class public final Lcom/fernlog/DeletePlant;
.super Ljava/lang/Object;
.source "PlantTools.kt"

# interfaces
.implements Lcom/fernlog/Tool;

.field public static final INSTANCE:Lcom/fernlog/DeletePlant;
.field private static final name:Ljava/lang/String;
.field private static final effect:Ljava/lang/String;

.method private constructor <init>()V
    .registers 1
    .line 22
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public getName()Ljava/lang/String;
    .registers 2
    .line 23
    sget-object v0, Lcom/fernlog/DeletePlant;->name:Ljava/lang/String;
    return-object v0
.end method

.method public getEffect()Ljava/lang/String;
    .registers 2
    .line 24
    sget-object v0, Lcom/fernlog/DeletePlant;->effect:Ljava/lang/String;
    return-object v0
.end method

.method public run(Lcom/fernlog/ToolCall;)Landroid/os/Bundle;
    .registers 10
    const-string v1, "call"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 27
    invoke-static {v9}, Lcom/fernlog/ToolKt;->getWaterArgs(Lcom/fernlog/ToolCall;)Lcom/fernlog/WaterArgs;
    move-result-object v0
    move-object v6, v0
    .line 28
    invoke-virtual {v6}, Lcom/fernlog/WaterArgs;->getConfirmed()Z
    move-result v0
    if-nez v0, :L54
    .line 29
    invoke-virtual {v9}, Lcom/fernlog/ToolCall;->getContext()Landroid/content/Context;
    move-result-object v0
    const/4 v1, 0x1
    const-class v2, Lcom/fernlog/ConfirmDeleteActivity;
    invoke-static {v0, v1, v2}, Lcom/fernlog/ToolKt;->confirmIntent(Landroid/content/Context;ILjava/lang/Class;)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v7, v0
    .line 30
    sget-object v1, Lcom/fernlog/ResumeBook;->INSTANCE:Lcom/fernlog/ResumeBook;
    sget-object v2, Lcom/fernlog/Tokens;->INSTANCE:Lcom/fernlog/Tokens;
    invoke-virtual {v2}, Lcom/fernlog/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v9}, Lcom/fernlog/ToolCall;->getUid()I
    move-result v3
    invoke-virtual {v8}, Lcom/fernlog/DeletePlant;->getName()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v1, v2, v3, v4}, Lcom/fernlog/ResumeBook;->issue(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v7, v1}, Lcom/fernlog/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L54
    .line 32
    invoke-virtual {v9}, Lcom/fernlog/ToolCall;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "plants"
    const-string v2, "id = ? AND owner = ?"
    const/4 v3, 0x2
    new-array v3, v3, [Ljava/lang/String;
    move-object v7, v3
    const/4 v4, 0x0
    invoke-virtual {v6}, Lcom/fernlog/WaterArgs;->getPlantId()Ljava/lang/String;
    move-result-object v5
    aput-object v5, v7, v4
    const/4 v4, 0x1
    invoke-virtual {v9}, Lcom/fernlog/ToolCall;->getPkg()Ljava/lang/String;
    move-result-object v5
    aput-object v5, v7, v4
    invoke-virtual {v0, v1, v2, v7}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    .line 33
    const-string v0, "{\"deleted\":true}"
    invoke-static {v0}, Lcom/fernlog/ToolKt;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/fernlog/DeletePlant;
    invoke-direct {v0}, Lcom/fernlog/DeletePlant;-><init>()V
    sput-object v0, Lcom/fernlog/DeletePlant;->INSTANCE:Lcom/fernlog/DeletePlant;
    .line 23
    const-string v0, "delete_plant"
    sput-object v0, Lcom/fernlog/DeletePlant;->name:Ljava/lang/String;
    .line 24
    const-string v0, "delete"
    sput-object v0, Lcom/fernlog/DeletePlant;->effect:Ljava/lang/String;
    return-void
.end method

