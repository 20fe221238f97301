.class final Lcom/example/r27d/JournalExecutor;
.super Ljava/lang/Object;
.source "JournalExecutor.java"
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.field private final journal:Landroid/content/SharedPreferences;

.field private final recent:Ljava/util/Map;

.method constructor <init>(Landroid/content/Context;)V
    .registers 4
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 5
    new-instance v0, Ljava/util/LinkedHashMap;
    invoke-direct {v0}, Ljava/util/LinkedHashMap;-><init>()V
    invoke-static {v0}, Ljava/util/Collections;->synchronizedMap(Ljava/util/Map;)Ljava/util/Map;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r27d/JournalExecutor;->recent:Ljava/util/Map;
    .line 7
    const-string v0, "cetp-journal"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    iput-object p1, p0, Lcom/example/r27d/JournalExecutor;->journal:Landroid/content/SharedPreferences;
    return-void
.end method

.method public execute(Landroid/content/Context;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 6
    .line 9
    iget-object p1, p0, Lcom/example/r27d/JournalExecutor;->recent:Ljava/util/Map;
    invoke-interface {p1, p2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 10
    if-eqz p1, :cond_new
    return-object p1
    .line 11
    :cond_new
    iget-object p1, p0, Lcom/example/r27d/JournalExecutor;->journal:Landroid/content/SharedPreferences;
    const/4 v0, 0x0
    invoke-interface {p1, p2, v0}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-nez p1, :cond_dup
    .line 12
    iget-object p1, p0, Lcom/example/r27d/JournalExecutor;->journal:Landroid/content/SharedPreferences;
    invoke-interface {p1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    const-string v0, "started"
    invoke-interface {p1, p2, v0}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->commit()Z
    .line 13
    invoke-interface {p3}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 14
    iget-object p3, p0, Lcom/example/r27d/JournalExecutor;->recent:Ljava/util/Map;
    invoke-interface {p3, p2, p1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 15
    return-object p1
    .line 11
    :cond_dup
    new-instance p1, Ljava/lang/IllegalStateException;
    const-string p2, "already executed"
    invoke-direct {p1, p2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw p1
.end method
