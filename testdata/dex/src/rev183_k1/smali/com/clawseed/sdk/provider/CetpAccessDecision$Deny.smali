.class public final Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;
.super Lcom/clawseed/sdk/provider/CetpAccessDecision;
.source "Cetp.kt"


# instance fields
.field private final code:Ljava/lang/String;

.field private final message:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4

    const-string v0, "code"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "message"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 99
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/clawseed/sdk/provider/CetpAccessDecision;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object p1, p0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;->code:Ljava/lang/String;

    iput-object p2, p0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;->message:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getCode()Ljava/lang/String;
    .registers 2

    .line 99
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;->code:Ljava/lang/String;

    return-object v0
.end method

.method public final getMessage()Ljava/lang/String;
    .registers 2

    .line 99
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;->message:Ljava/lang/String;

    return-object v0
.end method
