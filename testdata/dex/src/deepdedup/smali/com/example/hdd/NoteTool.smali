.class final Lcom/example/hdd/NoteTool;
.super Ljava/lang/Object;
.source "NoteTool.java"

# Java sketch: sketch/NoteTool.java (javac 17 + D8 --min-api 24).
# post_note (near miss): memory cache in front of SharedPreferences keyed by the request id itself.

.field private final cache:Ljava/util/HashMap;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/HashMap<",
            "Ljava/lang/String;",
            "Landroid/os/Bundle;",
            ">;"
        }
    .end annotation
.end field

.field private final db:Lcom/example/hdd/AppDb;

.field private final prefs:Landroid/content/SharedPreferences;

.method constructor <init>(Landroid/content/Context;Lcom/example/hdd/AppDb;)V
    .registers 5
    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 11
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    iput-object v0, p0, Lcom/example/hdd/NoteTool;->cache:Ljava/util/HashMap;
    .line 16
    const-string v0, "note_requests"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    iput-object p1, p0, Lcom/example/hdd/NoteTool;->prefs:Landroid/content/SharedPreferences;
    .line 17
    iput-object p2, p0, Lcom/example/hdd/NoteTool;->db:Lcom/example/hdd/AppDb;
    .line 18
    return-void
.end method

.method post(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6
    .line 21
    iget-object v0, p0, Lcom/example/hdd/NoteTool;->cache:Ljava/util/HashMap;
    invoke-virtual {v0, p1}, Ljava/util/HashMap;->containsKey(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_0
    .line 22
    iget-object p2, p0, Lcom/example/hdd/NoteTool;->cache:Ljava/util/HashMap;
    invoke-virtual {p2, p1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Landroid/os/Bundle;
    return-object p1
    .line 24
    :cond_0
    iget-object v0, p0, Lcom/example/hdd/NoteTool;->prefs:Landroid/content/SharedPreferences;
    const/4 v1, 0x0
    invoke-interface {v0, p1, v1}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 25
    if-nez v0, :cond_1
    .line 26
    iget-object v0, p0, Lcom/example/hdd/NoteTool;->db:Lcom/example/hdd/AppDb;
    invoke-virtual {v0, p2}, Lcom/example/hdd/AppDb;->insertNote(Ljava/lang/String;)J
    move-result-wide v0
    .line 27
    new-instance p2, Ljava/lang/StringBuilder;
    invoke-direct {p2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "{\"note_id\":"
    invoke-virtual {p2, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object p2
    const-string v0, "}"
    invoke-virtual {p2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    .line 28
    iget-object p2, p0, Lcom/example/hdd/NoteTool;->prefs:Landroid/content/SharedPreferences;
    invoke-interface {p2}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p2
    invoke-interface {p2, p1, v0}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p2
    invoke-interface {p2}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 30
    :cond_1
    invoke-static {p1, v0}, Lcom/example/hdd/Replies;->success(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p2
    .line 31
    iget-object v0, p0, Lcom/example/hdd/NoteTool;->cache:Ljava/util/HashMap;
    invoke-virtual {v0, p1, p2}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 32
    return-object p2
.end method
