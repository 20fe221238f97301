.class public final Lcom/fernlog/SetReminder;
.super Ljava/lang/Object;
.source "ScheduleTools.kt"

# interfaces
.implements Lcom/fernlog/Tool;

.field public static final INSTANCE:Lcom/fernlog/SetReminder;
.field private static final name:Ljava/lang/String;
.field private static final effect:Ljava/lang/String;

.method private constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public getName()Ljava/lang/String;
    .registers 2
    .line 9
    sget-object v0, Lcom/fernlog/SetReminder;->name:Ljava/lang/String;
    return-object v0
.end method

.method public getEffect()Ljava/lang/String;
    .registers 2
    .line 10
    sget-object v0, Lcom/fernlog/SetReminder;->effect:Ljava/lang/String;
    return-object v0
.end method

.method public run(Lcom/fernlog/ToolCall;)Landroid/os/Bundle;
    .registers 8
    const-string v1, "call"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    invoke-static {v7}, Lcom/fernlog/ToolKt;->getWaterArgs(Lcom/fernlog/ToolCall;)Lcom/fernlog/WaterArgs;
    move-result-object v0
    move-object v3, v0
    .line 14
    invoke-virtual {v3}, Lcom/fernlog/WaterArgs;->getCallerPackage()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L24
    invoke-virtual {v7}, Lcom/fernlog/ToolCall;->getPkg()Ljava/lang/String;
    move-result-object v0
    :L24
    move-object v4, v0
    .line 15
    invoke-static {}, Lcom/fernlog/ToolKt;->getGARDENERS()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0, v4}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L45
    const-string v0, "PERMISSION_DENIED"
    const-string v1, "unknown companion app"
    invoke-static {v0, v1}, Lcom/fernlog/ToolKt;->fail(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
    :L45
    .line 16
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v5, v0
    .line 17
    const-string v1, "plant"
    invoke-virtual {v3}, Lcom/fernlog/WaterArgs;->getPlantId()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 18
    const-string v1, "owner"
    invoke-virtual {v5, v1, v4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 19
    invoke-virtual {v7}, Lcom/fernlog/ToolCall;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "reminders"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v5}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 20
    const-string v0, "{\"reminder\":true}"
    invoke-static {v0}, Lcom/fernlog/ToolKt;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/fernlog/SetReminder;
    invoke-direct {v0}, Lcom/fernlog/SetReminder;-><init>()V
    sput-object v0, Lcom/fernlog/SetReminder;->INSTANCE:Lcom/fernlog/SetReminder;
    .line 9
    const-string v0, "set_reminder"
    sput-object v0, Lcom/fernlog/SetReminder;->name:Ljava/lang/String;
    .line 10
    const-string v0, "write"
    sput-object v0, Lcom/fernlog/SetReminder;->effect:Ljava/lang/String;
    return-void
.end method

