.class final enum Lcom/hg/NoteTool$3;
.super Lcom/hg/NoteTool;
.source "NoteTool.java"


# direct methods
.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    .registers 6
    .line 28
    invoke-direct {v1, v2, v3, v4, v5}, Lcom/hg/NoteTool;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    return-void
.end method


# virtual methods
.method run(Landroid/content/Context;Landroid/database/sqlite/SQLiteDatabase;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12
    .line 31
    const-string v1, "notes"
    const-string v2, "id = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    const/4 v5, 0x0
    const-string v7, "note_id"
    invoke-virtual {v11, v7}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v6
    aput-object v6, v3, v5
    invoke-virtual {v10, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 32
    return-object v11
.end method

