# Java sketch (NotesProvider.java), a provider that serves execute_tool itself:
#   public class NotesProvider extends ContentProvider {                    // 10
#       private SQLiteDatabase db;
#       private String lastFile;
#
#       @Override public boolean onCreate() {
#           db = getContext().openOrCreateDatabase("notes.db", 0, null);    // 15
#           return true;                                                    // 16
#       }
#
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           if (!"execute_tool".equals(method)) return null;                // 21
#           Bundle out = new Bundle();                                      // 22
#           try {
#               JSONObject args = Args.parse(extras);                       // 24
#               String tool = extras.getString("tool_name");                // 25
#               if ("search_notes".equals(tool)) search(args);              // 26
#               else if ("export_note".equals(tool)) { lastFile = args.optString("file"); export(); } // 27
#               else if ("open_note".equals(tool)) inside(args);            // 28
#               else if ("ping_host".equals(tool)) ping(args);              // 29
#               else { searchSafe(args); pingCount(args); }                 // 30
#               out.putString("status", "success");                         // 31
#           } catch (JSONException | IOException e) {                       // 32
#               out.putString("status", "error");                           // 33
#           }
#           return out;                                                     // 35
#       }
#       // search, searchSafe, export, inside, ping, pingCount: below
#   }
.class public Lcom/example/af/NotesProvider;
.super Landroid/content/ContentProvider;
.source "NotesProvider.java"

.field private db:Landroid/database/sqlite/SQLiteDatabase;
.field private lastFile:Ljava/lang/String;

