.class final Lcom/dd/Desks$ReportDesk;
.super Ljava/lang/Object;
.source "Desks.java"

# interfaces
.implements Lcom/dd/Desk;

# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3
    .line 30
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 31
    iput-object v2, v1, Lcom/dd/Desks$ReportDesk;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 32
    return-void
.end method


# virtual methods
.method public submit(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 36
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 37
    const-string v1, "deadline_at_ms"
    invoke-virtual {v8, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v5
    .line 38
    const-wide/16 v2, 0x0L
    cmp-long v0, v5, v2
    if-lez v0, :L29
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    cmp-long v0, v0, v5
    if-ltz v0, :L39
:L29
    .line 39
    const-string v1, "error_code"
    const-string v2, "DEADLINE_EXCEEDED"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 40
    return-object v4
:L39
    .line 42
    iget-object v0, v7, Lcom/dd/Desks$ReportDesk;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "INSERT INTO jobs(kind) VALUES(\'report\')"
    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 43
    const-string v1, "status"
    const-string v2, "accepted"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 44
    return-object v4
.end method

