.class public final Lcom/spokeshare/LedgerKt;
.super Ljava/lang/Object;
.source "Ledger.kt"

# direct methods
.method public static final paymentsJson(Ljava/util/List;)Lorg/json/JSONArray;
    .registers 12
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    new-instance v2, Lorg/json/JSONArray;
    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V
    move-object v3, v2
    .line 79
    const/4 v4, 0x0
    .line 12
    move-object v0, p0
    check-cast v0, Ljava/lang/Iterable;
    move-object v5, v0
    const/4 v6, 0x0
    .line 80
    invoke-interface {v5}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v7
:L36
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L79
    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v8
    move-object v0, v8
    check-cast v0, Lcom/spokeshare/Payment;
    move-object v9, v0
    const/4 v10, 0x0
    .line 12
    invoke-virtual {v9}, Lcom/spokeshare/Payment;->json()Lorg/json/JSONObject;
    move-result-object v1
    invoke-virtual {v3, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;
    .line 80
    goto :L36
:L79
    .line 12
    return-object v2
.end method
