.class final enum Lcom/kestrel/ledger/tools/ConfirmScreen$2;
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

    .line 22
    const/4 v0, 0x0

    invoke-direct {p0, p1, p2, p3, v0}, Lcom/kestrel/ledger/tools/ConfirmScreen;-><init>(Ljava/lang/String;IILcom/kestrel/ledger/tools/ConfirmScreen-IA;)V

    return-void
.end method

.method synthetic constructor <init>(Ljava/lang/String;IILcom/kestrel/ledger/tools/ConfirmScreen$2-IA;)V
    .registers 5

    invoke-direct {p0, p1, p2, p3}, Lcom/kestrel/ledger/tools/ConfirmScreen$2;-><init>(Ljava/lang/String;II)V

    return-void
.end method


# virtual methods
.method public resolution(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 8

    .line 25
    new-instance v4, Landroid/content/Intent;

    const-string v2, "com.kestrel.ledger.action.APPROVE_EXPENSE"

    invoke-direct {v4, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 26
    invoke-virtual {p1}, Landroid/content/Context;->getPackageName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v4, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    .line 27
    const-string v1, "com.kestrel.ledger.extra.APPROVAL"

    invoke-virtual {v4, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 28
    invoke-static {p2}, Lcom/kestrel/ledger/tools/ConfirmScreen$2;->requestCode(Ljava/lang/String;)I

    move-result v1

    iget v3, p0, Lcom/kestrel/ledger/tools/ConfirmScreen$2;->flags:I

    invoke-static {p1, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method
