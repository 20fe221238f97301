.class public final Lcom/harborline/ledger/Call;
.super Ljava/lang/Object;
.source "Protocol.kt"


# instance fields
.field private final extras:Landroid/os/Bundle;

.field private final pkg:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(ILjava/lang/String;Landroid/os/Bundle;)V
    .registers 5

    const-string v0, "pkg"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "extras"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lcom/harborline/ledger/Call;->uid:I

    iput-object p2, p0, Lcom/harborline/ledger/Call;->pkg:Ljava/lang/String;

    iput-object p3, p0, Lcom/harborline/ledger/Call;->extras:Landroid/os/Bundle;

    return-void
.end method


# virtual methods
.method public final args()Lorg/json/JSONObject;
    .registers 3

    .line 20
    new-instance v0, Lorg/json/JSONObject;

    invoke-virtual {p0}, Lcom/harborline/ledger/Call;->getRawArgs()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    return-object v0
.end method

.method public final getExtras()Landroid/os/Bundle;
    .registers 2

    .line 15
    iget-object v0, p0, Lcom/harborline/ledger/Call;->extras:Landroid/os/Bundle;

    return-object v0
.end method

.method public final getPkg()Ljava/lang/String;
    .registers 2

    .line 15
    iget-object v0, p0, Lcom/harborline/ledger/Call;->pkg:Ljava/lang/String;

    return-object v0
.end method

.method public final getRawArgs()Ljava/lang/String;
    .registers 3

    .line 18
    iget-object v0, p0, Lcom/harborline/ledger/Call;->extras:Landroid/os/Bundle;

    const-string v1, "args"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, "{}"

    :cond_0
    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 3

    .line 16
    iget-object v0, p0, Lcom/harborline/ledger/Call;->extras:Landroid/os/Bundle;

    const-string v1, "request_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, ""

    :cond_0
    return-object v0
.end method

.method public final getResumeToken()Ljava/lang/String;
    .registers 3

    .line 19
    iget-object v0, p0, Lcom/harborline/ledger/Call;->extras:Landroid/os/Bundle;

    const-string v1, "resume_token"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 3

    .line 17
    iget-object v0, p0, Lcom/harborline/ledger/Call;->extras:Landroid/os/Bundle;

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const-string v0, ""

    :cond_0
    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 15
    iget v0, p0, Lcom/harborline/ledger/Call;->uid:I

    return v0
.end method