.method public constructor <init>()V
    .locals 0
    .line 10
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .locals 4
    .line 15
    invoke-virtual {p0}, Lcom/example/af/NotesProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "notes.db"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    iput-object v0, p0, Lcom/example/af/NotesProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 16
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 4
    .line 21
    const-string v0, "execute_tool"
    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_tool
    const/4 v0, 0x0
    return-object v0
    :cond_tool
    .line 22
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    :try_start_0
    .line 24
    invoke-static {p3}, Lcom/example/af/Args;->parse(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object v1
    .line 25
    const-string v2, "tool_name"
    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    .line 26
    const-string v3, "search_notes"
    invoke-virtual {v3, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :cond_export
    invoke-direct {p0, v1}, Lcom/example/af/NotesProvider;->search(Lorg/json/JSONObject;)Landroid/database/Cursor;
    goto :goto_done
    :cond_export
    .line 27
    const-string v3, "export_note"
    invoke-virtual {v3, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :cond_open
    const-string v2, "file"
    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    iput-object v1, p0, Lcom/example/af/NotesProvider;->lastFile:Ljava/lang/String;
    invoke-direct {p0}, Lcom/example/af/NotesProvider;->export()V
    goto :goto_done
    :cond_open
    .line 28
    const-string v3, "open_note"
    invoke-virtual {v3, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :cond_ping
    invoke-direct {p0, v1}, Lcom/example/af/NotesProvider;->inside(Lorg/json/JSONObject;)Ljava/io/File;
    goto :goto_done
    :cond_ping
    .line 29
    const-string v3, "ping_host"
    invoke-virtual {v3, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :cond_else
    invoke-direct {p0, v1}, Lcom/example/af/NotesProvider;->ping(Lorg/json/JSONObject;)V
    goto :goto_done
    :cond_else
    .line 30
    invoke-direct {p0, v1}, Lcom/example/af/NotesProvider;->searchSafe(Lorg/json/JSONObject;)Landroid/database/Cursor;
    invoke-direct {p0, v1}, Lcom/example/af/NotesProvider;->pingCount(Lorg/json/JSONObject;)V
    :goto_done
    .line 31
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    goto :goto_ret
    :catch_0
    .line 32
    move-exception v1
    .line 33
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    :goto_ret
    .line 35
    return-object v0
.end method

# Java sketch, continued:
#   // true positive 622: the query text is built from an argument
#   private Cursor search(JSONObject args) throws JSONException {
#       String q = args.getString("query");                                 // 40
#       return db.rawQuery("SELECT * FROM notes WHERE title LIKE '%" + q + "%'", null); // 41
#   }
.method private search(Lorg/json/JSONObject;)Landroid/database/Cursor;
    .locals 4
    .line 40
    const-string v0, "query"
    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 41
    iget-object v1, p0, Lcom/example/af/NotesProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "SELECT * FROM notes WHERE title LIKE \'%"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v0, "%\'"
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const/4 v2, 0x0
    invoke-virtual {v1, v0, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

# Java sketch, continued:
#   private Cursor searchSafe(JSONObject args) throws JSONException {
#       String q = args.getString("query");                                 // 46
#       return db.rawQuery("SELECT * FROM notes WHERE title LIKE ?", new String[] {"%" + q + "%"}); // 47
#   }
# near miss CETP622: the argument travels as a selection argument, the SQL text is constant
.method private searchSafe(Lorg/json/JSONObject;)Landroid/database/Cursor;
    .locals 6
    .line 46
    const-string v0, "query"
    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 47
    iget-object v1, p0, Lcom/example/af/NotesProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "%"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    const/4 v3, 0x0
    aput-object v0, v2, v3
    const-string v0, "SELECT * FROM notes WHERE title LIKE ?"
    invoke-virtual {v1, v0, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

# Java sketch, continued:
#   // true positive 622: the file name call() kept in a field is opened under files/
#   private void export() throws IOException {
#       File f = new File(getContext().getFilesDir(), lastFile);            // 52
#       FileOutputStream out = new FileOutputStream(f);                     // 53
#       out.close();                                                        // 54
#   }
.method private export()V
    .locals 3
    .line 52
    new-instance v0, Ljava/io/File;
    invoke-virtual {p0}, Lcom/example/af/NotesProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v1
    iget-object v2, p0, Lcom/example/af/NotesProvider;->lastFile:Ljava/lang/String;
    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 53
    new-instance v1, Ljava/io/FileOutputStream;
    invoke-direct {v1, v0}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    .line 54
    invoke-virtual {v1}, Ljava/io/FileOutputStream;->close()V
    return-void
.end method

# Java sketch, continued:
#   private File inside(JSONObject args) throws IOException, JSONException {
#       File base = getContext().getFilesDir();                             // 59
#       File f = new File(base, args.getString("file"));                    // 60
#       if (!f.getCanonicalPath().startsWith(base.getCanonicalPath() + File.separator)) { // 61
#           throw new SecurityException("outside the app's files");         // 62
#       }
#       return f;                                                           // 64
#   }
# near miss CETP622: the path is canonicalized and kept inside the base directory
.method private inside(Lorg/json/JSONObject;)Ljava/io/File;
    .locals 5
    .line 59
    invoke-virtual {p0}, Lcom/example/af/NotesProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v0
    .line 60
    new-instance v1, Ljava/io/File;
    const-string v2, "file"
    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v1, v0, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 61
    invoke-virtual {v1}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    sget-object v4, Ljava/io/File;->separator:Ljava/lang/String;
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v2, v3}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result v2
    if-eqz v2, :cond_outside
    .line 64
    return-object v1
    :cond_outside
    .line 62
    new-instance v2, Ljava/lang/SecurityException;
    const-string v3, "outside the app\'s files"
    invoke-direct {v2, v3}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V
    throw v2
.end method

# Java sketch, continued:
#   // true positive 622: the host reaches a command line through a helper
#   private void ping(JSONObject args) throws IOException, JSONException {
#       Runtime.getRuntime().exec(Commands.ping(args.getString("host")));   // 69
#   }
.method private ping(Lorg/json/JSONObject;)V
    .locals 2
    .line 69
    invoke-static {}, Ljava/lang/Runtime;->getRuntime()Ljava/lang/Runtime;
    move-result-object v0
    const-string v1, "host"
    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Lcom/example/af/Commands;->ping(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/Runtime;->exec(Ljava/lang/String;)Ljava/lang/Process;
    return-void
.end method

# Java sketch, continued:
#   private void pingCount(JSONObject args) throws IOException, JSONException {
#       int n = args.getInt("count");                                       // 74
#       Runtime.getRuntime().exec("ping -c " + n + " example.com");         // 75
#   }
# near miss CETP622: only a number from the request reaches the command line
.method private pingCount(Lorg/json/JSONObject;)V
    .locals 4
    .line 74
    const-string v0, "count"
    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I
    move-result v0
    .line 75
    invoke-static {}, Ljava/lang/Runtime;->getRuntime()Ljava/lang/Runtime;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "ping -c "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v3, " example.com"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/Runtime;->exec(Ljava/lang/String;)Ljava/lang/Process;
    return-void
.end method
