.class public final Lcom/clawseed/sdk/provider/Envelope$Rejected;
.super Lcom/clawseed/sdk/provider/Envelope;
.source "Cetp.kt"


# instance fields
.field private final response:Landroid/os/Bundle;


# direct methods
.method public constructor <init>(Landroid/os/Bundle;)V
    .registers 3

    const-string v0, "response"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 126
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/clawseed/sdk/provider/Envelope;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object p1, p0, Lcom/clawseed/sdk/provider/Envelope$Rejected;->response:Landroid/os/Bundle;

    return-void
.end method


# virtual methods
.method public final getResponse()Landroid/os/Bundle;
    .registers 2

    .line 126
    iget-object v0, p0, Lcom/clawseed/sdk/provider/Envelope$Rejected;->response:Landroid/os/Bundle;

    return-object v0
.end method
