.class public Lcom/ledgerly/pay/tools/PayToolProvider;
.super Landroid/content/ContentProvider;
.source "PayToolProvider.java"

# R8 8.2 (compat mode, -keepattributes SourceFile,LineNumberTable); sketch/PayToolProvider.java.
# The comment after each .line is its retrace (mapping.txt), innermost frame first.

.field public final a:Ljava/util/concurrent/ExecutorService;

.field public final b:Lcom/ledgerly/pay/tools/f;

.field public final c:Lcom/ledgerly/pay/tools/f;

.field public final d:Lcom/ledgerly/pay/tools/a;

.field public e:Lcom/ledgerly/pay/tools/e;

.method public constructor <init>()V
    .registers 2
    .line 1 # PayToolProvider.<init>:17
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 2 # PayToolProvider.<init>:24
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, p0, Lcom/ledgerly/pay/tools/PayToolProvider;->a:Ljava/util/concurrent/ExecutorService;
    .line 3 # PayToolProvider.<init>:25
    new-instance v0, Lcom/ledgerly/pay/tools/f;
    invoke-direct {v0}, Lcom/ledgerly/pay/tools/f;-><init>()V
    iput-object v0, p0, Lcom/ledgerly/pay/tools/PayToolProvider;->b:Lcom/ledgerly/pay/tools/f;
    .line 4 # PayToolProvider.<init>:26
    new-instance v0, Lcom/ledgerly/pay/tools/f;
    invoke-direct {v0}, Lcom/ledgerly/pay/tools/f;-><init>()V
    iput-object v0, p0, Lcom/ledgerly/pay/tools/PayToolProvider;->c:Lcom/ledgerly/pay/tools/f;
    .line 5 # PayToolProvider.<init>:27
    new-instance v0, Lcom/ledgerly/pay/tools/a;
    invoke-direct {v0}, Lcom/ledgerly/pay/tools/a;-><init>()V
    iput-object v0, p0, Lcom/ledgerly/pay/tools/PayToolProvider;->d:Lcom/ledgerly/pay/tools/a;
    return-void
.end method

