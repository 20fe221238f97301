.class public final Lcom/shotbook/tools/TokenStore;
.super Ljava/lang/Object;
.source "TokenStore.java"


# static fields
.field private static final RNG:Ljava/security/SecureRandom;


# instance fields
.field private final prefs:Landroid/content/SharedPreferences;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 10
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lcom/shotbook/tools/TokenStore;->RNG:Ljava/security/SecureRandom;

    return-void
.end method

.method public constructor <init>(Landroid/content/Context;Ljava/lang/String;)V
    .registers 4

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 15
    const/4 v0, 0x0

    invoke-virtual {p1, p2, v0}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object p1

    iput-object p1, p0, Lcom/shotbook/tools/TokenStore;->prefs:Landroid/content/SharedPreferences;

    .line 16
    return-void
.end method

.method public static fresh()Ljava/lang/String;
    .registers 2

    .line 19
    const/16 v0, 0x14

    new-array v0, v0, [B

    .line 20
    sget-object v1, Lcom/shotbook/tools/TokenStore;->RNG:Ljava/security/SecureRandom;

    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 21
    const/16 v1, 0xa

    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public owner(Ljava/lang/String;)I
    .registers 4

    .line 29
    const/4 v0, -0x1

    if-nez p1, :cond_0

    .line 30
    return v0

    .line 32
    :cond_0
    iget-object v1, p0, Lcom/shotbook/tools/TokenStore;->prefs:Landroid/content/SharedPreferences;

    invoke-interface {v1, p1, v0}, Landroid/content/SharedPreferences;->getInt(Ljava/lang/String;I)I

    move-result p1

    return p1
.end method

.method public put(Ljava/lang/String;I)V
    .registers 4

    .line 25
    iget-object v0, p0, Lcom/shotbook/tools/TokenStore;->prefs:Landroid/content/SharedPreferences;

    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;

    move-result-object v0

    invoke-interface {v0, p1, p2}, Landroid/content/SharedPreferences$Editor;->putInt(Ljava/lang/String;I)Landroid/content/SharedPreferences$Editor;

    move-result-object p1

    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V

    .line 26
    return-void
.end method

.method public take(Ljava/lang/String;)I
    .registers 4

    .line 36
    invoke-virtual {p0, p1}, Lcom/shotbook/tools/TokenStore;->owner(Ljava/lang/String;)I

    move-result v0

    .line 37
    const/4 v1, -0x1

    if-eq v0, v1, :cond_0

    .line 38
    iget-object v1, p0, Lcom/shotbook/tools/TokenStore;->prefs:Landroid/content/SharedPreferences;

    invoke-interface {v1}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;

    move-result-object v1

    invoke-interface {v1, p1}, Landroid/content/SharedPreferences$Editor;->remove(Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;

    move-result-object p1

    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V

    .line 40
    :cond_0
    return v0
.end method
