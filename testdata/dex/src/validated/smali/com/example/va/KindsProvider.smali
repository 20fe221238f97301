# Kotlin sketch (KindsProvider.kt), a provider that serves execute_tool itself:
#   class KindsProvider : ContentProvider() {                                     // 8
#       private lateinit var db: SQLiteDatabase
#       override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
#           val b = extras!!                                                       // 12
#           byKind(b.getString("kind")!!)                                          // 13
#           byMode(b.getString("mode")!!)                                          // 14
#           byModeLoose(b.getString("mode")!!)                                     // 15
#           val dir = context!!.filesDir                                           // 16
#           open(dir, b.getString("name")!!)                                       // 17
#           openFound(dir, b.getString("name")!!)                                  // 18
#           return Bundle()                                                        // 19
#       }
#       // the functions below
#       companion object { private val SAFE = Regex("[A-Za-z0-9_-]{1,64}\\.txt") } // 40
#   }
.class public final Lcom/example/va/KindsProvider;
.super Landroid/content/ContentProvider;
.source "KindsProvider.kt"

.field public static final Companion:Lcom/example/va/KindsProvider$Companion;
.field private static final SAFE:Lkotlin/text/Regex;
.field private db:Landroid/database/sqlite/SQLiteDatabase;

.method static constructor <clinit>()V
    .locals 2
    new-instance v0, Lcom/example/va/KindsProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/va/KindsProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/va/KindsProvider;->Companion:Lcom/example/va/KindsProvider$Companion;
    .line 40
    new-instance v0, Lkotlin/text/Regex;
    const-string v1, "[A-Za-z0-9_-]{1,64}\\.txt"
    invoke-direct {v0, v1}, Lkotlin/text/Regex;-><init>(Ljava/lang/String;)V
    sput-object v0, Lcom/example/va/KindsProvider;->SAFE:Lkotlin/text/Regex;
    return-void
.end method

.method public constructor <init>()V
    .locals 0
    .line 8
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .locals 1
    const/4 v0, 0x1
    return v0
.end method

