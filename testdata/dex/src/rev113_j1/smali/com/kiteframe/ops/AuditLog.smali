.class public final Lcom/kiteframe/ops/AuditLog;
.super Ljava/lang/Object;
.source "AuditLog.java"

# instance fields
.field private final db:Lcom/kiteframe/data/KiteDb;

# direct methods
.method public constructor <init>(Lcom/kiteframe/data/KiteDb;)V
    .registers 4
    .line 10
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 11
    iput-object v3, v2, Lcom/kiteframe/ops/AuditLog;->db:Lcom/kiteframe/data/KiteDb;
    .line 12
    return-void
.end method

# virtual methods
.method public record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 10
    .line 15
    new-instance v4, Landroid/content/ContentValues;
    invoke-direct {v4}, Landroid/content/ContentValues;-><init>()V
    .line 16
    const-string v1, "uid"
    invoke-static {v6}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 17
    const-string v1, "tool"
    invoke-virtual {v4, v1, v7}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 18
    const-string v1, "request_id"
    invoke-virtual {v4, v1, v8}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 19
    const-string v1, "outcome"
    invoke-virtual {v4, v1, v9}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 20
    const-string v1, "at"
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 21
    iget-object v0, v5, Lcom/kiteframe/ops/AuditLog;->db:Lcom/kiteframe/data/KiteDb;
    invoke-virtual {v0}, Lcom/kiteframe/data/KiteDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "audit"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 22
    return-void
.end method
