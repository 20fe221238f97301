.class final Lcom/ae/tools/JournalExecutor;
.super Ljava/lang/Object;
.source "JournalExecutor.java"

# interfaces
.implements Lcom/ae/cetp/MutationExecutor;

# instance fields
.field private final prefs:Landroid/content/SharedPreferences;


# direct methods
.method constructor <init>(Landroid/content/SharedPreferences;)V
    .registers 3
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    iput-object v2, v1, Lcom/ae/tools/JournalExecutor;->prefs:Landroid/content/SharedPreferences;
    .line 12
    return-void
.end method


# virtual methods
.method public run(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 7
    .line 16
    iget-object v0, v4, Lcom/ae/tools/JournalExecutor;->prefs:Landroid/content/SharedPreferences;
    const/4 v2, 0x0
    invoke-interface {v0, v5, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    .line 17
    if-eqz v3, :L18
    .line 18
    return-object v3
:L18
    .line 20
    iget-object v0, v4, Lcom/ae/tools/JournalExecutor;->prefs:Landroid/content/SharedPreferences;
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0, v5, v6}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->commit()Z
    .line 21
    return-object v6
.end method

