.class public final Lcom/quillvault/AuditLog;
.super Ljava/lang/Object;
.source "Audit.kt"

# instance fields
.field private final db:Lcom/quillvault/QuillDb;


# direct methods
.method public constructor <init>(Lcom/quillvault/QuillDb;)V
    .registers 3
    const-string v0, "db"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/quillvault/AuditLog;->db:Lcom/quillvault/QuillDb;
    return-void
.end method


# virtual methods
.method public final failure(ILjava/lang/String;Ljava/lang/Throwable;)V
    .registers 10
    const-string v1, "job"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "error"
    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "job "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, " failed for "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v0, "QuillAudit"
    invoke-static {v0, v1, p3}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 10
    new-instance v5, Landroid/content/ContentValues;
    invoke-direct {v5}, Landroid/content/ContentValues;-><init>()V
    .line 11
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v1, "uid"
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 12
    const-string v1, "job"
    invoke-virtual {v5, v1, p2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 13
    instance-of v2, p3, Lcom/quillvault/SyncError;
    move-object v0, v5
    const-string v1, "detail"
    if-eqz v2, :L72
    move-object v2, p3
    check-cast v2, Lcom/quillvault/SyncError;
    goto :L73
:L72
    const/4 v2, 0x0
:L73
    if-eqz v2, :L84
    invoke-virtual {v2}, Lcom/quillvault/SyncError;->getJob()Ljava/lang/String;
    move-result-object v2
    if-nez v2, :L87
:L84
    const-string v2, "unknown"
:L87
    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 14
    iget-object v0, p0, Lcom/quillvault/AuditLog;->db:Lcom/quillvault/QuillDb;
    invoke-virtual {v0}, Lcom/quillvault/QuillDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "audit"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v5}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 15
    return-void
.end method
