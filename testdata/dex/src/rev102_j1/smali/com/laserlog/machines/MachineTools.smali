.class final Lcom/laserlog/machines/MachineTools;
.super Ljava/lang/Object;
.source "MachineTools.java"


# static fields
.field static final COMMANDS:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/laserlog/core/Command;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 15
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lcom/laserlog/machines/MachineTools;->COMMANDS:Ljava/util/Map;

    .line 18
    sget-object v0, Lcom/laserlog/machines/MachineTools;->COMMANDS:Ljava/util/Map;

    const-string v1, "machine_status"

    sget-object v2, Lcom/laserlog/machines/MachineTools$$ExternalSyntheticLambda0;->INSTANCE:Lcom/laserlog/machines/MachineTools$$ExternalSyntheticLambda0;

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 19
    sget-object v0, Lcom/laserlog/machines/MachineTools;->COMMANDS:Ljava/util/Map;

    const-string v1, "retire_machine"

    new-instance v2, Lcom/laserlog/machines/MachineTools$1;

    invoke-direct {v2}, Lcom/laserlog/machines/MachineTools$1;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 26
    sget-object v0, Lcom/laserlog/machines/MachineTools;->COMMANDS:Ljava/util/Map;

    const-string v1, "export_log"

    new-instance v2, Lcom/laserlog/machines/ExportLogTool;

    invoke-direct {v2}, Lcom/laserlog/machines/ExportLogTool;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 27
    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 29
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 30
    return-void
.end method

.method static status(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 7

    .line 33
    invoke-static {p0}, Lcom/laserlog/core/Db;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "SELECT state FROM machines WHERE name = ?"

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const-string v3, "machine"

    invoke-virtual {p1, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const/4 v4, 0x0

    aput-object v3, v2, v4

    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    .line 34
    invoke-interface {v0}, Landroid/database/Cursor;->getCount()I

    move-result v1

    .line 35
    invoke-interface {v0}, Landroid/database/Cursor;->close()V

    .line 36
    invoke-static {v1}, Ljava/lang/Integer;->toString(I)Ljava/lang/String;

    move-result-object v2

    invoke-static {v2}, Lcom/laserlog/core/Reply;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method
