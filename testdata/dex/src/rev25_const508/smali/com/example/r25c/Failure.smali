.class public final Lcom/example/r25c/Failure;
.super Ljava/lang/Object;
.source "Failure.kt"

# Kotlin: data class Failure(val code: String = Codes.AUTH, val message:
# String = "sign in first"); a call leaving defaults out goes through the
# synthetic <init>(String, String, int mask, DefaultConstructorMarker).

.field private final code:Ljava/lang/String;

.field private final message:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    const-string v0, "code"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "message"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r25c/Failure;->code:Ljava/lang/String;
    iput-object p2, p0, Lcom/example/r25c/Failure;->message:Ljava/lang/String;
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 5
    and-int/lit8 p4, p3, 0x1
    if-eqz p4, :cond_0
    .line 6
    sget-object p1, Lcom/example/r25c/Codes;->Companion:Lcom/example/r25c/Codes$Companion;
    invoke-virtual {p1}, Lcom/example/r25c/Codes$Companion;->getAUTH()Ljava/lang/String;
    move-result-object p1
    :cond_0
    and-int/lit8 p3, p3, 0x2
    if-eqz p3, :cond_1
    const-string p2, "sign in first"
    :cond_1
    invoke-direct {p0, p1, p2}, Lcom/example/r25c/Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

.method public final getCode()Ljava/lang/String;
    .registers 2
    .line 6
    iget-object v0, p0, Lcom/example/r25c/Failure;->code:Ljava/lang/String;
    return-object v0
.end method

.method public final toBundle()Landroid/os/Bundle;
    .registers 5
    .line 7
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 8
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 9
    const-string v1, "error_code"
    iget-object v2, p0, Lcom/example/r25c/Failure;->code:Ljava/lang/String;
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 10
    const-string v1, "error_message"
    iget-object v2, p0, Lcom/example/r25c/Failure;->message:Ljava/lang/String;
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 11
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    return-object v0
.end method

# data class copy(): kept by D8 (no R8), called by nothing here
.method public final copy(Ljava/lang/String;Ljava/lang/String;)Lcom/example/r25c/Failure;
    .registers 4
    const-string v0, "code"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "message"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/example/r25c/Failure;
    invoke-direct {v0, p1, p2}, Lcom/example/r25c/Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

.method public static synthetic copy$default(Lcom/example/r25c/Failure;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Lcom/example/r25c/Failure;
    .registers 6
    and-int/lit8 v0, p3, 0x1
    if-eqz v0, :cond_0
    iget-object p1, p0, Lcom/example/r25c/Failure;->code:Ljava/lang/String;
    :cond_0
    and-int/lit8 p3, p3, 0x2
    if-eqz p3, :cond_1
    iget-object p2, p0, Lcom/example/r25c/Failure;->message:Ljava/lang/String;
    :cond_1
    invoke-virtual {p0, p1, p2}, Lcom/example/r25c/Failure;->copy(Ljava/lang/String;Ljava/lang/String;)Lcom/example/r25c/Failure;
    move-result-object p0
    return-object p0
.end method
