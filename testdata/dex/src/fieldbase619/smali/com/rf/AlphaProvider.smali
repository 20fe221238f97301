.class final Lcom/rf/AlphaProvider;
.super Lcom/rf/Base;
.source "Providers.java"


# direct methods
.method constructor <init>()V
    .registers 2
    .line 7
    invoke-direct {v1}, Lcom/rf/Base;-><init>()V
    return-void
.end method


# virtual methods
.method execute(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 10
    invoke-virtual {v5, v6}, Lcom/rf/AlphaProvider;->expired(Landroid/os/Bundle;)Z
    move-result v0
    if-eqz v0, :L26
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    const-string v1, "error_code"
    const-string v2, "DEADLINE_EXCEEDED"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v4
:L26
    .line 11
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v4, v0
    const-string v1, "t"
    const-string v3, "t"
    invoke-virtual {v6, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v4, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 12
    iget-object v0, v5, Lcom/rf/AlphaProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "alpha"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 13
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method

