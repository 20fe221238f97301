.class final enum Lcom/kestrel/ledger/tools/ConfirmScreen$4;
.super Lcom/kestrel/ledger/tools/ConfirmScreen;
.source "ConfirmScreen.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/kestrel/ledger/tools/ConfirmScreen;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4010
    name = null
.end annotation


# direct methods
.method private constructor <init>(Ljava/lang/String;II)V
    .registers 5

    .line 40
    const/4 v0, 0x0

    invoke-direct {p0, p1, p2, p3, v0}, Lcom/kestrel/ledger/tools/ConfirmScreen;-><init>(Ljava/lang/String;IILcom/kestrel/ledger/tools/ConfirmScreen-IA;)V

    return-void
.end method

.method synthetic constructor <init>(Ljava/lang/String;IILcom/kestrel/ledger/tools/ConfirmScreen$4-IA;)V
    .registers 5

    invoke-direct {p0, p1, p2, p3}, Lcom/kestrel/ledger/tools/ConfirmScreen$4;-><init>(Ljava/lang/String;II)V

    return-void
.end method


# virtual methods
.method public resolution(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 7

    .line 43
    new-instance v3, Landroid/content/Intent;

    const-class v2, Lcom/kestrel/ledger/confirm/BudgetConfirmActivity;

    invoke-direct {v3, p1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 44
    const-string v1, "com.kestrel.ledger.extra.APPROVAL"

    invoke-virtual {v3, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 45
    invoke-static {p2}, Lcom/kestrel/ledger/tools/ConfirmScreen$4;->requestCode(Ljava/lang/String;)I

    move-result v1

    iget v2, p0, Lcom/kestrel/ledger/tools/ConfirmScreen$4;->flags:I

    invoke-static {p1, v1, v3, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method
