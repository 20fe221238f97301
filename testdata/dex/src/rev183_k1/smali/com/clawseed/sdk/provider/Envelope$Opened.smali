.class public final Lcom/clawseed/sdk/provider/Envelope$Opened;
.super Lcom/clawseed/sdk/provider/Envelope;
.source "Cetp.kt"


# instance fields
.field private final request:Lcom/clawseed/sdk/provider/CetpRequest;


# direct methods
.method public constructor <init>(Lcom/clawseed/sdk/provider/CetpRequest;)V
    .registers 3

    const-string v0, "request"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 125
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/clawseed/sdk/provider/Envelope;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object p1, p0, Lcom/clawseed/sdk/provider/Envelope$Opened;->request:Lcom/clawseed/sdk/provider/CetpRequest;

    return-void
.end method


# virtual methods
.method public final getRequest()Lcom/clawseed/sdk/provider/CetpRequest;
    .registers 2

    .line 125
    iget-object v0, p0, Lcom/clawseed/sdk/provider/Envelope$Opened;->request:Lcom/clawseed/sdk/provider/CetpRequest;

    return-object v0
.end method
