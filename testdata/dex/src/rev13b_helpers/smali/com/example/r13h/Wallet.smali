# Java sketch (Wallet.java):
#   final class Wallet {                                                                   // 5
#       static boolean isLinked(Context c) {                                               // 6
#           return c.getSharedPreferences("wallet", 0).contains("account");                // 7
#       }
#   }
.class final Lcom/example/r13h/Wallet;
.super Ljava/lang/Object;
.source "Wallet.java"

.method static isLinked(Landroid/content/Context;)Z
    .locals 2
    .line 7
    const-string v0, "wallet"
    const/4 v1, 0x0
    invoke-virtual {p0, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p0
    const-string v0, "account"
    invoke-interface {p0, v0}, Landroid/content/SharedPreferences;->contains(Ljava/lang/String;)Z
    move-result p0
    return p0
.end method
