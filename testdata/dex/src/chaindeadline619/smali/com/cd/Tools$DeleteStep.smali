.class final Lcom/cd/Tools$DeleteStep;
.super Ljava/lang/Object;
.source "Tools.java"

# interfaces
.implements Lcom/cd/Step;

# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;
.field private final table:Ljava/lang/String;


# direct methods
.method constructor <init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V
    .registers 4
    .line 24
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 25
    iput-object v2, v1, Lcom/cd/Tools$DeleteStep;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 26
    iput-object v3, v1, Lcom/cd/Tools$DeleteStep;->table:Ljava/lang/String;
    .line 27
    return-void
.end method


# virtual methods
.method public handle(Lcom/cd/Step$Chain;)Landroid/os/Bundle;
    .registers 7
    .line 31
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 32
    const-string v0, "execute_tool"
    invoke-interface {v6}, Lcom/cd/Step$Chain;->request()Landroid/os/Bundle;
    move-result-object v1
    const-string v2, "method"
    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L43
    .line 33
    iget-object v0, v5, Lcom/cd/Tools$DeleteStep;->db:Landroid/database/sqlite/SQLiteDatabase;
    iget-object v1, v5, Lcom/cd/Tools$DeleteStep;->table:Ljava/lang/String;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "DELETE FROM "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, " WHERE done = 1"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
:L43
    .line 35
    const-string v1, "status"
    const-string v2, "ok"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 36
    return-object v4
.end method

