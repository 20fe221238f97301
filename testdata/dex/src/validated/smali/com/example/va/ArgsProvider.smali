# Java sketch (ArgsProvider.java), a provider that serves execute_tool itself
# and checks its arguments before they reach SQL text or a file path:
#   public class ArgsProvider extends ContentProvider {                          // 10
#       private static final Set<String> SORTS = new HashSet<>(Arrays.asList("title", "created")); // 11
#       private static final Pattern SAFE_NAME = Pattern.compile("[A-Za-z0-9_-]{1,64}\\.txt");   // 12
#       private SQLiteDatabase db;
#
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           String sort = extras.getString("sort");                               // 16
#           String kind = extras.getString("kind");                               // 17
#           String name = extras.getString("name");                               // 18
#           String order = extras.getString("order");                             // 19
#           try {
#               sortBy(sort); sortUnchecked(sort);                                // 21
#               kindSwitch(kind); kindAfterCheck(kind);                           // 22
#               File dir = getContext().getFilesDir();                            // 23
#               fileByPattern(dir, name); fileLoose(dir, name); fileDots(dir, name); // 24
#               if ("asc".equals(order) || "desc".equals(order)) listOrdered(order); // 25
#               listAnyOrder(order);                                              // 26
#           } catch (IOException e) {
#           }
#           return new Bundle();                                                  // 29
#       }
#       // the methods below
#   }
.class public Lcom/example/va/ArgsProvider;
.super Landroid/content/ContentProvider;
.source "ArgsProvider.java"

.field private static final SAFE_NAME:Ljava/util/regex/Pattern;
.field private static final SORTS:Ljava/util/Set;
.field private db:Landroid/database/sqlite/SQLiteDatabase;

