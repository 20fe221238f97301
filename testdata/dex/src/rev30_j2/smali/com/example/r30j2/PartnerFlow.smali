.class final Lcom/example/r30j2/PartnerFlow;
.super Ljava/lang/Object;
.source "PartnerFlow.java"

# interfaces
.implements Lcom/example/r30j2/Resolving;

# Java sketch: sketch/PartnerFlow.java; overrides Resolving.target, inherits
# resolution (a D8 forwarder to Resolving$-CC).

.field private final context:Landroid/content/Context;

.method constructor <init>(Landroid/content/Context;)V
    .registers 2
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r30j2/PartnerFlow;->context:Landroid/content/Context;
    return-void
.end method

.method public context()Landroid/content/Context;
    .registers 2
    .line 9
    iget-object v0, p0, Lcom/example/r30j2/PartnerFlow;->context:Landroid/content/Context;
    return-object v0
.end method

.method public synthetic resolution(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 2
    .line 6
    invoke-static {p0, p1}, Lcom/example/r30j2/Resolving$-CC;->$default$resolution(Lcom/example/r30j2/Resolving;Ljava/lang/String;)Landroid/app/PendingIntent;
    move-result-object p1
    return-object p1
.end method

.method public target(Landroid/content/Context;)Landroid/content/ComponentName;
    .registers 4
    .line 11
    new-instance p1, Landroid/content/ComponentName;
    const-string v0, "com.partner.wallet"
    const-string v1, "com.partner.wallet.ApproveActivity"
    invoke-direct {p1, v0, v1}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    return-object p1
.end method
