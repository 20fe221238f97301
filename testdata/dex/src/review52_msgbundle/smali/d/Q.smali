# // An unrelated Handler (the app's own journal), fed only by Sender with a constant note.
# class Q extends Handler {
#   SQLiteDatabase db;
#   Q(Looper l, SQLiteDatabase db) { super(l); this.db = db; }
#   public void handleMessage(Message msg) {
#     String n = msg.getData().getString("note");
#     db.execSQL("INSERT INTO journal VALUES('" + n + "')");
#   }
#   static void ping(Q q) {                       // the only sender to Q
#     Message m = Message.obtain();
#     Bundle d = new Bundle(); d.putString("note", "started"); m.setData(d);
#     q.sendMessage(m);
#   }
# }
.class public Ld/Q;
.super Landroid/os/Handler;
.field db:Landroid/database/sqlite/SQLiteDatabase;
.method public constructor <init>(Landroid/os/Looper;Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3
    invoke-direct {p0, p1}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V
    iput-object p2, p0, Ld/Q;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-void
.end method
.method public handleMessage(Landroid/os/Message;)V
    .registers 5
    invoke-virtual {p1}, Landroid/os/Message;->getData()Landroid/os/Bundle;
    move-result-object v0
    const-string v1, "note"
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "INSERT INTO journal VALUES(\'"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, "\')"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    iget-object v3, p0, Ld/Q;->db:Landroid/database/sqlite/SQLiteDatabase;
    invoke-virtual {v3, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    return-void
.end method
.method static ping(Ld/Q;)V
    .registers 5
    invoke-static {}, Landroid/os/Message;->obtain()Landroid/os/Message;
    move-result-object v0
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    const-string v2, "note"
    const-string v3, "started"
    invoke-virtual {v1, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {v0, v1}, Landroid/os/Message;->setData(Landroid/os/Bundle;)V
    invoke-virtual {p0, v0}, Landroid/os/Handler;->sendMessage(Landroid/os/Message;)Z
    return-void
.end method
