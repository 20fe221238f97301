.class public final Lcom/example/r34k3/Envelope;
.super Ljava/lang/Object;
.source "Signoffs.kt"

.field public static final INSTANCE:Lcom/example/r34k3/Envelope;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r34k3/Envelope;
    invoke-direct {v0}, Lcom/example/r34k3/Envelope;-><init>()V
    sput-object v0, Lcom/example/r34k3/Envelope;->INSTANCE:Lcom/example/r34k3/Envelope;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 44
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8
    const-string v0, "code"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "message"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 51
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v1, v0
    .local v1, "$this$error_u24lambda_u241":Landroid/os/Bundle;
    const/4 v2, 0x0
    .line 52
    .local v2, "$i$a$-apply-Envelope$error$1":I
    const-string v3, "status"
    const-string v4, "error"
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 53
    const-string v3, "error_code"
    invoke-virtual {v1, v3, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 54
    const-string v3, "error_message"
    invoke-virtual {v1, v3, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 55
    const-string p2, "NEGOTIATION_REQUIRED"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    const-string p2, "retryable"
    invoke-virtual {v1, p2, p1}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 56
    const-string p1, "protocol_version"
    const/4 p2, 0x2
    invoke-virtual {v1, p1, p2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 57
    nop
    .end local v1    # "$this$error_u24lambda_u241":Landroid/os/Bundle;
    .end local v2    # "$i$a$-apply-Envelope$error$1":I
    .line 51
    return-object v0
.end method

.method public final ok(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7
    const-string v0, "json"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 45
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v1, v0
    .local v1, "$this$ok_u24lambda_u240":Landroid/os/Bundle;
    const/4 v2, 0x0
    .line 46
    .local v2, "$i$a$-apply-Envelope$ok$1":I
    const-string v3, "status"
    const-string v4, "success"
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 47
    const-string v3, "protocol_version"
    const/4 v4, 0x2
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 48
    const-string v3, "data"
    invoke-virtual {v1, v3, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 49
    nop
    .end local v1    # "$this$ok_u24lambda_u240":Landroid/os/Bundle;
    .end local v2    # "$i$a$-apply-Envelope$ok$1":I
    .line 45
    return-object v0
.end method
