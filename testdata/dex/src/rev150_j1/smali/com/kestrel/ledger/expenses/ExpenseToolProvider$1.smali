.class Lcom/kestrel/ledger/expenses/ExpenseToolProvider$1;
.super Lcom/kestrel/ledger/pipeline/ConfirmInterceptor;
.source "ExpenseToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/kestrel/ledger/expenses/ExpenseToolProvider;->onCreate()Z
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/kestrel/ledger/expenses/ExpenseToolProvider;


# direct methods
.method constructor <init>(Lcom/kestrel/ledger/expenses/ExpenseToolProvider;Landroid/content/Context;Lcom/kestrel/ledger/tools/PendingConfirmations;Ljava/lang/String;)V
    .registers 5

    .line 81
    iput-object p1, p0, Lcom/kestrel/ledger/expenses/ExpenseToolProvider$1;->this$0:Lcom/kestrel/ledger/expenses/ExpenseToolProvider;

    invoke-direct {p0, p2, p3, p4}, Lcom/kestrel/ledger/pipeline/ConfirmInterceptor;-><init>(Landroid/content/Context;Lcom/kestrel/ledger/tools/PendingConfirmations;Ljava/lang/String;)V

    return-void
.end method


# virtual methods
.method protected redeem(Ljava/lang/String;Lcom/kestrel/ledger/pipeline/Request;)Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;
    .registers 8

    .line 89
    iget-object v0, p0, Lcom/kestrel/ledger/expenses/ExpenseToolProvider$1;->pending:Lcom/kestrel/ledger/tools/PendingConfirmations;

    invoke-virtual {v0, p1}, Lcom/kestrel/ledger/tools/PendingConfirmations;->find(Ljava/lang/String;)Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;

    move-result-object v4

    .line 90
    if-eqz v4, :cond_0

    iget-object v0, v4, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;->tool:Ljava/lang/String;

    invoke-virtual {p2}, Lcom/kestrel/ledger/pipeline/Request;->toolName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, v4, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;->requestId:Ljava/lang/String;

    .line 91
    invoke-virtual {p2}, Lcom/kestrel/ledger/pipeline/Request;->requestId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, v4, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;->argsDigest:Ljava/lang/String;

    .line 92
    invoke-virtual {p2}, Lcom/kestrel/ledger/pipeline/Request;->argsDigest()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 93
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 95
    :cond_1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    iget-wide v2, v4, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;->expiresAt:J

    cmp-long v0, v0, v2

    if-lez v0, :cond_2

    .line 96
    iget-object v0, p0, Lcom/kestrel/ledger/expenses/ExpenseToolProvider$1;->pending:Lcom/kestrel/ledger/tools/PendingConfirmations;

    invoke-virtual {v0, p1}, Lcom/kestrel/ledger/tools/PendingConfirmations;->spend(Ljava/lang/String;)V

    .line 97
    const/4 v0, 0x0

    return-object v0

    .line 99
    :cond_2
    invoke-virtual {v4}, Lcom/kestrel/ledger/tools/PendingConfirmations$Pending;->answered()Z

    move-result v0

    if-eqz v0, :cond_3

    .line 100
    iget-object v0, p0, Lcom/kestrel/ledger/expenses/ExpenseToolProvider$1;->pending:Lcom/kestrel/ledger/tools/PendingConfirmations;

    invoke-virtual {v0, p1}, Lcom/kestrel/ledger/tools/PendingConfirmations;->spend(Ljava/lang/String;)V

    .line 102
    :cond_3
    return-object v4
.end method
