.class public final Lcom/example/r33j2/AccountsToolProvider;
.super Landroid/content/ContentProvider;
.source "AccountsToolProvider.java"


# static fields
.field static final ACTION_CONFIRM_PAYMENT:Ljava/lang/String; = "com.example.r33j2.CONFIRM_PAYMENT"


# instance fields
.field private ledger:Lcom/example/r33j2/Ledger;


# direct methods
.method public constructor <init>()V
    .locals 0

    .line 13
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method private execute(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .locals 5

    .line 48
    const-string v0, "tool_name"

    const-string v1, ""

    invoke-virtual {p1, v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 49
    const-string v1, "args"

    const-string v2, "{}"

    invoke-virtual {p1, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 50
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v2

    const/4 v3, -0x1

    sparse-switch v2, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v2, "get_balance"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :goto_0

    const/4 v3, 0x0

    goto :goto_0

    :sswitch_1
    const-string v2, "transfer_funds"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :goto_0

    const/4 v3, 0x1

    goto :goto_0

    :sswitch_2
    const-string v2, "pay_bill"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :goto_0

    const/4 v3, 0x2

    goto :goto_0

    :sswitch_3
    const-string v2, "lock_card"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :goto_0

    const/4 v3, 0x3

    :goto_0
    packed-switch v3, :pswitch_data_0

    .line 60
    const-string p1, "TOOL_NOT_FOUND"

    const-string p2, "no such tool"

    invoke-static {p1, p2}, Lcom/example/r33j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 58
    :pswitch_0
    invoke-direct {p0, v1}, Lcom/example/r33j2/AccountsToolProvider;->lockCard(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 56
    :pswitch_1
    invoke-direct {p0, p1, v1, p2}, Lcom/example/r33j2/AccountsToolProvider;->payBill(Landroid/os/Bundle;Ljava/lang/String;I)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 54
    :pswitch_2
    invoke-direct {p0, p1, v1, p2}, Lcom/example/r33j2/AccountsToolProvider;->transfer(Landroid/os/Bundle;Ljava/lang/String;I)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 52
    :pswitch_3
    iget-object p1, p0, Lcom/example/r33j2/AccountsToolProvider;->ledger:Lcom/example/r33j2/Ledger;

    invoke-virtual {p1}, Lcom/example/r33j2/Ledger;->balances()Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/r33j2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x37760e5c -> :sswitch_3
        -0xfa8110d -> :sswitch_0
        0x51a3553e -> :sswitch_2
        0x75fc74fa -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_3
        :pswitch_2
        :pswitch_1
        :pswitch_0
    .end packed-switch
.end method

.method private lockCard(Ljava/lang/String;)Landroid/os/Bundle;
    .locals 2

    .line 105
    const-string v0, "card_id"

    invoke-static {p1, v0}, Lcom/example/r33j2/Args;->get(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 106
    iget-object v0, p0, Lcom/example/r33j2/AccountsToolProvider;->ledger:Lcom/example/r33j2/Ledger;

    const/4 v1, 0x1

    invoke-virtual {v0, p1, v1}, Lcom/example/r33j2/Ledger;->setCardLocked(Ljava/lang/String;Z)V

    .line 107
    const-string p1, "{\"locked\":true}"

    invoke-static {p1}, Lcom/example/r33j2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private payBill(Landroid/os/Bundle;Ljava/lang/String;I)Landroid/os/Bundle;
    .locals 4

    .line 84
    invoke-static {p1}, Lcom/example/r33j2/Deadlines;->passed(Landroid/os/Bundle;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 85
    const-string p1, "DEADLINE_EXCEEDED"

    const-string p2, "deadline passed"

    invoke-static {p1, p2}, Lcom/example/r33j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 87
    :cond_0
    const-string v0, "payee"

    invoke-static {p2, v0}, Lcom/example/r33j2/Args;->get(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 88
    const-string v1, "resume_token"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 89
    if-nez p1, :cond_1

    .line 90
    new-instance p1, Landroid/content/Intent;

    const-string v1, "com.example.r33j2.CONFIRM_PAYMENT"

    invoke-direct {p1, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 91
    invoke-virtual {p0}, Lcom/example/r33j2/AccountsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getPackageName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    .line 92
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "Pay "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    const-string v1, "summary"

    invoke-virtual {p1, v1, v0}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 93
    invoke-virtual {p0}, Lcom/example/r33j2/AccountsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const/4 v1, 0x2

    const/high16 v2, 0x4000000

    invoke-static {v0, v1, p1, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p1

    .line 94
    invoke-static {p3, p2}, Lcom/example/r33j2/Resumes;->issue(ILjava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-static {p1, p2}, Lcom/example/r33j2/Replies;->userAction(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 96
    :cond_1
    invoke-static {p1, p3, p2}, Lcom/example/r33j2/Resumes;->redeem(Ljava/lang/String;ILjava/lang/String;)Z

    move-result p1

    if-nez p1, :cond_2

    .line 97
    const-string p1, "INVALID_REQUEST"

    const-string p2, "resume token rejected"

    invoke-static {p1, p2}, Lcom/example/r33j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 99
    :cond_2
    iget-object p1, p0, Lcom/example/r33j2/AccountsToolProvider;->ledger:Lcom/example/r33j2/Ledger;

    invoke-static {p2}, Lcom/example/r33j2/Args;->cents(Ljava/lang/String;)J

    move-result-wide p2

    invoke-virtual {p1, v0, p2, p3}, Lcom/example/r33j2/Ledger;->payBill(Ljava/lang/String;J)V

    .line 100
    const-string p1, "{\"paid\":true}"

    invoke-static {p1}, Lcom/example/r33j2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private transfer(Landroid/os/Bundle;Ljava/lang/String;I)Landroid/os/Bundle;
    .locals 5

    .line 65
    invoke-static {p1}, Lcom/example/r33j2/Deadlines;->passed(Landroid/os/Bundle;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 66
    const-string p1, "DEADLINE_EXCEEDED"

    const-string p2, "deadline passed"

    invoke-static {p1, p2}, Lcom/example/r33j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 68
    :cond_0
    invoke-static {p2}, Lcom/example/r33j2/TransferArgs;->parse(Ljava/lang/String;)Lcom/example/r33j2/TransferArgs;

    move-result-object v0

    .line 69
    const-string v1, "resume_token"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 70
    if-nez p1, :cond_1

    .line 71
    new-instance p1, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/example/r33j2/AccountsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-class v2, Lcom/example/r33j2/ConfirmActivity;

    invoke-direct {p1, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    invoke-virtual {v0}, Lcom/example/r33j2/TransferArgs;->summary()Ljava/lang/String;

    move-result-object v0

    const-string v1, "summary"

    invoke-virtual {p1, v1, v0}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object p1

    .line 72
    invoke-virtual {p0}, Lcom/example/r33j2/AccountsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const/4 v1, 0x1

    const/high16 v2, 0xc000000

    invoke-static {v0, v1, p1, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p1

    .line 74
    invoke-static {p3, p2}, Lcom/example/r33j2/Resumes;->issue(ILjava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-static {p1, p2}, Lcom/example/r33j2/Replies;->userAction(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 76
    :cond_1
    invoke-static {p1, p3, p2}, Lcom/example/r33j2/Resumes;->redeem(Ljava/lang/String;ILjava/lang/String;)Z

    move-result p1

    if-nez p1, :cond_2

    .line 77
    const-string p1, "INVALID_REQUEST"

    const-string p2, "resume token rejected"

    invoke-static {p1, p2}, Lcom/example/r33j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 79
    :cond_2
    iget-object p1, p0, Lcom/example/r33j2/AccountsToolProvider;->ledger:Lcom/example/r33j2/Ledger;

    invoke-virtual {v0}, Lcom/example/r33j2/TransferArgs;->from()Ljava/lang/String;

    move-result-object p2

    invoke-virtual {v0}, Lcom/example/r33j2/TransferArgs;->to()Ljava/lang/String;

    move-result-object p3

    invoke-virtual {v0}, Lcom/example/r33j2/TransferArgs;->cents()J

    move-result-wide v0

    invoke-virtual {p1, p2, p3, v0, v1}, Lcom/example/r33j2/Ledger;->transfer(Ljava/lang/String;Ljava/lang/String;J)V

    .line 80
    const-string p1, "{\"done\":true}"

    invoke-static {p1}, Lcom/example/r33j2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 3

    .line 25
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result p2

    .line 26
    invoke-virtual {p0}, Lcom/example/r33j2/AccountsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r33j2/Signatures;->matchesPin(Landroid/content/Context;I)Z

    move-result v0

    if-nez v0, :cond_0

    .line 27
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "caller not allowed"

    invoke-static {p1, p2}, Lcom/example/r33j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 29
    :cond_0
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v0

    const/4 v1, -0x1

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v0, "execute_tool"

    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :goto_0

    const/4 v1, 0x2

    goto :goto_0

    :sswitch_1
    const-string v0, "negotiate"

    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :goto_0

    const/4 v1, 0x0

    goto :goto_0

    :sswitch_2
    const-string v0, "list_tools"

    invoke-virtual {p1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :goto_0

    const/4 v1, 0x1

    :goto_0
    const-string p1, "negotiate first"

    const-string v0, "NEGOTIATION_REQUIRED"

    packed-switch v1, :pswitch_data_0

    .line 43
    const-string p1, "METHOD_NOT_FOUND"

    const-string p2, "unknown method"

    invoke-static {p1, p2}, Lcom/example/r33j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 38
    :pswitch_0
    invoke-static {p3, p2}, Lcom/example/r33j2/Sessions;->valid(Landroid/os/Bundle;I)Z

    move-result v1

    if-nez v1, :cond_1

    .line 39
    invoke-static {v0, p1}, Lcom/example/r33j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 41
    :cond_1
    invoke-direct {p0, p3, p2}, Lcom/example/r33j2/AccountsToolProvider;->execute(Landroid/os/Bundle;I)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 33
    :pswitch_1
    invoke-static {p3, p2}, Lcom/example/r33j2/Sessions;->valid(Landroid/os/Bundle;I)Z

    move-result p2

    if-nez p2, :cond_2

    .line 34
    invoke-static {v0, p1}, Lcom/example/r33j2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 36
    :cond_2
    const-string p1, "{\"revision\":\"accounts-7\",\"tools\":[{\"name\":\"get_balance\",\"scopes\":[\"accounts.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"transfer_funds\",\"scopes\":[\"payments.write\"],\"annotations\":{\"effect\":\"transaction\",\"risk\":\"high\",\"confirmation\":\"always\"}},{\"name\":\"pay_bill\",\"scopes\":[\"payments.write\"],\"annotations\":{\"effect\":\"transaction\",\"risk\":\"high\",\"confirmation\":\"always\"}},{\"name\":\"lock_card\",\"scopes\":[\"cards.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"moderate\",\"confirmation\":\"never\"}}]}"

    invoke-static {p1}, Lcom/example/r33j2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 31
    :pswitch_2
    invoke-static {p2}, Lcom/example/r33j2/Sessions;->open(I)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/r33j2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_0
        -0x4221f982 -> :sswitch_1
        0x2a3a6efa -> :sswitch_2
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_2
        :pswitch_1
        :pswitch_0
    .end packed-switch
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 0

    .line 127
    const/4 p1, 0x0

    return p1
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .locals 0

    .line 117
    const/4 p1, 0x0

    return-object p1
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .locals 0

    .line 122
    const/4 p1, 0x0

    return-object p1
.end method

.method public onCreate()Z
    .locals 2

    .line 19
    new-instance v0, Lcom/example/r33j2/Ledger;

    invoke-virtual {p0}, Lcom/example/r33j2/AccountsToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/example/r33j2/Ledger;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/example/r33j2/AccountsToolProvider;->ledger:Lcom/example/r33j2/Ledger;

    .line 20
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .locals 0

    .line 112
    const/4 p1, 0x0

    return-object p1
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 0

    .line 132
    const/4 p1, 0x0

    return p1
.end method
