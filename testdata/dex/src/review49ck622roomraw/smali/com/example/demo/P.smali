# class P extends ContentProvider {
#   static RoomDatabase db;  NoteDao_Impl dao = new NoteDao_Impl(db);
#   Bundle call(String method, String arg, Bundle extras) {
#     ArrayList<String> ids = extras.getStringArrayList("ids");      // request values, bound as args
#     String owner = extras.getString("owner");
#     dao.deleteByIds(ids); dao.byIds(ids); dao.findByOwner(owner); dao.countByOwner(owner); dao.rawByOwner(owner);
#     return new Bundle();
#   }
# }
.class public final Lcom/example/demo/P;
.super Landroid/content/ContentProvider;
.field public static db:Landroidx/room/RoomDatabase;
.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method
.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    new-instance v0, Lcom/example/demo/NoteDao_Impl;
    sget-object v1, Lcom/example/demo/P;->db:Landroidx/room/RoomDatabase;
    invoke-direct {v0, v1}, Lcom/example/demo/NoteDao_Impl;-><init>(Landroidx/room/RoomDatabase;)V
    const-string v1, "ids"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getStringArrayList(Ljava/lang/String;)Ljava/util/ArrayList;
    move-result-object v1
    const-string v2, "owner"
    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v1}, Lcom/example/demo/NoteDao_Impl;->deleteByIds(Ljava/util/List;)I
    invoke-virtual {v0, v1}, Lcom/example/demo/NoteDao_Impl;->byIds(Ljava/util/List;)Landroid/database/Cursor;
    invoke-virtual {v0, v2}, Lcom/example/demo/NoteDao_Impl;->findByOwner(Ljava/lang/String;)Landroid/database/Cursor;
    invoke-virtual {v0, v2}, Lcom/example/demo/NoteDao_Impl;->countByOwner(Ljava/lang/String;)Landroid/database/Cursor;
    invoke-virtual {v0, v2}, Lcom/example/demo/NoteDao_Impl;->rawByOwner(Ljava/lang/String;)Landroid/database/Cursor;
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method
