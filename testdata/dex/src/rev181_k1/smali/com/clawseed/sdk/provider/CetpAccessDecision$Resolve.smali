.class public final Lcom/clawseed/sdk/provider/CetpAccessDecision$Resolve;
.super Lcom/clawseed/sdk/provider/CetpAccessDecision;
.source "Cetp.kt"


# instance fields
.field private final code:Ljava/lang/String;

.field private final message:Ljava/lang/String;

.field private final resolution:Landroid/app/PendingIntent;

.field private final resumeToken:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V
    .registers 6

    const-string v0, "code"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "message"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "resolution"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "resumeToken"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 111
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/clawseed/sdk/provider/CetpAccessDecision;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    .line 112
    iput-object p1, p0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Resolve;->code:Ljava/lang/String;

    .line 113
    iput-object p2, p0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Resolve;->message:Ljava/lang/String;

    .line 114
    iput-object p3, p0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Resolve;->resolution:Landroid/app/PendingIntent;

    .line 115
    iput-object p4, p0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Resolve;->resumeToken:Ljava/lang/String;

    .line 111
    return-void
.end method


# virtual methods
.method public final getCode()Ljava/lang/String;
    .registers 2

    .line 112
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Resolve;->code:Ljava/lang/String;

    return-object v0
.end method

.method public final getMessage()Ljava/lang/String;
    .registers 2

    .line 113
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Resolve;->message:Ljava/lang/String;

    return-object v0
.end method

.method public final getResolution()Landroid/app/PendingIntent;
    .registers 2

    .line 114
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Resolve;->resolution:Landroid/app/PendingIntent;

    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 2

    .line 115
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Resolve;->resumeToken:Ljava/lang/String;

    return-object v0
.end method
