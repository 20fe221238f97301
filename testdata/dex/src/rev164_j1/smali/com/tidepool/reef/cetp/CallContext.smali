.class public final Lcom/tidepool/reef/cetp/CallContext;
.super Ljava/lang/Object;
.source "CallContext.java"


# instance fields
.field public final callerPackage:Ljava/lang/String;

.field public final extras:Landroid/os/Bundle;

.field public final method:Ljava/lang/String;

.field public final uid:I


# direct methods
.method public constructor <init>(Ljava/lang/String;Landroid/os/Bundle;ILjava/lang/String;)V
    .registers 5

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    iput-object p1, p0, Lcom/tidepool/reef/cetp/CallContext;->method:Ljava/lang/String;

    .line 14
    iput-object p2, p0, Lcom/tidepool/reef/cetp/CallContext;->extras:Landroid/os/Bundle;

    .line 15
    iput p3, p0, Lcom/tidepool/reef/cetp/CallContext;->uid:I

    .line 16
    iput-object p4, p0, Lcom/tidepool/reef/cetp/CallContext;->callerPackage:Ljava/lang/String;

    .line 17
    return-void
.end method


# virtual methods
.method public protocolVersion()I
    .registers 4

    .line 24
    iget-object v0, p0, Lcom/tidepool/reef/cetp/CallContext;->extras:Landroid/os/Bundle;

    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    return v0
.end method

.method public requestId()Ljava/lang/String;
    .registers 3

    .line 20
    iget-object v0, p0, Lcom/tidepool/reef/cetp/CallContext;->extras:Landroid/os/Bundle;

    const-string v1, "request_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
