.class final Lcom/example/r31j3/TokenStore;
.super Ljava/lang/Object;
.source "TokenStore.java"

.field private static final RNG:Ljava/security/SecureRandom;

.field private final prefs:Landroid/content/SharedPreferences;

.method static constructor <clinit>()V
    .registers 1
    .line 9
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/example/r31j3/TokenStore;->RNG:Ljava/security/SecureRandom;
    return-void
.end method

.method constructor <init>(Landroid/content/Context;)V
    .registers 4
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 12
    const-string v0, "resume_tokens"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    iput-object p1, p0, Lcom/example/r31j3/TokenStore;->prefs:Landroid/content/SharedPreferences;
    .line 13
    return-void
.end method

.method consume(Ljava/lang/String;I)Z
    .registers 5
    .line 25
    iget-object v0, p0, Lcom/example/r31j3/TokenStore;->prefs:Landroid/content/SharedPreferences;
    const/4 v1, -0x1
    invoke-interface {v0, p1, v1}, Landroid/content/SharedPreferences;->getInt(Ljava/lang/String;I)I
    move-result v0
    .line 26
    iget-object v1, p0, Lcom/example/r31j3/TokenStore;->prefs:Landroid/content/SharedPreferences;
    invoke-interface {v1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v1
    invoke-interface {v1, p1}, Landroid/content/SharedPreferences$Editor;->remove(Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->commit()Z
    .line 27
    if-ne v0, p2, :cond_0
    const/4 p1, 0x1
    goto :goto_0
    :cond_0
    const/4 p1, 0x0
    :goto_0
    return p1
.end method

.method issue(I)Ljava/lang/String;
    .registers 4
    .line 15
    const/16 v0, 0x12
    new-array v0, v0, [B
    .line 16
    sget-object v1, Lcom/example/r31j3/TokenStore;->RNG:Ljava/security/SecureRandom;
    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 17
    const/16 v1, 0xa
    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    .line 18
    iget-object v1, p0, Lcom/example/r31j3/TokenStore;->prefs:Landroid/content/SharedPreferences;
    invoke-interface {v1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v1
    invoke-interface {v1, v0, p1}, Landroid/content/SharedPreferences$Editor;->putInt(Ljava/lang/String;I)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->commit()Z
    .line 19
    return-object v0
.end method

.method matches(Ljava/lang/String;I)Z
    .registers 5
    .line 22
    iget-object v0, p0, Lcom/example/r31j3/TokenStore;->prefs:Landroid/content/SharedPreferences;
    const/4 v1, -0x1
    invoke-interface {v0, p1, v1}, Landroid/content/SharedPreferences;->getInt(Ljava/lang/String;I)I
    move-result p1
    if-ne p1, p2, :cond_0
    const/4 p1, 0x1
    goto :goto_0
    :cond_0
    const/4 p1, 0x0
    :goto_0
    return p1
.end method