.method private final a(Landroid/app/PendingIntent;I)Landroid/os/Bundle;
    .registers 6
    .line 1 # PayToolProvider.needsUser:97
    const-string v0, "USER_ACTION_REQUIRED"
    const-string v1, "confirm in Ledgerly"
    invoke-static {v0, v1}, Lcom/ledgerly/pay/tools/c;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 2 # PayToolProvider.needsUser:98
    const-string v1, "resolution"
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 3 # PayToolProvider.needsUser:99
    iget-object p1, p0, Lcom/ledgerly/pay/tools/PayToolProvider;->c:Lcom/ledgerly/pay/tools/f;
    .line 4 # ResumeTokens.issue:13 < PayToolProvider.needsUser:99
    const/16 v1, 0x12
    new-array v1, v1, [B
    .line 5 # ResumeTokens.issue:14 < PayToolProvider.needsUser:99
    iget-object v2, p1, Lcom/ledgerly/pay/tools/f;->a:Ljava/security/SecureRandom;
    invoke-virtual {v2, v1}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 6 # ResumeTokens.issue:15 < PayToolProvider.needsUser:99
    const/16 v2, 0xa
    invoke-static {v1, v2}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v1
    .line 7 # ResumeTokens.issue:16 < PayToolProvider.needsUser:99
    iget-object p1, p1, Lcom/ledgerly/pay/tools/f;->b:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p2
    invoke-virtual {p1, v1, p2}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 8 # PayToolProvider.needsUser:99
    const-string p1, "resume_token"
    invoke-virtual {v0, p1, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

.method public final call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13

    .line 1 # PayToolProvider.call:36
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 2 # PayToolProvider.call:37
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    .line 3 # CallerGate.isTrusted:15 < PayToolProvider.call:38
    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v2
    sget-object v3, Lcom/ledgerly/pay/tools/b;->a:[B
    const/4 v4, 0x1
    invoke-virtual {v2, v0, v3, v4}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result v2
    if-nez v2, :cond_0
    .line 4 # PayToolProvider.call:38
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/ledgerly/pay/tools/c;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_0
    .line 5 # PayToolProvider.call:39
    const-string v2, "negotiate"
    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :cond_1
    iget-object p1, p0, Lcom/ledgerly/pay/tools/PayToolProvider;->b:Lcom/ledgerly/pay/tools/f;
    .line 6 # SessionRegistry.open:13 < PayToolProvider.call:39
    const/16 p2, 0x18
    new-array p2, p2, [B
    .line 7 # SessionRegistry.open:14 < PayToolProvider.call:39
    iget-object p3, p1, Lcom/ledgerly/pay/tools/f;->a:Ljava/security/SecureRandom;
    invoke-virtual {p3, p2}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 8 # SessionRegistry.open:15 < PayToolProvider.call:39
    const/16 p3, 0xb
    invoke-static {p2, p3}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object p2
    .line 9 # SessionRegistry.open:16 < PayToolProvider.call:39
    iget-object p1, p1, Lcom/ledgerly/pay/tools/f;->b:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p3
    invoke-virtual {p1, p2, p3}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 10 # SessionRegistry.open:17 < PayToolProvider.call:39
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string p3, "{\"selected_version\":2,\"provider_id\":\"com.ledgerly.pay\",\"session_token\":\""
    invoke-virtual {p1, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string p2, "\"}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    .line 11 # PayToolProvider.call:39
    invoke-static {p1}, Lcom/ledgerly/pay/tools/c;->b(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_1
    .line 12 # PayToolProvider.call:40
    if-eqz p3, :cond_2
    const-string v2, "session_token"
    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    iget-object v3, p0, Lcom/ledgerly/pay/tools/PayToolProvider;->b:Lcom/ledgerly/pay/tools/f;
    .line 13 # SessionRegistry.valid:21 < PayToolProvider.call:40
    if-eqz v2, :cond_2
    .line 14 # SessionRegistry.valid:22 < PayToolProvider.call:40
    iget-object v3, v3, Lcom/ledgerly/pay/tools/f;->b:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v3, v2}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Ljava/lang/Integer;
    .line 15 # SessionRegistry.valid:23 < PayToolProvider.call:40
    if-eqz v2, :cond_2
    invoke-virtual {v2}, Ljava/lang/Integer;->intValue()I
    move-result v2
    if-eq v2, v0, :cond_3

    :cond_2
    .line 16 # PayToolProvider.call:41
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/ledgerly/pay/tools/c;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_3
    .line 17 # PayToolProvider.call:43
    const-string v2, "execute_tool"
    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_4
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/ledgerly/pay/tools/c;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_4
    .line 18 # PayToolProvider.call:44
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v2
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v4
    cmp-long p1, v2, v4
    if-gtz p1, :cond_5
    .line 19 # PayToolProvider.call:45
    const-string p1, "DEADLINE_EXCEEDED"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/ledgerly/pay/tools/c;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_5
    .line 20 # PayToolProvider.call:47
    const-string p1, "tool_name"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 21 # PayToolProvider.call:48
    const-string p2, "request_id"
    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    .line 22 # PayToolProvider.call:49
    const-string v2, "resume_token"
    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    .line 23 # PayToolProvider.call:50
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I
    move-result v3
    const-string v4, "args"
    const-string v5, "INVALID_REQUEST"
    const-string v6, "resume token rejected"
    const-string v7, "PERMISSION_DENIED"
    const-string v8, "caller not allowed"
    sparse-switch v3, :sswitch_data_0
    goto/16 :goto_0

    :sswitch_0
    const-string v3, "pay_contact"
    invoke-virtual {p1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-nez v3, :cond_pay_contact
    goto/16 :goto_0

    :sswitch_1
    const-string v3, "link_status"
    invoke-virtual {p1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-nez v3, :cond_link_status
    goto/16 :goto_0

    :sswitch_2
    const-string v3, "download_receipt"
    invoke-virtual {p1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-nez v3, :cond_download_receipt
    goto/16 :goto_0

    :sswitch_3
    const-string v3, "list_payments"
    invoke-virtual {p1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-nez v3, :cond_list_payments
    goto/16 :goto_0

    :sswitch_4
    const-string v3, "refresh_balance"
    invoke-virtual {p1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-nez v3, :cond_refresh_balance
    goto/16 :goto_0

    :sswitch_5
    const-string v3, "sync_statements"
    invoke-virtual {p1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-nez v3, :cond_sync_statements
    goto/16 :goto_0

    :sswitch_6
    const-string v3, "add_payee"
    invoke-virtual {p1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-nez v3, :cond_add_payee
    goto/16 :goto_0

    :sswitch_7
    const-string v3, "link_partner_account"
    invoke-virtual {p1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-nez v3, :cond_link_partner_account
    goto/16 :goto_0

    :sswitch_8
    const-string v3, "pay_bill"
    invoke-virtual {p1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-nez v3, :cond_pay_bill
    goto/16 :goto_0

    :sswitch_9
    const-string v3, "export_statement"
    invoke-virtual {p1, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-nez v3, :cond_export_statement
    goto/16 :goto_0

    :cond_pay_bill
    .line 24 # PayToolProvider.call:52
    if-nez v2, :cond_6
    .line 25 # PayToolProvider.billConfirmation:105 < PayToolProvider.call:52
    new-instance p1, Landroid/content/Intent;
    const-class p3, Lcom/ledgerly/pay/ui/ConfirmPaymentActivity;
    invoke-direct {p1, v1, p3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string p3, "request_id"
    invoke-virtual {p1, p3, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p1
    .line 26 # PayToolProvider.billConfirmation:106 < PayToolProvider.call:52
    const/4 p2, 0x1
    const/high16 p3, 0xa000000
    invoke-static {v1, p2, p1, p3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    .line 27 # PayToolProvider.call:52
    invoke-direct {p0, p1, v0}, Lcom/ledgerly/pay/tools/PayToolProvider;->a(Landroid/app/PendingIntent;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_6
    .line 28 # PayToolProvider.call:53
    iget-object p1, p0, Lcom/ledgerly/pay/tools/PayToolProvider;->c:Lcom/ledgerly/pay/tools/f;
    .line 29 # ResumeTokens.consume:22 < PayToolProvider.call:53
    iget-object p1, p1, Lcom/ledgerly/pay/tools/f;->b:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {p1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/Integer;
    .line 30 # ResumeTokens.consume:23 < PayToolProvider.call:53
    if-eqz p1, :cond_7
    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I
    move-result p1
    if-eq p1, v0, :cond_8

    :cond_7
    .line 31 # PayToolProvider.call:53
    invoke-static {v5, v6}, Lcom/ledgerly/pay/tools/c;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_8
    .line 32 # PayToolProvider.call:54
    iget-object p1, p0, Lcom/ledgerly/pay/tools/PayToolProvider;->e:Lcom/ledgerly/pay/tools/e;
    invoke-virtual {p3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-static {v1, v0}, Lcom/ledgerly/pay/tools/d;->b(Landroid/content/Context;I)Ljava/lang/String;
    move-result-object p3
    invoke-virtual {p1, p2, p3}, Lcom/ledgerly/pay/tools/e;->a(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/ledgerly/pay/tools/c;->b(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_pay_contact
    .line 33 # PayToolProvider.call:56
    if-nez v2, :cond_9
    .line 34 # PayToolProvider.contactConfirmation:110 < PayToolProvider.call:56
    new-instance p1, Landroid/content/Intent;
    const-class p3, Lcom/ledgerly/pay/ui/ConfirmPaymentActivity;
    invoke-direct {p1, v1, p3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string p3, "request_id"
    invoke-virtual {p1, p3, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p1
    .line 35 # PayToolProvider.contactConfirmation:111 < PayToolProvider.call:56
    const/4 p2, 0x2
    const/high16 p3, 0xc000000
    invoke-static {v1, p2, p1, p3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    .line 36 # PayToolProvider.call:56
    invoke-direct {p0, p1, v0}, Lcom/ledgerly/pay/tools/PayToolProvider;->a(Landroid/app/PendingIntent;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_9
    .line 37 # PayToolProvider.call:57
    iget-object p1, p0, Lcom/ledgerly/pay/tools/PayToolProvider;->c:Lcom/ledgerly/pay/tools/f;
    .line 38 # ResumeTokens.isApproved:28 < PayToolProvider.call:57
    iget-object p1, p1, Lcom/ledgerly/pay/tools/f;->b:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {p1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    check-cast p1, Ljava/lang/Integer;
    .line 39 # ResumeTokens.isApproved:29 < PayToolProvider.call:57
    if-eqz p1, :cond_a
    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I
    move-result p1
    if-eq p1, v0, :cond_b

    :cond_a
    .line 40 # PayToolProvider.call:57
    invoke-static {v5, v6}, Lcom/ledgerly/pay/tools/c;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_b
    .line 41 # PayToolProvider.call:58
    iget-object p1, p0, Lcom/ledgerly/pay/tools/PayToolProvider;->e:Lcom/ledgerly/pay/tools/e;
    invoke-virtual {p3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p1, p2}, Lcom/ledgerly/pay/tools/e;->b(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/ledgerly/pay/tools/c;->b(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_list_payments
    .line 42 # PayToolProvider.call:60
    iget-object p1, p0, Lcom/ledgerly/pay/tools/PayToolProvider;->e:Lcom/ledgerly/pay/tools/e;
    invoke-static {v1, v0}, Lcom/ledgerly/pay/tools/d;->b(Landroid/content/Context;I)Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p1, p2}, Lcom/ledgerly/pay/tools/e;->c(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/ledgerly/pay/tools/c;->b(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_link_partner_account
    .line 43 # PayToolProvider.call:62
    invoke-static {v1, v0}, Lcom/ledgerly/pay/tools/d;->a(Landroid/content/Context;I)Z
    move-result p1
    if-nez p1, :cond_c
    invoke-static {v7, v8}, Lcom/ledgerly/pay/tools/c;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_c
    .line 44 # PayToolProvider.call:63
    iget-object p1, p0, Lcom/ledgerly/pay/tools/PayToolProvider;->d:Lcom/ledgerly/pay/tools/a;
    invoke-virtual {p3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p1, v1, p2}, Lcom/ledgerly/pay/tools/a;->b(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object p1
    invoke-direct {p0, p1, v0}, Lcom/ledgerly/pay/tools/PayToolProvider;->a(Landroid/app/PendingIntent;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_add_payee
    .line 45 # PayToolProvider.call:65
    iget-object p1, p0, Lcom/ledgerly/pay/tools/PayToolProvider;->d:Lcom/ledgerly/pay/tools/a;
    invoke-virtual {p3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p1, v1, p2}, Lcom/ledgerly/pay/tools/a;->a(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object p1
    invoke-direct {p0, p1, v0}, Lcom/ledgerly/pay/tools/PayToolProvider;->a(Landroid/app/PendingIntent;I)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_link_status
    .line 46 # PayToolProvider.call:67
    invoke-static {v1, v0}, Lcom/ledgerly/pay/tools/d;->a(Landroid/content/Context;I)Z
    move-result p1
    if-nez p1, :cond_d
    invoke-static {v7, v8}, Lcom/ledgerly/pay/tools/c;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_d
    .line 47 # PayToolProvider.call:68
    iget-object p1, p0, Lcom/ledgerly/pay/tools/PayToolProvider;->e:Lcom/ledgerly/pay/tools/e;
    invoke-virtual {p1}, Lcom/ledgerly/pay/tools/e;->d()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/ledgerly/pay/tools/c;->b(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_refresh_balance
    .line 48 # PayToolProvider.call:70
    iget-object p1, p0, Lcom/ledgerly/pay/tools/PayToolProvider;->a:Ljava/util/concurrent/ExecutorService;
    new-instance p2, Lcom/ledgerly/pay/tools/PayToolProvider$$ExternalSyntheticLambda0;
    const/4 p3, 0x0
    invoke-direct {p2, p0, p3}, Lcom/ledgerly/pay/tools/PayToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/ledgerly/pay/tools/PayToolProvider;I)V
    invoke-interface {p1, p2}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V
    .line 49 # PayToolProvider.call:74
    const-string p1, "{\"kind\":\"inline\",\"value\":{\"refreshing\":true}}"
    invoke-static {p1}, Lcom/ledgerly/pay/tools/c;->b(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_sync_statements
    .line 50 # PayToolProvider.call:76
    iget-object p1, p0, Lcom/ledgerly/pay/tools/PayToolProvider;->a:Ljava/util/concurrent/ExecutorService;
    new-instance p2, Lcom/ledgerly/pay/tools/PayToolProvider$$ExternalSyntheticLambda0;
    const/4 p3, 0x1
    invoke-direct {p2, p0, v0, p3}, Lcom/ledgerly/pay/tools/PayToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/ledgerly/pay/tools/PayToolProvider;II)V
    invoke-interface {p1, p2}, Ljava/util/concurrent/Executor;->execute(Ljava/lang/Runnable;)V
    .line 51 # PayToolProvider.call:77
    const-string p1, "{\"kind\":\"inline\",\"value\":{\"syncing\":true}}"
    invoke-static {p1}, Lcom/ledgerly/pay/tools/c;->b(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_export_statement
    .line 52 # PayToolProvider.call:80
    :try_start_0
    iget-object p1, p0, Lcom/ledgerly/pay/tools/PayToolProvider;->e:Lcom/ledgerly/pay/tools/e;
    invoke-virtual {p3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p1, p2}, Lcom/ledgerly/pay/tools/e;->g(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/ledgerly/pay/tools/c;->b(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    return-object p1

    :catch_0
    move-exception p1
    .line 53 # PayToolProvider.call:82
    invoke-virtual {p1}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object p1
    const-string p2, "export failed: "
    invoke-static {p2, p1}, Lcom/ledgerly/pay/tools/PayToolProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string p2, "INTERNAL_ERROR"
    invoke-static {p2, p1}, Lcom/ledgerly/pay/tools/c;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :cond_download_receipt
    .line 54 # PayToolProvider.call:86
    :try_start_1
    iget-object p1, p0, Lcom/ledgerly/pay/tools/PayToolProvider;->e:Lcom/ledgerly/pay/tools/e;
    invoke-virtual {p3, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p1, p2}, Lcom/ledgerly/pay/tools/e;->h(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/ledgerly/pay/tools/c;->b(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    :try_end_1
    .catch Ljava/io/IOException; {:try_start_1 .. :try_end_1} :catch_1
    return-object p1

    :catch_1
    move-exception p1
    .line 55 # PayToolProvider.call:88
    invoke-virtual {p1}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object p1
    const-string p2, "receipt failed: "
    invoke-static {p2, p1}, Lcom/ledgerly/pay/tools/PayToolProvider$$ExternalSyntheticOutline0;->m(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string p2, "PayTools"
    invoke-static {p2, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I
    .line 56 # PayToolProvider.call:89
    const-string p1, "INTERNAL_ERROR"
    const-string p2, "receipt unavailable"
    invoke-static {p1, p2}, Lcom/ledgerly/pay/tools/c;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :goto_0
    .line 57 # PayToolProvider.call:92
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/ledgerly/pay/tools/c;->a(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x727eac77 -> :sswitch_0
        -0x70a1f029 -> :sswitch_1
        -0x5cc0267f -> :sswitch_2
        -0x4d099e52 -> :sswitch_3
        -0x3b1c6288 -> :sswitch_4
        -0x368edef8 -> :sswitch_5
        0x1447522a -> :sswitch_6
        0x35f39771 -> :sswitch_7
        0x51a3553e -> :sswitch_8
        0x68f326a4 -> :sswitch_9
    .end sparse-switch
.end method

.method public final onCreate()Z
    .registers 3
    .line 1 # PayToolProvider.onCreate:31
    new-instance v0, Lcom/ledgerly/pay/tools/e;
    invoke-virtual {p0}, Landroid/content/ContentProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/ledgerly/pay/tools/e;-><init>(Landroid/content/Context;)V
    iput-object v0, p0, Lcom/ledgerly/pay/tools/PayToolProvider;->e:Lcom/ledgerly/pay/tools/e;
    const/4 v0, 0x1
    return v0
.end method
