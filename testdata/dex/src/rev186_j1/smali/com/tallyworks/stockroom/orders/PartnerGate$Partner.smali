.class final Lcom/tallyworks/stockroom/orders/PartnerGate$Partner;
.super Ljava/lang/Object;
.source "PartnerGate.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallyworks/stockroom/orders/PartnerGate;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Partner"
.end annotation


# instance fields
.field private final packageName:Ljava/lang/String;

.field private final revoked:Z

.field private final scopes:Ljava/lang/String;


# direct methods
.method static bridge synthetic -$$Nest$fgetpackageName(Lcom/tallyworks/stockroom/orders/PartnerGate$Partner;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/tallyworks/stockroom/orders/PartnerGate$Partner;->packageName:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetrevoked(Lcom/tallyworks/stockroom/orders/PartnerGate$Partner;)Z
    .registers 1

    iget-boolean p0, p0, Lcom/tallyworks/stockroom/orders/PartnerGate$Partner;->revoked:Z

    return p0
.end method

.method static bridge synthetic -$$Nest$fgetscopes(Lcom/tallyworks/stockroom/orders/PartnerGate$Partner;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/tallyworks/stockroom/orders/PartnerGate$Partner;->scopes:Ljava/lang/String;

    return-object p0
.end method

.method constructor <init>(Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 4

    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 27
    iput-object p1, p0, Lcom/tallyworks/stockroom/orders/PartnerGate$Partner;->packageName:Ljava/lang/String;

    .line 28
    iput-object p2, p0, Lcom/tallyworks/stockroom/orders/PartnerGate$Partner;->scopes:Ljava/lang/String;

    .line 29
    iput-boolean p3, p0, Lcom/tallyworks/stockroom/orders/PartnerGate$Partner;->revoked:Z

    .line 30
    return-void
.end method
