.class public final Lcom/example/r35k2/Failure$Refused;
.super Ljava/lang/Object;
.source "Replies.kt"

# interfaces
.implements Lcom/example/r35k2/Failure;

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r35k2/Failure;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Refused"
.end annotation

.field private final code:Ljava/lang/String;

.field private final detail:Ljava/lang/String;

.field private final retryable:Z

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 5
    const-string v0, "code"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "detail"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r35k2/Failure$Refused;->code:Ljava/lang/String;
    iput-object p2, p0, Lcom/example/r35k2/Failure$Refused;->detail:Ljava/lang/String;
    iput-boolean p3, p0, Lcom/example/r35k2/Failure$Refused;->retryable:Z
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 6
    .line 11
    and-int/lit8 p4, p4, 0x4
    if-eqz p4, :cond_call
    const/4 p3, 0x0
    :cond_call
    invoke-direct {p0, p1, p2, p3}, Lcom/example/r35k2/Failure$Refused;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V
    return-void
.end method

.method public final getCode()Ljava/lang/String;
    .registers 2
    .line 11
    iget-object v0, p0, Lcom/example/r35k2/Failure$Refused;->code:Ljava/lang/String;
    return-object v0
.end method

.method public final getDetail()Ljava/lang/String;
    .registers 2
    .line 11
    iget-object v0, p0, Lcom/example/r35k2/Failure$Refused;->detail:Ljava/lang/String;
    return-object v0
.end method

.method public final getRetryable()Z
    .registers 2
    .line 11
    iget-boolean v0, p0, Lcom/example/r35k2/Failure$Refused;->retryable:Z
    return v0
.end method
