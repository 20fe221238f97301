.class final Lcom/rf/Legacy;
.super Lcom/rf/Base;
.source "Providers.java"


# direct methods
.method constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3
    .line 29
    invoke-direct {v1}, Lcom/rf/Base;-><init>()V
    iput-object v2, v1, Lcom/rf/Legacy;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-void
.end method


# virtual methods
.method execute(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 32
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v4, v0
    const-string v1, "t"
    const-string v3, "t"
    invoke-virtual {v6, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 33
    iget-object v0, v5, Lcom/rf/Legacy;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "legacy"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 34
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method

