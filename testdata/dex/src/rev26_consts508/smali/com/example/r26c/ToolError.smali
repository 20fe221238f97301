.class public final Lcom/example/r26c/ToolError;
.super Ljava/lang/Object;
.source "ToolError.kt"

# Kotlin 2: data class ToolError(val code: String, val message: String =
# "sign in", val resumeToken: String? = null) with toBundle(); a call
# leaving out defaults runs the synthetic constructor taking the mask
# (bit 1 message, bit 2 resumeToken) and a DefaultConstructorMarker.
# (componentN/copy/equals/hashCode/toString left out: nothing calls them.)

.field private final code:Ljava/lang/String;
.field private final message:Ljava/lang/String;
.field private final resumeToken:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 5
    const-string v0, "code"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "message"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r26c/ToolError;->code:Ljava/lang/String;
    iput-object p2, p0, Lcom/example/r26c/ToolError;->message:Ljava/lang/String;
    iput-object p3, p0, Lcom/example/r26c/ToolError;->resumeToken:Ljava/lang/String;
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 6
    and-int/lit8 p5, p4, 0x2
    if-eqz p5, :cond_0
    .line 5
    const-string p2, "sign in"
    :cond_0
    and-int/lit8 p4, p4, 0x4
    if-eqz p4, :cond_1
    const/4 p3, 0x0
    :cond_1
    invoke-direct {p0, p1, p2, p3}, Lcom/example/r26c/ToolError;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method public final getCode()Ljava/lang/String;
    .registers 2
    .line 5
    iget-object v0, p0, Lcom/example/r26c/ToolError;->code:Ljava/lang/String;
    return-object v0
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
    iget-object v2, p0, Lcom/example/r26c/ToolError;->code:Ljava/lang/String;
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 9
    const-string v1, "error_message"
    iget-object v2, p0, Lcom/example/r26c/ToolError;->message:Ljava/lang/String;
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 10
    iget-object v1, p0, Lcom/example/r26c/ToolError;->resumeToken:Ljava/lang/String;
    if-eqz v1, :cond_0
    const-string v2, "resume_token"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    :cond_0
    return-object v0
.end method
