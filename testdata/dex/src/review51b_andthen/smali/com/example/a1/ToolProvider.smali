# public class ToolProvider extends ContentProvider {
#   SQLiteDatabase db;
#   public Bundle call(String method, String arg, Bundle extras) {
#     String q = extras.getString("table");
#     // allow-list: the second function only ever sees "archive" or "notes"
#     Function<String, String> pick = s -> "archive".equals(s) ? "archive" : "notes";
#     Function<String, Cursor> run = pick.andThen(t -> db.rawQuery("SELECT * FROM " + t, null));
#     run.apply(q).close();
#     return new Bundle();
#   }
# }
.class public Lcom/example/a1/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"
.field db:Landroid/database/sqlite/SQLiteDatabase;
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
.method static synthetic lambda$call$0(Ljava/lang/String;)Ljava/lang/String;
    .registers 2
    const-string v0, "archive"
    invoke-virtual {v0, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :notes
    const-string v0, "archive"
    return-object v0
    :notes
    const-string v0, "notes"
    return-object v0
.end method
.method synthetic lambda$call$1(Ljava/lang/String;)Landroid/database/Cursor;
    .registers 5
    iget-object v0, p0, Lcom/example/a1/ToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
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
    .registers 8
    const-string v0, "table"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    new-instance v1, Lcom/example/a1/ToolProvider$$ExternalSyntheticLambda0;
    invoke-direct {v1}, Lcom/example/a1/ToolProvider$$ExternalSyntheticLambda0;-><init>()V
    new-instance v2, Lcom/example/a1/ToolProvider$$ExternalSyntheticLambda1;
    invoke-direct {v2, p0}, Lcom/example/a1/ToolProvider$$ExternalSyntheticLambda1;-><init>(Lcom/example/a1/ToolProvider;)V
    invoke-interface {v1, v2}, Ljava/util/function/Function;->andThen(Ljava/util/function/Function;)Ljava/util/function/Function;
    move-result-object v2
    invoke-interface {v2, v0}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v3
    check-cast v3, Landroid/database/Cursor;
    invoke-interface {v3}, Landroid/database/Cursor;->close()V
    new-instance v3, Landroid/os/Bundle;
    invoke-direct {v3}, Landroid/os/Bundle;-><init>()V
    return-object v3
.end method
