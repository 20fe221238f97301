.class final Lcom/pxf/NoteStore;
.super Ljava/lang/Object;
.source "NotesProvider.java"
.implements Lcom/pxf/NoteApi;

.field private final db:Landroid/database/sqlite/SQLiteDatabase;

.method constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 2
    .line 50
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/pxf/NoteStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-void
.end method

.method public count()I
    .registers 3
    .line 51
    iget-object v0, p0, Lcom/pxf/NoteStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "notes"
    invoke-static {v0, v1}, Landroid/database/DatabaseUtils;->queryNumEntries(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)J
    move-result-wide v0
    long-to-int v0, v0
    return v0
.end method

.method public purge()V
    .registers 4
    .line 52
    iget-object v0, p0, Lcom/pxf/NoteStore;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "notes"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v2}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    return-void
.end method
