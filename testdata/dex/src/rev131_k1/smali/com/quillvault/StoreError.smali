.class public final Lcom/quillvault/StoreError;
.super Ljava/lang/Exception;
.source "Either.kt"

# instance fields
.field private final op:Ljava/lang/String;
.field private final reason:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    .registers 7
    const-string v1, "op"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "cause"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, " failed"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-direct {p0, v1, p2}, Ljava/lang/Exception;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    iput-object p1, p0, Lcom/quillvault/StoreError;->op:Ljava/lang/String;
    .line 22
    invoke-virtual {p2}, Ljava/lang/Throwable;->getLocalizedMessage()Ljava/lang/String;
    move-result-object v1
    move-object v0, p0
    if-nez v1, :L42
    invoke-virtual {p2}, Ljava/lang/Throwable;->toString()Ljava/lang/String;
    move-result-object v1
:L42
    iput-object v1, v0, Lcom/quillvault/StoreError;->reason:Ljava/lang/String;
    .line 20
    return-void
.end method


# virtual methods
.method public final getOp()Ljava/lang/String;
    .registers 2
    .line 20
    iget-object v0, p0, Lcom/quillvault/StoreError;->op:Ljava/lang/String;
    return-object v0
.end method

.method public final getReason()Ljava/lang/String;
    .registers 2
    .line 22
    iget-object v0, p0, Lcom/quillvault/StoreError;->reason:Ljava/lang/String;
    return-object v0
.end method
