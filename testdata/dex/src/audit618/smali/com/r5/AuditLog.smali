.class final Lcom/r5/AuditLog;
.super Ljava/lang/Object;
.source "AuditLog.java"

# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    iput-object v2, v1, Lcom/r5/AuditLog;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 12
    return-void
.end method


# virtual methods
.method record(Lcom/r5/Request;)V
    .registers 6
    .line 15
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v3, v0
    .line 16
    const-string v1, "request_id"
    invoke-virtual {v5}, Lcom/r5/Request;->requestId()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 17
    const-string v1, "tool"
    iget-object v2, v5, Lcom/r5/Request;->tool:Ljava/lang/String;
    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 18
    iget-object v0, v4, Lcom/r5/AuditLog;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "audit"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 19
    return-void
.end method

