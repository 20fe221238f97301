# Kotlin sketch (JournalProvider.kt), a provider that serves execute_tool itself:
#   class JournalProvider : ContentProvider() {                             // 12
#       private lateinit var db: SQLiteDatabase
#
#       override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
#           if (method != "execute_tool" || extras == null) return null     // 16
#           if (extras.getLong("deadline_at_ms") < System.currentTimeMillis()) return null // 17
#           val tag = extras.arg("tag")                                     // 18
#           // true positive 622: the selection is built from the argument
#           db.query("entries", null, "tag = '$tag'", null, null, null, null).close() // 20
#           db.delete("entries", "tag = " + DatabaseUtils.sqlEscapeString(tag), null) // 21
#           requireContext().openFileOutput(File(tag).name, Context.MODE_PRIVATE).close() // 22
#           return Bundle()                                                 // 23
#       }
#   }
.class public final Lcom/example/af/JournalProvider;
.super Landroid/content/ContentProvider;
.source "JournalProvider.kt"

.field private db:Landroid/database/sqlite/SQLiteDatabase;

.method public constructor <init>()V
    .locals 0
    .line 12
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private final db()Landroid/database/sqlite/SQLiteDatabase;
    .locals 1
    iget-object v0, p0, Lcom/example/af/JournalProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :cond_init
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :cond_init
    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 9
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    const-string v0, "execute_tool"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    const/4 v1, 0x0
    if-eqz v0, :cond_none
    if-nez p3, :cond_extras
    :cond_none
    return-object v1
    :cond_extras
    .line 17
    const-string v0, "deadline_at_ms"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v2
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v4
    cmp-long v0, v2, v4
    if-gez v0, :cond_live
    return-object v1
    :cond_live
    .line 18
    const-string v0, "tag"
    invoke-static {p3, v0}, Lcom/example/af/ExtrasKt;->arg(Landroid/os/Bundle;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 20
    invoke-direct {p0}, Lcom/example/af/JournalProvider;->db()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v2
    const-string v3, "entries"
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "tag = \'"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v4
    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v4
    const/16 v5, 0x27
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v4
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    const/4 v4, 0x0
    move-object v6, v4
    move-object v7, v4
    move-object v8, v4
    invoke-virtual/range {v2 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v2
    invoke-interface {v2}, Landroid/database/Cursor;->close()V
    .line 21
    # near miss CETP622: the value is escaped as an SQL literal
    invoke-direct {p0}, Lcom/example/af/JournalProvider;->db()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "tag = "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-static {v0}, Landroid/database/DatabaseUtils;->sqlEscapeString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    const-string v4, "entries"
    invoke-virtual {v2, v4, v3, v1}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    .line 22
    # near miss CETP622: only the last name component of the argument is kept
    invoke-virtual {p0}, Lcom/example/af/JournalProvider;->requireContext()Landroid/content/Context;
    move-result-object v2
    new-instance v3, Ljava/io/File;
    invoke-direct {v3, v0}, Ljava/io/File;-><init>(Ljava/lang/String;)V
    invoke-virtual {v3}, Ljava/io/File;->getName()Ljava/lang/String;
    move-result-object v0
    const-string v3, "getName(...)"
    invoke-static {v0, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v3, 0x0
    invoke-virtual {v2, v0, v3}, Landroid/content/Context;->openFileOutput(Ljava/lang/String;I)Ljava/io/FileOutputStream;
    move-result-object v0
    invoke-virtual {v0}, Ljava/io/FileOutputStream;->close()V
    .line 23
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method
