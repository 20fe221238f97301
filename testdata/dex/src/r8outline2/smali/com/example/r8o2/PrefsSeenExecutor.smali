# See sketch/SeenExecutor.java (PrefsSeenExecutor).
.class public final Lcom/example/r8o2/PrefsSeenExecutor;
.super Ljava/lang/Object;
.source "PrefsSeenExecutor.java"
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.field private final seen:Ljava/util/Set;

# near miss CETP618: the set is backed by a record in SharedPreferences
.method public constructor <init>()V
    .registers 2
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 9
    invoke-static {}, Lcom/example/r8o2/SeenExecutor$$ExternalSyntheticApiModelOutline0;->m()Ljava/util/concurrent/ConcurrentHashMap$KeySetView;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r8o2/PrefsSeenExecutor;->seen:Ljava/util/Set;
    return-void
.end method

.method public execute(Landroid/content/Context;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 6
    .line 13
    iget-object v0, p0, Lcom/example/r8o2/PrefsSeenExecutor;->seen:Ljava/util/Set;
    invoke-interface {v0, p2}, Ljava/util/Set;->add(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_new
    invoke-static {}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->duplicate()Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
    :cond_new
    .line 14
    const-string v0, "journal"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    const/4 v1, 0x1
    invoke-interface {v0, p2, v1}, Landroid/content/SharedPreferences$Editor;->putBoolean(Ljava/lang/String;Z)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->commit()Z
    .line 16
    invoke-interface {p3}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    return-object v0
.end method
