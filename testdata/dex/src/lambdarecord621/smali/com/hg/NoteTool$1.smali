.class final enum Lcom/hg/NoteTool$1;
.super Lcom/hg/NoteTool;
.source "NoteTool.java"


# direct methods
.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    .registers 6
    .line 12
    invoke-direct {v1, v2, v3, v4, v5}, Lcom/hg/NoteTool;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    return-void
.end method


# virtual methods
.method run(Landroid/content/Context;Landroid/database/sqlite/SQLiteDatabase;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 15
    const-string v1, "SELECT title FROM notes"
    const/4 v2, 0x0
    invoke-virtual {v6, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v3
    .line 16
    const-string v1, "count"
    invoke-interface {v3}, Landroid/database/Cursor;->getCount()I
    move-result v2
    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 17
    return-object v7
.end method

