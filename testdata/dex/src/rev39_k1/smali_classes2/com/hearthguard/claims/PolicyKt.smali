.class public final Lcom/hearthguard/claims/PolicyKt;
.super Ljava/lang/Object;
.source "Policy.kt"

.method public static final toCancelArgs(Lorg/json/JSONObject;)Lcom/hearthguard/claims/CancelArgs;
    .registers 4
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 71
    new-instance v0, Lcom/hearthguard/claims/CancelArgs;
    const-string v1, "policy_id"
    invoke-static {p0, v1}, Lcom/hearthguard/claims/EnvelopesKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v2, "force"
    invoke-virtual {p0, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result p0
    invoke-direct {v0, v1, p0}, Lcom/hearthguard/claims/CancelArgs;-><init>(Ljava/lang/String;Z)V
    return-object v0
.end method

.method public static final toRiderArgs(Lorg/json/JSONObject;)Lcom/hearthguard/claims/RiderArgs;
    .registers 5
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 69
    new-instance v0, Lcom/hearthguard/claims/RiderArgs;
    const-string v1, "policy_id"
    invoke-static {p0, v1}, Lcom/hearthguard/claims/EnvelopesKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v2, "rider"
    invoke-static {p0, v2}, Lcom/hearthguard/claims/EnvelopesKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "confirmed"
    invoke-virtual {p0, v3}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result p0
    invoke-direct {v0, v1, v2, p0}, Lcom/hearthguard/claims/RiderArgs;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V
    return-object v0
.end method
