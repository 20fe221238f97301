.class final enum Lcom/hg/NoteTool$2;
.super Lcom/hg/NoteTool;
.source "NoteTool.java"


# direct methods
.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    .registers 6
    .line 20
    invoke-direct {v1, v2, v3, v4, v5}, Lcom/hg/NoteTool;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    return-void
.end method


# virtual methods
.method run(Landroid/content/Context;Landroid/database/sqlite/SQLiteDatabase;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 24
    const-string v1, "notes"
    const/4 v2, 0x0
    invoke-virtual {v5, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    const-string v1, "pinned"
    const-string v3, "note_id"
    invoke-virtual {v7, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 25
    return-object v7
.end method

