.class public final Lcom/ledgerly/pay/tools/e;
.super Ljava/lang/Object;
.source "PaymentsRepository.java"

# PaymentsRepository (its methods are also called from the app's screens, which
# this fixture leaves out, so R8 kept them out of line).

.field public final a:Landroid/content/SharedPreferences;

.method public constructor <init>(Landroid/content/Context;)V
    .registers 4
    .line 1 # PaymentsRepository.<init>:11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 2 # PaymentsRepository.<init>:12
    const-string v0, "payments"
    const/4 v1, 0x0
    invoke-virtual {p1, v0, v1}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object p1
    iput-object p1, p0, Lcom/ledgerly/pay/tools/e;->a:Landroid/content/SharedPreferences;
    return-void
.end method

.method public final a(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 5
    .line 1 # PaymentsRepository.payBill:16
    iget-object v0, p0, Lcom/ledgerly/pay/tools/e;->a:Landroid/content/SharedPreferences;
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    const-string v1, "last_bill"
    invoke-interface {v0, v1, p1}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    const-string v0, "initiated_by"
    invoke-interface {p1, v0, p2}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 2 # PaymentsRepository.payBill:17
    const-string p1, "{\"kind\":\"inline\",\"value\":{\"paid\":true}}"
    return-object p1
.end method

.method public final b(Ljava/lang/String;)Ljava/lang/String;
    .registers 4
    .line 1 # PaymentsRepository.payContact:21
    iget-object v0, p0, Lcom/ledgerly/pay/tools/e;->a:Landroid/content/SharedPreferences;
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    const-string v1, "last_contact_payment"
    invoke-interface {v0, v1, p1}, Landroid/content/SharedPreferences$Editor;->putString(Ljava/lang/String;Ljava/lang/String;)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    .line 2 # PaymentsRepository.payContact:22
    const-string p1, "{\"kind\":\"inline\",\"value\":{\"paid\":true}}"
    return-object p1
.end method

.method public final c(Ljava/lang/String;)Ljava/lang/String;
    .registers 4
    .line 1 # PaymentsRepository.paymentsBy:26
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "{\"kind\":\"inline\",\"value\":{\"initiated_by\":\""
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string p1, "\",\"payments\":[]}}"
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method public final d()Ljava/lang/String;
    .registers 4
    .line 1 # PaymentsRepository.linkStatus:30
    iget-object v0, p0, Lcom/ledgerly/pay/tools/e;->a:Landroid/content/SharedPreferences;
    const-string v1, "partner_link"
    const-string v2, "false"
    invoke-interface {v0, v1, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "{\"kind\":\"inline\",\"value\":{\"linked\":"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v0, "}}"
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final e(I)V
    .registers 6
    .line 1 # PaymentsRepository.refreshBalances:34
    iget-object v0, p0, Lcom/ledgerly/pay/tools/e;->a:Landroid/content/SharedPreferences;
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    int-to-long v1, p1
    const-string p1, "refreshed_for"
    invoke-interface {v0, p1, v1, v2}, Landroid/content/SharedPreferences$Editor;->putLong(Ljava/lang/String;J)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    return-void
.end method

.method public final f(I)V
    .registers 6
    .line 1 # PaymentsRepository.syncStatements:38
    iget-object v0, p0, Lcom/ledgerly/pay/tools/e;->a:Landroid/content/SharedPreferences;
    invoke-interface {v0}, Landroid/content/SharedPreferences;->edit()Landroid/content/SharedPreferences$Editor;
    move-result-object v0
    int-to-long v1, p1
    const-string p1, "synced_for"
    invoke-interface {v0, p1, v1, v2}, Landroid/content/SharedPreferences$Editor;->putLong(Ljava/lang/String;J)Landroid/content/SharedPreferences$Editor;
    move-result-object p1
    invoke-interface {p1}, Landroid/content/SharedPreferences$Editor;->apply()V
    return-void
.end method

.method public final g(Ljava/lang/String;)Ljava/lang/String;
    .registers 5
    .line 1 # PaymentsRepository.exportStatement:42
    const-string v0, "statement:"
    invoke-static {v0, p1}, Lcom/ledgerly/pay/tools/PayToolProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    iget-object v1, p0, Lcom/ledgerly/pay/tools/e;->a:Landroid/content/SharedPreferences;
    const/4 v2, 0x0
    invoke-interface {v1, v0, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 2 # PaymentsRepository.exportStatement:43
    if-eqz v0, :cond_0
    .line 3 # PaymentsRepository.exportStatement:44
    return-object v0

    :cond_0
    .line 4 # PaymentsRepository.exportStatement:43
    new-instance v0, Ljava/io/IOException;
    const-string v1, "no statement at /data/data/com.ledgerly.pay/files/statements/"
    invoke-static {v1, p1}, Lcom/ledgerly/pay/tools/PayToolProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-direct {v0, p1}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public final h(Ljava/lang/String;)Ljava/lang/String;
    .registers 5
    .line 1 # PaymentsRepository.receipt:48
    const-string v0, "receipt:"
    invoke-static {v0, p1}, Lcom/ledgerly/pay/tools/PayToolProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    iget-object v1, p0, Lcom/ledgerly/pay/tools/e;->a:Landroid/content/SharedPreferences;
    const/4 v2, 0x0
    invoke-interface {v1, v0, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 2 # PaymentsRepository.receipt:49
    if-eqz v0, :cond_0
    .line 3 # PaymentsRepository.receipt:50
    return-object v0

    :cond_0
    .line 4 # PaymentsRepository.receipt:49
    new-instance v0, Ljava/io/IOException;
    const-string v1, "no receipt at /data/data/com.ledgerly.pay/files/receipts/"
    invoke-static {v1, p1}, Lcom/ledgerly/pay/tools/PayToolProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-direct {v0, p1}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V
    throw v0
.end method