.method static constructor <clinit>()V
    .registers 4
    .line 11
    new-instance v0, Ljava/util/HashSet;
    const/4 v1, 0x2
    new-array v1, v1, [Ljava/lang/String;
    const/4 v2, 0x0
    const-string v3, "title"
    aput-object v3, v1, v2
    const/4 v2, 0x1
    const-string v3, "created"
    aput-object v3, v1, v2
    invoke-static {v1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v1
    invoke-direct {v0, v1}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V
    sput-object v0, Lcom/example/va/ArgsProvider;->SORTS:Ljava/util/Set;
    .line 12
    const-string v0, "[A-Za-z0-9_-]{1,64}\\.txt"
    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;
    move-result-object v0
    sput-object v0, Lcom/example/va/ArgsProvider;->SAFE_NAME:Ljava/util/regex/Pattern;
    return-void
.end method

.method public constructor <init>()V
    .registers 1
    .line 10
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    .line 16
    const-string v0, "sort"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 17
    const-string v1, "kind"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    .line 18
    const-string v2, "name"
    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    .line 19
    const-string v3, "order"
    invoke-virtual {p3, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    :try_start_0
    .line 21
    invoke-direct {p0, v0}, Lcom/example/va/ArgsProvider;->sortBy(Ljava/lang/String;)V
    invoke-direct {p0, v0}, Lcom/example/va/ArgsProvider;->sortUnchecked(Ljava/lang/String;)V
    .line 22
    invoke-direct {p0, v1}, Lcom/example/va/ArgsProvider;->kindSwitch(Ljava/lang/String;)V
    invoke-direct {p0, v1}, Lcom/example/va/ArgsProvider;->kindAfterCheck(Ljava/lang/String;)V
    .line 23
    invoke-virtual {p0}, Lcom/example/va/ArgsProvider;->getContext()Landroid/content/Context;
    move-result-object v4
    invoke-virtual {v4}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v4
    .line 24
    invoke-direct {p0, v4, v2}, Lcom/example/va/ArgsProvider;->fileByPattern(Ljava/io/File;Ljava/lang/String;)V
    invoke-direct {p0, v4, v2}, Lcom/example/va/ArgsProvider;->fileLoose(Ljava/io/File;Ljava/lang/String;)V
    invoke-direct {p0, v4, v2}, Lcom/example/va/ArgsProvider;->fileDots(Ljava/io/File;Ljava/lang/String;)V
    .line 25
    const-string v5, "asc"
    invoke-virtual {v5, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v5
    if-nez v5, :cond_ordered
    const-string v5, "desc"
    invoke-virtual {v5, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v5
    if-eqz v5, :cond_any
    :cond_ordered
    invoke-direct {p0, v3}, Lcom/example/va/ArgsProvider;->listOrdered(Ljava/lang/String;)V
    .line 26
    :cond_any
    invoke-direct {p0, v3}, Lcom/example/va/ArgsProvider;->listAnyOrder(Ljava/lang/String;)V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    goto :goto_0
    :catch_0
    move-exception v4
    .line 29
    :goto_0
    new-instance v4, Landroid/os/Bundle;
    invoke-direct {v4}, Landroid/os/Bundle;-><init>()V
    return-object v4
.end method

# near miss CETP622: sort is one of an allow-list before it becomes the ORDER BY
.method private sortBy(Ljava/lang/String;)V
    .registers 10
    .line 32
    sget-object v0, Lcom/example/va/ArgsProvider;->SORTS:Ljava/util/Set;
    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_0
    return-void
    .line 33
    :cond_0
    iget-object v1, p0, Lcom/example/va/ArgsProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v2, "notes"
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    move-object v8, p1
    invoke-virtual/range {v1 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    invoke-interface {v0}, Landroid/database/Cursor;->close()V
    .line 34
    return-void
.end method

# true positive CETP622: the allow-list's answer is dropped
.method private sortUnchecked(Ljava/lang/String;)V
    .registers 10
    .line 37
    sget-object v0, Lcom/example/va/ArgsProvider;->SORTS:Ljava/util/Set;
    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    .line 38
    iget-object v1, p0, Lcom/example/va/ArgsProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v2, "notes"
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/4 v5, 0x0
    const/4 v6, 0x0
    const/4 v7, 0x0
    move-object v8, p1
    invoke-virtual/range {v1 .. v8}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    invoke-interface {v0}, Landroid/database/Cursor;->close()V
    .line 39
    return-void
.end method

# near miss CETP622: javac's string switch (hashCode, equals, then a switch on
# the case index) lets only "note" and "todo" reach the statement:
#   switch (kind) { case "note": case "todo": db.execSQL("DELETE FROM " + kind); }
.method private kindSwitch(Ljava/lang/String;)V
    .registers 5
    .line 42
    const/4 v0, -0x1
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result v1
    sparse-switch v1, :sswitch_data_0
    goto :goto_0
    :sswitch_0
    const-string v1, "note"
    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :goto_0
    const/4 v0, 0x0
    goto :goto_0
    :sswitch_1
    const-string v1, "todo"
    invoke-virtual {p1, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :goto_0
    const/4 v0, 0x1
    :goto_0
    packed-switch v0, :pswitch_data_0
    goto :goto_1
    .line 44
    :pswitch_0
    iget-object v1, p0, Lcom/example/va/ArgsProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "DELETE FROM "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 46
    :goto_1
    return-void

    :sswitch_data_0
    .sparse-switch
        0x33aff2 -> :sswitch_0
        0x366846 -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_0
    .end packed-switch
.end method

# true positive CETP622: the comparison only decides whether to log; every
# kind reaches the statement:
#   if ("note".equals(kind)) Log.i("va", "note"); db.execSQL("DELETE FROM " + kind);
.method private kindAfterCheck(Ljava/lang/String;)V
    .registers 5
    .line 49
    const-string v0, "note"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_0
    const-string v0, "va"
    const-string v1, "note"
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 50
    :cond_0
    iget-object v1, p0, Lcom/example/va/ArgsProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "DELETE FROM "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    .line 51
    return-void
.end method

# near miss CETP622: the name must wholly match a plain-file-name pattern
# (no separator, never "..") before it names a file:
#   if (!SAFE_NAME.matcher(name).matches()) return;
#   new FileInputStream(new File(dir, name)).close();
.method private fileByPattern(Ljava/io/File;Ljava/lang/String;)V
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation
    .line 54
    sget-object v0, Lcom/example/va/ArgsProvider;->SAFE_NAME:Ljava/util/regex/Pattern;
    invoke-virtual {v0, p2}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z
    move-result v0
    if-nez v0, :cond_0
    return-void
    .line 55
    :cond_0
    new-instance v0, Ljava/io/FileInputStream;
    new-instance v1, Ljava/io/File;
    invoke-direct {v1, p1, p2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V
    invoke-virtual {v0}, Ljava/io/FileInputStream;->close()V
    .line 56
    return-void
.end method

# true positive CETP622: the pattern admits '/' (and so "../"):
#   if (!name.matches("[\\w./-]+")) return;
.method private fileLoose(Ljava/io/File;Ljava/lang/String;)V
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation
    .line 59
    const-string v0, "[\\w./-]+"
    invoke-virtual {p2, v0}, Ljava/lang/String;->matches(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :cond_0
    return-void
    .line 60
    :cond_0
    new-instance v0, Ljava/io/FileInputStream;
    new-instance v1, Ljava/io/File;
    invoke-direct {v1, p1, p2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V
    invoke-virtual {v0}, Ljava/io/FileInputStream;->close()V
    .line 61
    return-void
.end method

# true positive CETP622: no separator, but ".." matches and names the parent:
#   if (!Pattern.matches("[A-Za-z0-9.]{1,64}", name)) return;
.method private fileDots(Ljava/io/File;Ljava/lang/String;)V
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation
    .line 64
    const-string v0, "[A-Za-z0-9.]{1,64}"
    invoke-static {v0, p2}, Ljava/util/regex/Pattern;->matches(Ljava/lang/String;Ljava/lang/CharSequence;)Z
    move-result v0
    if-nez v0, :cond_0
    return-void
    .line 65
    :cond_0
    new-instance v0, Ljava/io/FileInputStream;
    new-instance v1, Ljava/io/File;
    invoke-direct {v1, p1, p2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-direct {v0, v1}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V
    invoke-virtual {v0}, Ljava/io/FileInputStream;->close()V
    .line 66
    return-void
.end method

# near miss CETP622: its only caller lets just "asc" or "desc" through (line 25):
#   db.rawQuery("SELECT * FROM notes ORDER BY title " + order, null).close();
.method private listOrdered(Ljava/lang/String;)V
    .registers 5
    .line 69
    iget-object v0, p0, Lcom/example/va/ArgsProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "SELECT * FROM notes ORDER BY title "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    invoke-interface {v0}, Landroid/database/Cursor;->close()V
    .line 70
    return-void
.end method

# true positive CETP622: the same query, called for every order (line 26)
.method private listAnyOrder(Ljava/lang/String;)V
    .registers 5
    .line 73
    iget-object v0, p0, Lcom/example/va/ArgsProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "SELECT * FROM notes ORDER BY created "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    invoke-interface {v0}, Landroid/database/Cursor;->close()V
    .line 74
    return-void
.end method
