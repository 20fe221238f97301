.class final Lcom/ht/NoteStore;
.super Ljava/lang/Object;
.source "NoteStore.java"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 8
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 9
    return-void
.end method

.method static logAccess(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V
    .registers 6
    .line 13
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v3, v0
    .line 14
    const-string v1, "tool"
    invoke-virtual {v3, v1, v5}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 15
    const-string v1, "access_log"
    const/4 v2, 0x0
    invoke-virtual {v4, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 16
    return-void
.end method

.method static remember(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V
    .registers 6
    .line 20
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v3, v0
    .line 21
    const-string v1, "request_id"
    invoke-virtual {v3, v1, v5}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 22
    const-string v1, "replies"
    const/4 v2, 0x0
    invoke-virtual {v4, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 23
    return-void
.end method

