.class public final Lcom/jn/NotesDao;
.super Ljava/lang/Object;
.source "NotesDao.java"

# instance fields
.field private final db:Lcom/jn/Db;


# direct methods
.method public constructor <init>(Lcom/jn/Db;)V
    .registers 3
    .line 9
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 10
    iput-object v2, v1, Lcom/jn/NotesDao;->db:Lcom/jn/Db;
    .line 11
    return-void
.end method


# virtual methods
.method public insert(ILjava/lang/String;)J
    .registers 7
    .line 14
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v3, v0
    .line 15
    const-string v1, "owner_uid"
    invoke-static {v5}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v3, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 16
    const-string v1, "body"
    invoke-virtual {v3, v1, v6}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 17
    iget-object v0, v4, Lcom/jn/NotesDao;->db:Lcom/jn/Db;
    invoke-virtual {v0}, Lcom/jn/Db;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "notes"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    return-wide v0
.end method

