.class public final Lcom/example/r26c/Prompt;
.super Ljava/lang/Object;
.source "Prompt.kt"

# Kotlin 2: data class Prompt(val resolution: PendingIntent, val
# resumeToken: String, val code: String = "USER_ACTION_REQUIRED") with
# toBundle(); the default comes from the synthetic constructor (bit 4).

.field private final code:Ljava/lang/String;
.field private final resolution:Landroid/app/PendingIntent;
.field private final resumeToken:Ljava/lang/String;

.method public constructor <init>(Landroid/app/PendingIntent;Ljava/lang/String;Ljava/lang/String;)V
    .registers 5
    const-string v0, "resolution"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "resumeToken"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "code"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r26c/Prompt;->resolution:Landroid/app/PendingIntent;
    iput-object p2, p0, Lcom/example/r26c/Prompt;->resumeToken:Ljava/lang/String;
    iput-object p3, p0, Lcom/example/r26c/Prompt;->code:Ljava/lang/String;
    return-void
.end method

.method public synthetic constructor <init>(Landroid/app/PendingIntent;Ljava/lang/String;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 6
    and-int/lit8 p4, p4, 0x4
    if-eqz p4, :cond_0
    .line 5
    const-string p3, "USER_ACTION_REQUIRED"
    :cond_0
    invoke-direct {p0, p1, p2, p3}, Lcom/example/r26c/Prompt;-><init>(Landroid/app/PendingIntent;Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method public final toBundle()Landroid/os/Bundle;
    .registers 5
    .line 6
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 7
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 8
    const-string v1, "error_code"
    iget-object v2, p0, Lcom/example/r26c/Prompt;->code:Ljava/lang/String;
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 9
    const-string v1, "resolution"
    iget-object v2, p0, Lcom/example/r26c/Prompt;->resolution:Landroid/app/PendingIntent;
    check-cast v2, Landroid/os/Parcelable;
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 10
    const-string v1, "resume_token"
    iget-object v2, p0, Lcom/example/r26c/Prompt;->resumeToken:Ljava/lang/String;
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method
