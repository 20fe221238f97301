.class Lcom/lumenhall/hub/devices/DeviceTools$1;
.super Ljava/lang/Object;
.source "DeviceTools.java"

# interfaces
.implements Lcom/lumenhall/hub/state/StateStore$Observer;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/lumenhall/hub/devices/DeviceTools;-><init>(Lcom/lumenhall/hub/Hub;)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/lumenhall/hub/devices/DeviceTools;

.field final synthetic val$hub:Lcom/lumenhall/hub/Hub;


# direct methods
.method constructor <init>(Lcom/lumenhall/hub/devices/DeviceTools;Lcom/lumenhall/hub/Hub;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 56
    iput-object p1, p0, Lcom/lumenhall/hub/devices/DeviceTools$1;->this$0:Lcom/lumenhall/hub/devices/DeviceTools;

    iput-object p2, p0, Lcom/lumenhall/hub/devices/DeviceTools$1;->val$hub:Lcom/lumenhall/hub/Hub;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public onChanged(Ljava/lang/String;Lorg/json/JSONObject;)V
    .registers 13

    .line 59
    const-string v1, "device:"

    invoke-virtual {v1}, Ljava/lang/String;->length()I

    move-result v1

    invoke-virtual {p1, v1}, Ljava/lang/String;->substring(I)Ljava/lang/String;

    move-result-object v7

    .line 60
    iget-object v0, p0, Lcom/lumenhall/hub/devices/DeviceTools$1;->val$hub:Lcom/lumenhall/hub/Hub;

    iget-object v0, v0, Lcom/lumenhall/hub/Hub;->db:Lcom/lumenhall/hub/data/HubDb;

    invoke-virtual {v0}, Lcom/lumenhall/hub/data/HubDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v8

    .line 61
    if-nez p2, :cond_0

    .line 62
    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    const/4 v5, 0x0

    aput-object v7, v3, v5

    const-string v1, "devices"

    const-string v2, "id = ?"

    invoke-virtual {v8, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 63
    return-void

    .line 65
    :cond_0
    new-instance v9, Landroid/content/ContentValues;

    invoke-direct {v9}, Landroid/content/ContentValues;-><init>()V

    .line 66
    invoke-virtual {p2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "state"

    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 67
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "updated_at"

    invoke-virtual {v9, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 68
    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object v7, v4, v6

    const-string v1, "devices"

    const-string v3, "id = ?"

    invoke-virtual {v8, v1, v9, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 69
    return-void
.end method
