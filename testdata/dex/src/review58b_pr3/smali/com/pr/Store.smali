.class final Lcom/pr/Store;
.super Ljava/lang/Object;
.source "Store.java"

# instance fields
.field private final prefs:Landroid/content/SharedPreferences;


# direct methods
.method constructor <init>(Landroid/content/SharedPreferences;)V
    .registers 3
    .line 7
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/pr/Store;->prefs:Landroid/content/SharedPreferences;
    return-void
.end method


# virtual methods
.method put(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    .line 8
    iget-object v0, v1, Lcom/pr/Store;->prefs:Landroid/content/SharedPreferences;
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0, v2, v3}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V
    return-void
.end method

.method put2(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    .line 9
    invoke-virtual {v1, v2, v3}, Lcom/pr/Store;->put(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method get(Ljava/lang/String;)Ljava/lang/String;
    .registers 5
    .line 10
    iget-object v0, v3, Lcom/pr/Store;->prefs:Landroid/content/SharedPreferences;
    const/4 v2, 0x0
    invoke-interface {v0, v4, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method get2(Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    .line 11
    invoke-virtual {v1, v2}, Lcom/pr/Store;->get(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method get3(Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    .line 12
    invoke-virtual {v1, v2}, Lcom/pr/Store;->get2(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method clear(Ljava/lang/String;)V
    .registers 3
    .line 13
    iget-object v0, v1, Lcom/pr/Store;->prefs:Landroid/content/SharedPreferences;
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0, v2}, Landroid/content/SharedPreferences$Editor;->remove(Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V
    return-void
.end method

