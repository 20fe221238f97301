.class final Lcom/pi/Parked;
.super Ljava/lang/Object;
.source "Parked.java"

# instance fields
.field private final prefs:Landroid/content/SharedPreferences;


# direct methods
.method constructor <init>(Landroid/content/Context;)V
    .registers 6
    .line 10
    invoke-direct {v4}, Ljava/lang/Object;-><init>()V
    .line 11
    const-string v2, "parked"
    const/4 v3, 0x0
    invoke-virtual {v5, v2, v3}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v1
    iput-object v1, v4, Lcom/pi/Parked;->prefs:Landroid/content/SharedPreferences;
    .line 12
    return-void
.end method


# virtual methods
.method park(ILjava/lang/String;)Ljava/lang/String;
    .registers 15
    .line 15
    const/16 v0, 0x10
    new-array v0, v0, [B
    move-object v8, v0
    .line 16
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    invoke-virtual {v0, v8}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 17
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    move-object v6, v0
    .line 18
    move-object v9, v8
    array-length v0, v9
    move v10, v0
    const/4 v7, 0x0
:L36
    if-ge v7, v10, :L71
    aget-byte v0, v9, v7
    move v11, v0
    .line 19
    const/16 v2, 0xff
    and-int v1, v11, v2
    invoke-static {v1}, Ljava/lang/Integer;->toHexString(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v6, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    .line 18
    add-int/lit8 v7, v7, 0x1
    goto :L36
:L71
    .line 21
    iget-object v0, v12, Lcom/pi/Parked;->prefs:Landroid/content/SharedPreferences;
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v4, v13}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v5, ":"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v14}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->commit()Z
    .line 22
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method peek(Ljava/lang/String;)Ljava/lang/String;
    .registers 5
    .line 27
    iget-object v0, v3, Lcom/pi/Parked;->prefs:Landroid/content/SharedPreferences;
    const/4 v2, 0x0
    invoke-interface {v0, v4, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method summary(Ljava/lang/String;)Ljava/lang/String;
    .registers 5
    .line 32
    iget-object v0, v3, Lcom/pi/Parked;->prefs:Landroid/content/SharedPreferences;
    const/4 v2, 0x0
    invoke-interface {v0, v4, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method forget(Ljava/lang/String;)V
    .registers 3
    .line 36
    iget-object v0, v1, Lcom/pi/Parked;->prefs:Landroid/content/SharedPreferences;
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0, v2}, Landroid/content/SharedPreferences$Editor;->remove(Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->commit()Z
    .line 37
    return-void
.end method

.method decide(Ljava/lang/String;Z)V
    .registers 7
    .line 40
    iget-object v0, v4, Lcom/pi/Parked;->prefs:Landroid/content/SharedPreferences;
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, ".verdict"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    if-eqz v6, :L24
    const-string v2, "granted"
    goto :L26
:L24
    const-string v2, "denied"
:L26
    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    invoke-interface {v0}, Landroid/content/SharedPreferences$Editor;->commit()Z
    .line 41
    return-void
.end method