.method private final db()Landroid/database/sqlite/SQLiteDatabase;
    .locals 1
    iget-object v0, p0, Lcom/example/va/KindsProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v0, :cond_0
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    :cond_0
    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 3
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    invoke-static {p3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    .line 13
    const-string v0, "kind"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {p0, v0}, Lcom/example/va/KindsProvider;->byKind(Ljava/lang/String;)V
    .line 14
    const-string v0, "mode"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {p0, v0}, Lcom/example/va/KindsProvider;->byMode(Ljava/lang/String;)V
    .line 15
    const-string v0, "mode"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {p0, v0}, Lcom/example/va/KindsProvider;->byModeLoose(Ljava/lang/String;)V
    .line 16
    invoke-virtual {p0}, Lcom/example/va/KindsProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v0
    .line 17
    const-string v1, "name"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {p0, v0, v1}, Lcom/example/va/KindsProvider;->open(Ljava/io/File;Ljava/lang/String;)V
    .line 18
    const-string v1, "name"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-direct {p0, v0, v1}, Lcom/example/va/KindsProvider;->openFound(Ljava/io/File;Ljava/lang/String;)V
    .line 19
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method

# near miss CETP622: kotlinc's `when` on a string (hashCode, then equals in
# each case) lets only "note" and "todo" through:
#   private fun byKind(kind: String) {
#       when (kind) { "note", "todo" -> db.execSQL("DELETE FROM $kind") }     // 23-24
#   }
.method private final byKind(Ljava/lang/String;)V
    .locals 2
    .line 23
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sswitch_data_0
    goto :goto_0
    :sswitch_0
    const-string v0, "note"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_0
    goto :goto_0
    :sswitch_1
    const-string v0, "todo"
    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_0
    goto :goto_0
    .line 24
    :cond_0
    invoke-direct {p0}, Lcom/example/va/KindsProvider;->db()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "DELETE FROM "
    invoke-static {v1, p1}, Lkotlin/jvm/internal/Intrinsics;->stringPlus(Ljava/lang/String;Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 26
    :goto_0
    return-void

    :sswitch_data_0
    .sparse-switch
        0x33aff2 -> :sswitch_0
        0x366846 -> :sswitch_1
    .end sparse-switch
.end method

# near miss CETP622: a `when` with two string cases, which kotlinc compiles
# to an Intrinsics.areEqual chain merged into one flag:
#   private fun byMode(mode: String) {
#       when (mode) { "asc", "desc" -> db.execSQL("UPDATE prefs SET mode = '$mode'") } // 28-29
#   }
.method private final byMode(Ljava/lang/String;)V
    .locals 3
    .line 28
    const-string v0, "asc"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_0
    const/4 v0, 0x1
    goto :goto_0
    :cond_0
    const-string v0, "desc"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    :goto_0
    if-eqz v0, :cond_1
    .line 29
    invoke-direct {p0}, Lcom/example/va/KindsProvider;->db()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "UPDATE prefs SET mode = \'"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    const/16 v2, 0x27
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 31
    :cond_1
    return-void
.end method

# true positive CETP622: the comparison is kept in a flag that only a log
# line reads; every mode reaches the statement:
#   private fun byModeLoose(mode: String) {
#       val ok = mode == "asc"; Log.i("va", "ok=$ok")                          // 33
#       db.execSQL("UPDATE prefs SET mode = '$mode'")                          // 34
#   }
.method private final byModeLoose(Ljava/lang/String;)V
    .locals 3
    .line 33
    const-string v0, "asc"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    const-string v1, "va"
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v0, "ok="
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-static {v1, v2}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 34
    invoke-direct {p0}, Lcom/example/va/KindsProvider;->db()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "UPDATE prefs SET mode = \'"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    const/16 v2, 0x27
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 35
    return-void
.end method

# near miss CETP622: Regex.matches (the whole name) against the companion's
# plain-file-name pattern before the name names a file:
#   private fun open(dir: File, name: String) {
#       if (!SAFE.matches(name)) return                                        // 37
#       FileInputStream(File(dir, name)).close()                               // 38
#   }
.method private final open(Ljava/io/File;Ljava/lang/String;)V
    .locals 2
    .line 37
    sget-object v0, Lcom/example/va/KindsProvider;->SAFE:Lkotlin/text/Regex;
    move-object v1, p2
    check-cast v1, Ljava/lang/CharSequence;
    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z
    move-result v0
    if-nez v0, :cond_0
    return-void
    .line 38
    :cond_0
    new-instance v0, Ljava/io/FileInputStream;
    new-instance v1, Ljava/io/File;
    invoke-direct {v1, p1, p2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V
    invoke-virtual {v0}, Ljava/io/FileInputStream;->close()V
    .line 39
    return-void
.end method

# true positive CETP622: containsMatchIn accepts a name that merely holds a
# match somewhere ("../../x.txt"):
#   private fun openFound(dir: File, name: String) {
#       if (!SAFE.containsMatchIn(name)) return                                // 42
#       FileInputStream(File(dir, name)).close()                               // 43
#   }
.method private final openFound(Ljava/io/File;Ljava/lang/String;)V
    .locals 2
    .line 42
    sget-object v0, Lcom/example/va/KindsProvider;->SAFE:Lkotlin/text/Regex;
    move-object v1, p2
    check-cast v1, Ljava/lang/CharSequence;
    invoke-virtual {v0, v1}, Lkotlin/text/Regex;->containsMatchIn(Ljava/lang/CharSequence;)Z
    move-result v0
    if-nez v0, :cond_0
    return-void
    .line 43
    :cond_0
    new-instance v0, Ljava/io/FileInputStream;
    new-instance v1, Ljava/io/File;
    invoke-direct {v1, p1, p2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V
    invoke-virtual {v0}, Ljava/io/FileInputStream;->close()V
    .line 44
    return-void
.end method
