.class public final Lcom/fernlog/ClearLog;
.super Ljava/lang/Object;
.source "PlantTools.kt"

# interfaces
.implements Lcom/fernlog/Tool;

.field public static final INSTANCE:Lcom/fernlog/ClearLog;
.field private static final name:Ljava/lang/String;
.field private static final effect:Ljava/lang/String;

.method private constructor <init>()V
    .registers 1
    .line 37
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public getName()Ljava/lang/String;
    .registers 2
    .line 38
    sget-object v0, Lcom/fernlog/ClearLog;->name:Ljava/lang/String;
    return-object v0
.end method

.method public getEffect()Ljava/lang/String;
    .registers 2
    .line 39
    sget-object v0, Lcom/fernlog/ClearLog;->effect:Ljava/lang/String;
    return-object v0
.end method

.method public run(Lcom/fernlog/ToolCall;)Landroid/os/Bundle;
    .registers 10
    const-string v1, "call"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 42
    invoke-static {v9}, Lcom/fernlog/ToolKt;->getWaterArgs(Lcom/fernlog/ToolCall;)Lcom/fernlog/WaterArgs;
    move-result-object v0
    move-object v6, v0
    .line 43
    sget-object v0, Lcom/fernlog/ResumeBook;->INSTANCE:Lcom/fernlog/ResumeBook;
    invoke-virtual {v9}, Lcom/fernlog/ToolCall;->getReq()Landroid/os/Bundle;
    move-result-object v1
    invoke-static {v1}, Lcom/fernlog/ToolKt;->getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v9}, Lcom/fernlog/ToolCall;->getUid()I
    move-result v2
    invoke-virtual {v8}, Lcom/fernlog/ClearLog;->getName()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v1, v2, v3}, Lcom/fernlog/ResumeBook;->take(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v0
    if-nez v0, :L71
    .line 44
    invoke-virtual {v9}, Lcom/fernlog/ToolCall;->getContext()Landroid/content/Context;
    move-result-object v0
    const/4 v1, 0x2
    const-class v2, Lcom/fernlog/ConfirmClearActivity;
    invoke-static {v0, v1, v2}, Lcom/fernlog/ToolKt;->confirmIntent(Landroid/content/Context;ILjava/lang/Class;)Landroid/app/PendingIntent;
    move-result-object v0
    move-object v7, v0
    .line 45
    sget-object v1, Lcom/fernlog/ResumeBook;->INSTANCE:Lcom/fernlog/ResumeBook;
    sget-object v2, Lcom/fernlog/Tokens;->INSTANCE:Lcom/fernlog/Tokens;
    invoke-virtual {v2}, Lcom/fernlog/Tokens;->secure()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v9}, Lcom/fernlog/ToolCall;->getUid()I
    move-result v3
    invoke-virtual {v8}, Lcom/fernlog/ClearLog;->getName()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v1, v2, v3, v4}, Lcom/fernlog/ResumeBook;->issue(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v7, v1}, Lcom/fernlog/ToolKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L71
    .line 47
    invoke-virtual {v9}, Lcom/fernlog/ToolCall;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "waterings"
    const-string v2, "plant = ? AND by_pkg = ?"
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
    .line 48
    const-string v0, "{\"cleared\":true}"
    invoke-static {v0}, Lcom/fernlog/ToolKt;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/fernlog/ClearLog;
    invoke-direct {v0}, Lcom/fernlog/ClearLog;-><init>()V
    sput-object v0, Lcom/fernlog/ClearLog;->INSTANCE:Lcom/fernlog/ClearLog;
    .line 38
    const-string v0, "clear_log"
    sput-object v0, Lcom/fernlog/ClearLog;->name:Ljava/lang/String;
    .line 39
    const-string v0, "delete"
    sput-object v0, Lcom/fernlog/ClearLog;->effect:Ljava/lang/String;
    return-void
.end method

