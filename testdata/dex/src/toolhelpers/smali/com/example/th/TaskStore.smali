# Java sketch (TaskStore.java):
#   class TaskStore {                                                              // 9
#       private boolean archive;
#       boolean isArchive() { return archive; }                                    // 11
#
#       CetpProviderResult list(Context context) {
#           SQLiteDatabase db = context.openOrCreateDatabase("tasks.db", 0, null); // 14
#           Cursor c = db.query("tasks", null, null, null, null, null, null);     // 15
#           db.execSQL("UPDATE tasks SET seen = 1");                              // 16
#           return CetpProviderResult.Companion.inline(c.getCount());             // 17
#       }
#
#       CetpProviderResult count(Context context) {
#           SQLiteDatabase db = context.openOrCreateDatabase("tasks.db", 0, null); // 21
#           Cursor c = db.query("tasks", null, null, null, null, null, null);     // 22
#           return CetpProviderResult.Companion.inline(c.getCount());             // 23
#       }
#
#       CetpProviderResult delete(Context context) {
#           context.openOrCreateDatabase("tasks.db", 0, null).execSQL("DELETE FROM tasks WHERE done = 1"); // 27
#           return CetpProviderResult.Companion.inline(0);                        // 28
#       }
#
#       CetpProviderResult export(Context context) throws IOException {
#           new FileOutputStream(new File(context.getFilesDir(), "tasks.csv")).close(); // 32
#           return CetpProviderResult.Companion.inline(0);                        // 33
#       }
#
#       CetpProviderResult touch(Context context) {
#           context.getSharedPreferences("tasks", 0).edit().putLong("touched", 1L).apply(); // 37
#           return CetpProviderResult.Companion.inline(0);                        // 38
#       }
#
#       CetpProviderResult purge(Context context) { return delete(context); }      // 41
#   }
.class Lcom/example/th/TaskStore;
.super Ljava/lang/Object;
.source "TaskStore.java"

.field private archive:Z

.method constructor <init>()V
    .locals 0
    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method isArchive()Z
    .locals 1
    .line 11
    iget-boolean v0, p0, Lcom/example/th/TaskStore;->archive:Z
    return v0
.end method

.method list(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 8
    .line 14
    const-string v0, "tasks.db"
    const/4 v1, 0x0
    const/4 v2, 0x0
    invoke-virtual {p1, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    .line 15
    const-string v1, "tasks"
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    move-object v0, p1
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    .line 16
    const-string v1, "UPDATE tasks SET seen = 1"
    invoke-virtual {p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 17
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-interface {v0}, Landroid/database/Cursor;->getCount()I
    move-result v0
    invoke-virtual {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->inline(I)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method

.method count(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 8
    .line 21
    const-string v0, "tasks.db"
    const/4 v1, 0x0
    const/4 v2, 0x0
    invoke-virtual {p1, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    .line 22
    const-string v1, "tasks"
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    .line 23
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-interface {v0}, Landroid/database/Cursor;->getCount()I
    move-result v0
    invoke-virtual {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->inline(I)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method

.method delete(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 3
    .line 27
    const-string v0, "tasks.db"
    const/4 v1, 0x0
    const/4 v2, 0x0
    invoke-virtual {p1, v0, v1, v2}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p1
    const-string v0, "DELETE FROM tasks WHERE done = 1"
    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 28
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    invoke-virtual {p1, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->inline(I)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method

.method export(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 3
    .line 32
    new-instance v0, Ljava/io/FileOutputStream;
    new-instance v1, Ljava/io/File;
    invoke-virtual {p1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object p1
    const-string v2, "tasks.csv"
    invoke-direct {v1, p1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    invoke-virtual {v0}, Ljava/io/FileOutputStream;->close()V
    .line 33
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const/4 v0, 0x0
    invoke-virtual {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->inline(I)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method

.method touch(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 3
    .line 37
    const-string v0, "tasks"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    const-string v0, "touched"
    const-wide/16 v1, 0x1
    invoke-interface {p1, v0, v1, v2}, Landroid/content/SharedPreferences$Editor;->putLong(Ljava/lang/String;J)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 38
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    const/4 v0, 0x0
    invoke-virtual {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->inline(I)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method

.method purge(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 0
    .line 41
    invoke-virtual {p0, p1}, Lcom/example/th/TaskStore;->delete(Landroid/content/Context;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method
