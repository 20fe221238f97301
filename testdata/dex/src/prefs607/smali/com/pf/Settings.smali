.class final Lcom/pf/Settings;
.super Ljava/lang/Object;
.source "Settings.java"

# instance fields
.field private final prefs:Landroid/content/SharedPreferences;


# direct methods
.method constructor <init>(Landroid/content/SharedPreferences;)V
    .registers 3
    .line 9
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 10
    iput-object v2, v1, Lcom/pf/Settings;->prefs:Landroid/content/SharedPreferences;
    .line 11
    return-void
.end method


# virtual methods
.method recordFailure(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    .line 14
    iget-object v0, v1, Lcom/pf/Settings;->prefs:Landroid/content/SharedPreferences;
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0, v2, v3}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 15
    return-void
.end method

.method lastFailure(Ljava/lang/String;)Ljava/lang/String;
    .registers 5
    .line 18
    iget-object v0, v3, Lcom/pf/Settings;->prefs:Landroid/content/SharedPreferences;
    const/4 v2, 0x0
    invoke-interface {v0, v4, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

