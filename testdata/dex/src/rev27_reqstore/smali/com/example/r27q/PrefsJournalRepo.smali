.class public final Lcom/example/r27q/PrefsJournalRepo;
.super Ljava/lang/Object;
.source "Executors.kt"
.implements Lcom/example/r27q/JournalRepo;

.field private final prefs:Landroid/content/SharedPreferences;

.method public constructor <init>(Landroid/content/Context;)V
    .registers 4
    const-string v0, "c"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 49
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 50
    const-string v0, "cetp-journal"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    iput-object p1, p0, Lcom/example/r27q/PrefsJournalRepo;->prefs:Landroid/content/SharedPreferences;
    return-void
.end method

.method public mark(Ljava/lang/String;)V
    .registers 4
    const-string v0, "requestId"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 52
    iget-object v0, p0, Lcom/example/r27q/PrefsJournalRepo;->prefs:Landroid/content/SharedPreferences;
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    const-string v1, "done"
    invoke-interface {v0, p1, v1}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->commit()Z
    return-void
.end method

.method public seen(Ljava/lang/String;)Z
    .registers 4
    const-string v0, "requestId"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 51
    iget-object v0, p0, Lcom/example/r27q/PrefsJournalRepo;->prefs:Landroid/content/SharedPreferences;
    const/4 v1, 0x0
    invoke-interface {v0, p1, v1}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    if-eqz p1, :cond_no
    const/4 p1, 0x1
    goto :goto_ret
    :cond_no
    const/4 p1, 0x0
    :goto_ret
    return p1
.end method
