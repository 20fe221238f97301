.class final Lcom/dd/Desks$ArchiveDesk;
.super Ljava/lang/Object;
.source "Desks.java"

# interfaces
.implements Lcom/dd/Desk;

# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3
    .line 14
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 15
    iput-object v2, v1, Lcom/dd/Desks$ArchiveDesk;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 16
    return-void
.end method


# virtual methods
.method public submit(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 20
    iget-object v0, v4, Lcom/dd/Desks$ArchiveDesk;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "INSERT INTO jobs(kind) VALUES(\'archive\')"
    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 21
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 22
    const-string v1, "status"
    const-string v2, "accepted"
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 23
    return-object v3
.end method

