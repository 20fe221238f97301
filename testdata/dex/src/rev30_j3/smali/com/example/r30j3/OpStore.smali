.class final Lcom/example/r30j3/OpStore;
.super Ljava/lang/Object;
.source "OpStore.java"

# Java sketch: sketch/OpStore.java. Operations live in a ConcurrentHashMap
# cache and are written through to SharedPreferences.


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r30j3/OpStore$Op;
    }
.end annotation


# instance fields
.field private final disk:Landroid/content/SharedPreferences;

.field private final live:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/example/r30j3/OpStore$Op;",
            ">;"
        }
    .end annotation
.end field

.method constructor <init>(Landroid/content/Context;)V
    .registers 4
    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 15
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, p0, Lcom/example/r30j3/OpStore;->live:Ljava/util/Map;
    .line 18
    const-string v0, "operations"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    iput-object p1, p0, Lcom/example/r30j3/OpStore;->disk:Landroid/content/SharedPreferences;
    .line 19
    return-void
.end method

.method cancel(Ljava/lang/String;)V
    .registers 5
    .line 44
    invoke-virtual {p0, p1}, Lcom/example/r30j3/OpStore;->get(Ljava/lang/String;)Lcom/example/r30j3/OpStore$Op;
    move-result-object v0
    .line 45
    if-nez v0, :cond_0
    return-void
    .line 46
    :cond_0
    const-string v1, "cancelled"
    iput-object v1, v0, Lcom/example/r30j3/OpStore$Op;->state:Ljava/lang/String;
    .line 47
    iget-object v1, p0, Lcom/example/r30j3/OpStore;->disk:Landroid/content/SharedPreferences;
    invoke-interface {v1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v1
    iget v0, v0, Lcom/example/r30j3/OpStore$Op;->uid:I
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v2, ":cancelled"
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-interface {v1, p1, v0}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 48
    return-void
.end method

.method finish(Ljava/lang/String;Ljava/lang/String;)V
    .registers 6
    .line 38
    invoke-virtual {p0, p1}, Lcom/example/r30j3/OpStore;->get(Ljava/lang/String;)Lcom/example/r30j3/OpStore$Op;
    move-result-object v0
    .line 39
    if-nez v0, :cond_0
    return-void
    .line 40
    :cond_0
    const-string v1, "succeeded"
    iput-object v1, v0, Lcom/example/r30j3/OpStore$Op;->state:Ljava/lang/String;
    .line 41
    iget-object v1, p0, Lcom/example/r30j3/OpStore;->disk:Landroid/content/SharedPreferences;
    invoke-interface {v1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v1
    iget v0, v0, Lcom/example/r30j3/OpStore$Op;->uid:I
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v2, ":succeeded"
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-interface {v1, p1, v0}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v1, ".result"
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-interface {v0, p1, p2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 42
    return-void
.end method

.method get(Ljava/lang/String;)Lcom/example/r30j3/OpStore$Op;
    .registers 6
    .line 25
    iget-object v0, p0, Lcom/example/r30j3/OpStore;->live:Ljava/util/Map;
    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/example/r30j3/OpStore$Op;
    .line 26
    if-nez v0, :cond_0
    .line 27
    iget-object v1, p0, Lcom/example/r30j3/OpStore;->disk:Landroid/content/SharedPreferences;
    const/4 v2, 0x0
    invoke-interface {v1, p1, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    .line 28
    if-eqz v1, :cond_0
    .line 29
    const/16 v0, 0x3a
    invoke-virtual {v1, v0}, Ljava/lang/String;->indexOf(I)I
    move-result v0
    .line 30
    new-instance v2, Lcom/example/r30j3/OpStore$Op;
    const/4 v3, 0x0
    invoke-virtual {v1, v3, v0}, Ljava/lang/String;->substring(II)Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v3
    invoke-direct {v2, v3}, Lcom/example/r30j3/OpStore$Op;-><init>(I)V
    .line 31
    add-int/lit8 v0, v0, 0x1
    invoke-virtual {v1, v0}, Ljava/lang/String;->substring(I)Ljava/lang/String;
    move-result-object v0
    iput-object v0, v2, Lcom/example/r30j3/OpStore$Op;->state:Ljava/lang/String;
    .line 32
    iget-object v0, p0, Lcom/example/r30j3/OpStore;->live:Ljava/util/Map;
    invoke-interface {v0, p1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-object v0, v2
    .line 35
    :cond_0
    return-object v0
.end method

.method open(Ljava/lang/String;I)V
    .registers 5
    .line 21
    iget-object v0, p0, Lcom/example/r30j3/OpStore;->live:Ljava/util/Map;
    new-instance v1, Lcom/example/r30j3/OpStore$Op;
    invoke-direct {v1, p2}, Lcom/example/r30j3/OpStore$Op;-><init>(I)V
    invoke-interface {v0, p1, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 22
    iget-object v0, p0, Lcom/example/r30j3/OpStore;->disk:Landroid/content/SharedPreferences;
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v1, p2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p2
    const-string v1, ":running"
    invoke-virtual {p2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p2
    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p2
    invoke-interface {v0, p1, p2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 23
    return-void
.end method
