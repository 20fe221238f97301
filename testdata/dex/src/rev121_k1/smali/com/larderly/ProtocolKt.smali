.class public final Lcom/larderly/ProtocolKt;
.super Ljava/lang/Object;
.source "Protocol.kt"

# static fields
.field private static final RETRYABLE:Ljava/util/Set;


# direct methods
.method static constructor <clinit>()V
    .registers 4
    .line 76
    const/4 v0, 0x3
    new-array v3, v0, [Ljava/lang/String;
    const-string v2, "NEGOTIATION_REQUIRED"
    const/4 v1, 0x0
    aput-object v2, v3, v1
    const-string v2, "RATE_LIMITED"
    const/4 v1, 0x1
    aput-object v2, v3, v1
    const-string v2, "UNAVAILABLE"
    const/4 v1, 0x2
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/larderly/ProtocolKt;->RETRYABLE:Ljava/util/Set;
    return-void
.end method

.method public static final synthetic access$getRETRYABLE$p()Ljava/util/Set;
    .registers 1
    .line 1
    sget-object v0, Lcom/larderly/ProtocolKt;->RETRYABLE:Ljava/util/Set;
    return-object v0
.end method

.method public static final getSucceeded(Landroid/os/Bundle;)Z
    .registers 3
    const-string v1, "<this>"
    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 74
    const-string v1, "status"
    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "success"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public static final reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    .registers 5
    const-string v1, "block"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 72
    new-instance v2, Lcom/larderly/ReplyBuilder;
    invoke-direct {v2, p0}, Lcom/larderly/ReplyBuilder;-><init>(Lcom/larderly/Request;)V
    invoke-interface {p1, v2}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    invoke-virtual {v2}, Lcom/larderly/ReplyBuilder;->build$app_debug()Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public static synthetic reply$default(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Landroid/os/Bundle;
    .registers 5
    .line 72
    and-int/lit8 v0, p2, 0x1
    if-eqz v0, :L8
    const/4 p0, 0x0
:L8
    invoke-static {p0, p1}, Lcom/larderly/ProtocolKt;->reply(Lcom/larderly/Request;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method
