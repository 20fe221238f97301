.class final Lcom/tallowbrook/salon/clients/ClientGate$Resolution;
.super Ljava/lang/Object;
.source "ClientGate.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallowbrook/salon/clients/ClientGate;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Resolution"
.end annotation


# instance fields
.field final packageName:Ljava/lang/String;

.field final uid:I


# direct methods
.method constructor <init>(ILjava/lang/String;)V
    .registers 3

    .line 31
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 32
    iput p1, p0, Lcom/tallowbrook/salon/clients/ClientGate$Resolution;->uid:I

    .line 33
    iput-object p2, p0, Lcom/tallowbrook/salon/clients/ClientGate$Resolution;->packageName:Ljava/lang/String;

    .line 34
    return-void
.end method

.method static of(I[Ljava/lang/String;)Lcom/tallowbrook/salon/clients/ClientGate$Resolution;
    .registers 6

    .line 37
    if-eqz p1, :cond_0

    array-length v0, p1

    const/4 v1, 0x1

    if-eq v0, v1, :cond_1

    .line 38
    :cond_0
    new-instance v0, Lcom/tallowbrook/salon/clients/ClientGate$Resolution;

    const/4 v2, 0x0

    invoke-direct {v0, p0, v2}, Lcom/tallowbrook/salon/clients/ClientGate$Resolution;-><init>(ILjava/lang/String;)V

    return-object v0

    .line 40
    :cond_1
    new-instance v0, Lcom/tallowbrook/salon/clients/ClientGate$Resolution;

    const/4 v3, 0x0

    aget-object v2, p1, v3

    invoke-direct {v0, p0, v2}, Lcom/tallowbrook/salon/clients/ClientGate$Resolution;-><init>(ILjava/lang/String;)V

    return-object v0
.end method
