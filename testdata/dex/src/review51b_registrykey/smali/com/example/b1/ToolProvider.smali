# public class ToolProvider extends ContentProvider {
#   SQLiteDatabase db;
#   final Map<String, Function<String, Cursor>> tools = new HashMap<>();
#   public boolean onCreate() {
#     tools.put("count", s -> db.rawQuery("SELECT count(*) FROM notes WHERE tag=?", new String[]{s}));  // Lambda0, safe
#     tools.put("vacuum", t -> db.rawQuery("SELECT * FROM " + t, null));  // Lambda1, only ever given a constant
#     tools.put("export", Exporters.csv());   // B1 only: a Function a library (not in the APK) makes
#     return true;
#   }
#   public Bundle call(String method, String arg, Bundle extras) {
#     tools.get("count").apply(extras.getString("tag")).close();
#     return new Bundle();
#   }
#   void maintenance() { tools.get("vacuum").apply("notes").close(); }
# }
.class public Lcom/example/b1/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"
.field db:Landroid/database/sqlite/SQLiteDatabase;
.field final tools:Ljava/util/Map;
.method public constructor <init>()V
    .registers 2
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lcom/example/b1/ToolProvider;->tools:Ljava/util/Map;
    return-void
.end method
.method public onCreate()Z
    .registers 4
    iget-object v0, p0, Lcom/example/b1/ToolProvider;->tools:Ljava/util/Map;
    const-string v1, "count"
    new-instance v2, Lcom/example/b1/ToolProvider$$ExternalSyntheticLambda0;
    invoke-direct {v2, p0}, Lcom/example/b1/ToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/b1/ToolProvider;)V
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    const-string v1, "vacuum"
    new-instance v2, Lcom/example/b1/ToolProvider$$ExternalSyntheticLambda1;
    invoke-direct {v2, p0}, Lcom/example/b1/ToolProvider$$ExternalSyntheticLambda1;-><init>(Lcom/example/b1/ToolProvider;)V
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    const-string v1, "export"
    invoke-static {}, Lcom/example/lib/Exporters;->csv()Ljava/util/function/Function;
    move-result-object v2
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    const/4 v0, 0x1
    return v0
.end method
.method synthetic lambda$onCreate$0(Ljava/lang/String;)Landroid/database/Cursor;
    .registers 6
    iget-object v0, p0, Lcom/example/b1/ToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const/4 v1, 0x1
    new-array v1, v1, [Ljava/lang/String;
    const/4 v2, 0x0
    aput-object p1, v1, v2
    const-string v2, "SELECT count(*) FROM notes WHERE tag=?"
    invoke-virtual {v0, v2, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method
.method synthetic lambda$onCreate$1(Ljava/lang/String;)Landroid/database/Cursor;
    .registers 5
    iget-object v0, p0, Lcom/example/b1/ToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "SELECT * FROM "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    const-string v0, "tag"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    iget-object v1, p0, Lcom/example/b1/ToolProvider;->tools:Ljava/util/Map;
    const-string v2, "count"
    invoke-interface {v1, v2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/util/function/Function;
    invoke-interface {v1, v0}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Landroid/database/Cursor;
    invoke-interface {v1}, Landroid/database/Cursor;->close()V
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    return-object v1
.end method
.method maintenance()V
    .registers 3
    iget-object v0, p0, Lcom/example/b1/ToolProvider;->tools:Ljava/util/Map;
    const-string v1, "vacuum"
    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/function/Function;
    const-string v1, "notes"
    invoke-interface {v0, v1}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/database/Cursor;
    invoke-interface {v0}, Landroid/database/Cursor;->close()V
    return-void
.end method
