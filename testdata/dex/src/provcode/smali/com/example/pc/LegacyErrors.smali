# Java sketch:
#   final class LegacyErrors {
#       // true positive 509: v1's action string in a v2-only provider's answer
#       static void addHint(Bundle out) {
#           out.putString("authorize_intent", "com.example.pc.action.AUTHORIZE");  // 8
#       }
#       // near miss 509: reading the key from another provider's v1 answer puts nothing
#       static String consumerIntent(Bundle v1Response) {
#           return v1Response == null ? null : v1Response.getString("authorize_intent"); // 12
#       }
#   }
.class final Lcom/example/pc/LegacyErrors;
.super Ljava/lang/Object;
.source "LegacyErrors.java"

# true positive 509
.method static addHint(Landroid/os/Bundle;)V
    .locals 2
    .line 8
    const-string v0, "authorize_intent"
    const-string v1, "com.example.pc.action.AUTHORIZE"
    invoke-virtual {p0, v0, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

# near miss CETP509: reading the key from another provider's v1 answer puts nothing
.method static consumerIntent(Landroid/os/Bundle;)Ljava/lang/String;
    .locals 1
    .line 12
    if-nez p0, :cond_0
    const/4 p0, 0x0
    return-object p0
    :cond_0
    const-string v0, "authorize_intent"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method
