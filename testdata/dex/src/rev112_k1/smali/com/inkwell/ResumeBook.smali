.class public final Lcom/inkwell/ResumeBook;
.super Ljava/lang/Object;
.source "Security.kt"

# instance fields
.field private final holds:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 28
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 31
    new-instance v1, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v1}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v1, v2, Lcom/inkwell/ResumeBook;->holds:Ljava/util/concurrent/ConcurrentHashMap;
    .line 28
    return-void
.end method


# virtual methods
.method public final issue(Ljava/lang/String;Lcom/inkwell/Call;)Ljava/lang/String;
    .registers 13
    const-string v1, "token"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "call"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 33
    move-object v7, v11
    move-object v8, v7
    .line 50
    const/4 v9, 0x0
    .line 33
    iget-object v0, v10, Lcom/inkwell/ResumeBook;->holds:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    new-instance v2, Lcom/inkwell/ResumeBook$Hold;
    invoke-virtual {v12}, Lcom/inkwell/Call;->getUid()I
    move-result v4
    invoke-virtual {v12}, Lcom/inkwell/Call;->getToolName()Ljava/lang/String;
    move-result-object v5
    invoke-virtual {v12}, Lcom/inkwell/Call;->getRawArgs()Ljava/lang/String;
    move-result-object v6
    invoke-direct {v2, v4, v5, v6}, Lcom/inkwell/ResumeBook$Hold;-><init>(ILjava/lang/String;Ljava/lang/String;)V
    invoke-interface {v0, v8, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 33
    nop
    .line 33
    .line 33
    return-object v7
.end method

.method public final take(Lcom/inkwell/Call;)Z
    .registers 7
    const-string v1, "call"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 36
    invoke-virtual {v6}, Lcom/inkwell/Call;->getResumeToken()Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L34
    move-object v3, v0
    .line 50
    const/4 v4, 0x0
    .line 36
    iget-object v0, v5, Lcom/inkwell/ResumeBook;->holds:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v3}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/inkwell/ResumeBook$Hold;
    .line 36
    nop
    .line 36
    if-nez v0, :L37
:L34
    const/4 v0, 0x0
    return v0
:L37
    move-object v2, v0
    .line 37
    invoke-virtual {v2}, Lcom/inkwell/ResumeBook$Hold;->getUid()I
    move-result v0
    invoke-virtual {v6}, Lcom/inkwell/Call;->getUid()I
    move-result v1
    if-ne v0, v1, :L81
    invoke-virtual {v2}, Lcom/inkwell/ResumeBook$Hold;->getTool()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v6}, Lcom/inkwell/Call;->getToolName()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L81
    invoke-virtual {v2}, Lcom/inkwell/ResumeBook$Hold;->getArgs()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v6}, Lcom/inkwell/Call;->getRawArgs()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L81
    const/4 v0, 0x1
    goto :L82
:L81
    const/4 v0, 0x0
:L82
    return v0
.end method

