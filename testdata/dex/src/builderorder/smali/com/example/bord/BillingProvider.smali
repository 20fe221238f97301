.class public Lcom/example/bord/BillingProvider;
.super Landroid/content/ContentProvider;
.source "BillingProvider.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 11
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method private confirmPayment()Landroid/app/PendingIntent;
    .registers 4

    .line 31
    new-instance v0, Lcom/example/bord/Resolution;

    invoke-virtual {p0}, Lcom/example/bord/BillingProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-class v2, Lcom/example/bord/ConfirmActivity;

    invoke-direct {v0, v1, v2}, Lcom/example/bord/Resolution;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    invoke-virtual {v0}, Lcom/example/bord/Resolution;->updating()Lcom/example/bord/Resolution;

    move-result-object v0

    invoke-virtual {v0}, Lcom/example/bord/Resolution;->safe()Lcom/example/bord/Resolution;

    move-result-object v0

    invoke-virtual {v0}, Lcom/example/bord/Resolution;->build()Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method private confirmPlan()Landroid/app/PendingIntent;
    .registers 4

    .line 39
    new-instance v0, Lcom/example/bord/Resolution;

    invoke-virtual {p0}, Lcom/example/bord/BillingProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-class v2, Lcom/example/bord/ConfirmActivity;

    invoke-direct {v0, v1, v2}, Lcom/example/bord/Resolution;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    invoke-virtual {v0}, Lcom/example/bord/Resolution;->safe()Lcom/example/bord/Resolution;

    move-result-object v0

    invoke-virtual {v0}, Lcom/example/bord/Resolution;->build()Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method private confirmRefund()Landroid/app/PendingIntent;
    .registers 4

    .line 35
    new-instance v0, Lcom/example/bord/Resolution;

    invoke-virtual {p0}, Lcom/example/bord/BillingProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-class v2, Lcom/example/bord/ConfirmActivity;

    invoke-direct {v0, v1, v2}, Lcom/example/bord/Resolution;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    invoke-virtual {v0}, Lcom/example/bord/Resolution;->safe()Lcom/example/bord/Resolution;

    move-result-object v0

    invoke-virtual {v0}, Lcom/example/bord/Resolution;->updating()Lcom/example/bord/Resolution;

    move-result-object v0

    invoke-virtual {v0}, Lcom/example/bord/Resolution;->build()Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7

    .line 14
    const-string p1, "tool_name"

    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 16
    const-string p2, "pay"

    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p2

    if-eqz p2, :cond_12

    .line 17
    invoke-direct {p0}, Lcom/example/bord/BillingProvider;->confirmPayment()Landroid/app/PendingIntent;

    move-result-object p1

    goto :goto_27

    .line 18
    :cond_12
    const-string p2, "refund"

    invoke-virtual {p2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :cond_23

    .line 19
    invoke-direct {p0}, Lcom/example/bord/BillingProvider;->confirmRefund()Landroid/app/PendingIntent;

    move-result-object p1

    goto :goto_27

    .line 21
    :cond_23
    invoke-direct {p0}, Lcom/example/bord/BillingProvider;->confirmPlan()Landroid/app/PendingIntent;

    move-result-object p1

    .line 23
    :goto_27
    new-instance p2, Landroid/os/Bundle;

    invoke-direct {p2}, Landroid/os/Bundle;-><init>()V

    .line 24
    const-string p3, "error_code"

    const-string v0, "USER_ACTION_REQUIRED"

    invoke-virtual {p2, p3, v0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 25
    const-string p3, "resolution"

    invoke-virtual {p2, p3, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 26
    const-string p1, "resume_token"

    invoke-static {}, Lcom/example/bord/Tokens;->next()Ljava/lang/String;

    move-result-object p3

    invoke-virtual {p2, p1, p3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 27
    return-object p2
.end method
