.class public final Lcom/example/r25c/Consent;
.super Ljava/lang/Object;
.source "Consent.kt"

# Kotlin: data class Consent(val code: String = "USER_ACTION_REQUIRED");
# every construction in the app takes the default.

.field private final code:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, "code"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r25c/Consent;->code:Ljava/lang/String;
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 4
    and-int/lit8 p2, p2, 0x1
    if-eqz p2, :cond_0
    .line 5
    const-string p1, "USER_ACTION_REQUIRED"
    :cond_0
    invoke-direct {p0, p1}, Lcom/example/r25c/Consent;-><init>(Ljava/lang/String;)V
    return-void
.end method

.method public final getCode()Ljava/lang/String;
    .registers 2
    .line 5
    iget-object v0, p0, Lcom/example/r25c/Consent;->code:Ljava/lang/String;
    return-object v0
.end method

.method public final toBundle()Landroid/os/Bundle;
    .registers 4
    .line 6
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 7
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 8
    const-string v1, "error_code"
    iget-object v2, p0, Lcom/example/r25c/Consent;->code:Ljava/lang/String;
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 9
    const-string v1, "error_message"
    const-string v2, "confirm in the app"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method
