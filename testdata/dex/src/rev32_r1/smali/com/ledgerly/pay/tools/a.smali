.class public final Lcom/ledgerly/pay/tools/a;
.super Ljava/lang/Object;
.source "ActivityResolutions.java"

# ActivityResolutions, into which R8 merged its only interface ResolutionFactory
# (vertical class merging): the provider's field and both calls are typed a.

.method public constructor <init>()V
    .registers 1
    .line 1 # ActivityResolutions.<init>:8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final a(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 5
    .line 1 # ActivityResolutions.forPayee:12
    new-instance v0, Landroid/content/Intent;
    const-class v1, Lcom/ledgerly/pay/ui/PayeeReviewActivity;
    invoke-direct {v0, p1, v1}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v1, "args"
    invoke-virtual {v0, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p2
    .line 2 # ActivityResolutions.forPayee:13
    const/4 v0, 0x3
    const/high16 v1, 0x4000000
    invoke-static {p1, v0, p2, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    return-object p1
.end method

.method public final b(Landroid/content/Context;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6
    .line 1 # ActivityResolutions.forPartner:18
    new-instance v0, Landroid/content/Intent;
    invoke-direct {v0}, Landroid/content/Intent;-><init>()V
    .line 2 # ActivityResolutions.forPartner:19
    const-string v1, "com.partnerbank.mobile"
    const-string v2, "com.partnerbank.mobile.link.ApproveLinkActivity"
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    .line 3 # ActivityResolutions.forPartner:20
    const-string v1, "args"
    invoke-virtual {v0, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object p2
    .line 4 # ActivityResolutions.forPartner:21
    const/4 v0, 0x4
    const/high16 v1, 0x4000000
    invoke-static {p1, v0, p2, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p1
    return-object p1
.end method
