.class Lcom/relaykit/home/devices/DeviceRepo$1;
.super Ljava/lang/Object;
.source "DeviceRepo.java"

# interfaces
.implements Ljava/util/concurrent/Callable;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/relaykit/home/devices/DeviceRepo;->setSwitch(Ljava/lang/String;Z)V
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ljava/util/concurrent/Callable<",
        "Ljava/lang/Void;",
        ">;"
    }
.end annotation


# instance fields
.field final synthetic this$0:Lcom/relaykit/home/devices/DeviceRepo;

.field final synthetic val$id:Ljava/lang/String;

.field final synthetic val$on:Z


# direct methods
.method constructor <init>(Lcom/relaykit/home/devices/DeviceRepo;ZLjava/lang/String;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 69
    iput-object p1, p0, Lcom/relaykit/home/devices/DeviceRepo$1;->this$0:Lcom/relaykit/home/devices/DeviceRepo;

    iput-boolean p2, p0, Lcom/relaykit/home/devices/DeviceRepo$1;->val$on:Z

    iput-object p3, p0, Lcom/relaykit/home/devices/DeviceRepo$1;->val$id:Ljava/lang/String;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public bridge synthetic call()Ljava/lang/Object;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 69
    invoke-virtual {p0}, Lcom/relaykit/home/devices/DeviceRepo$1;->call()Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public call()Ljava/lang/Void;
    .registers 9

    .line 72
    iget-object v0, p0, Lcom/relaykit/home/devices/DeviceRepo$1;->this$0:Lcom/relaykit/home/devices/DeviceRepo;

    invoke-static {v0}, Lcom/relaykit/home/devices/DeviceRepo;->-$$Nest$fgetdb(Lcom/relaykit/home/devices/DeviceRepo;)Lcom/relaykit/home/core/HomeDb;

    move-result-object v0

    invoke-virtual {v0}, Lcom/relaykit/home/core/HomeDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v4

    .line 73
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->beginTransaction()V

    .line 75
    :try_start_0
    new-instance v0, Landroid/content/ContentValues;

    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V

    move-object v5, v0

    .line 76
    iget-boolean v2, p0, Lcom/relaykit/home/devices/DeviceRepo$1;->val$on:Z

    move-object v0, v5

    const-string v1, "is_on"

    if-eqz v2, :cond_0

    const/4 v2, 0x1

    goto :goto_0

    :cond_0
    const/4 v2, 0x0

    :goto_0
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 77
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "updated_at"

    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 78
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    iget-object v3, p0, Lcom/relaykit/home/devices/DeviceRepo$1;->val$id:Ljava/lang/String;

    const/4 v2, 0x0

    aput-object v3, v0, v2

    move-object v6, v0

    .line 79
    const-string v1, "devices"

    const-string v3, "_id = ?"

    invoke-virtual {v4, v1, v5, v3, v6}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 80
    iget-object v1, p0, Lcom/relaykit/home/devices/DeviceRepo$1;->val$id:Ljava/lang/String;

    iget-boolean v2, p0, Lcom/relaykit/home/devices/DeviceRepo$1;->val$on:Z

    move-object v0, v4

    if-eqz v2, :cond_1

    const-string v2, "switch_on"

    goto :goto_1

    :cond_1
    const-string v2, "switch_off"

    :goto_1
    invoke-static {v0, v1, v2}, Lcom/relaykit/home/devices/DeviceRepo;->-$$Nest$smqueue(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;)V

    .line 81
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->setTransactionSuccessful()V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 83
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 84
    goto :goto_2

    :catchall_0
    move-exception v7

    .line 83
    invoke-virtual {v4}, Landroid/database/sqlite/SQLiteDatabase;->endTransaction()V

    .line 84
    throw v7

    .line 85
    :goto_2
    const/4 v0, 0x0

    return-object v0
.end method
