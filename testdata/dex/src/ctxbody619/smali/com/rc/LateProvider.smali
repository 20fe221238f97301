.class public final Lcom/rc/LateProvider;
.super Lcom/rc/Endpoint;
.source "Endpoint.kt"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 66
    invoke-direct {v1}, Lcom/rc/Endpoint;-><init>()V
    return-void
.end method

.method private final late(Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 11
    instance-of v0, v10, Lcom/rc/LateProvider$late$1;
    if-eqz v0, :L39
    move-object v0, v10
    check-cast v0, Lcom/rc/LateProvider$late$1;
    move-object v5, v0
    iget v0, v5, Lcom/rc/LateProvider$late$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L39
    iget v1, v5, Lcom/rc/LateProvider$late$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v5, Lcom/rc/LateProvider$late$1;->label:I
    goto :L50
:L39
    new-instance v0, Lcom/rc/LateProvider$late$1;
    invoke-direct {v0, v8, v10}, Lcom/rc/LateProvider$late$1;-><init>(Lcom/rc/LateProvider;Lkotlin/coroutines/Continuation;)V
    move-object v5, v0
:L50
    iget-object v0, v5, Lcom/rc/LateProvider$late$1;->result:Ljava/lang/Object;
    move-object v6, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v7
    .line 67
    iget v0, v5, Lcom/rc/LateProvider$late$1;->label:I
    packed-switch v0, :sw_66
    goto :L143
:L88
    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 68
    const-wide/16 v0, 0x1L
    iput-object v9, v5, Lcom/rc/LateProvider$late$1;->L$0:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, v5, Lcom/rc/LateProvider$late$1;->label:I
    invoke-static {v0, v1, v5}, Lkotlinx/coroutines/DelayKt;->delay(JLkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v7, :L133
    .line 67
    return-object v7
:L119
    iget-object v0, v5, Lcom/rc/LateProvider$late$1;->L$0:Ljava/lang/Object;
    check-cast v0, Landroid/os/Bundle;
    move-object v9, v0
    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v6
:L133
    .line 69
    invoke-virtual {v8, v9}, Lcom/rc/LateProvider;->expired(Landroid/os/Bundle;)Z
    move-result v0
    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxBoolean(Z)Ljava/lang/Boolean;
    move-result-object v0
    return-object v0
:L143
    .line 67
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_66
    .packed-switch 0x0
        :L88
        :L119
    .end packed-switch
.end method

.method public static final synthetic access$late(Lcom/rc/LateProvider;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 66
    invoke-direct {v1, v2, v3}, Lcom/rc/LateProvider;->late(Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public execute(Ljava/lang/String;Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 13
    instance-of v0, v12, Lcom/rc/LateProvider$execute$1;
    if-eqz v0, :L39
    move-object v0, v12
    check-cast v0, Lcom/rc/LateProvider$execute$1;
    move-object v5, v0
    iget v0, v5, Lcom/rc/LateProvider$execute$1;->label:I
    const/high16 v1, -0x80000000
    and-int v0, v0, v1
    if-eqz v0, :L39
    iget v1, v5, Lcom/rc/LateProvider$execute$1;->label:I
    const/high16 v2, -0x80000000
    sub-int v1, v1, v2
    iput v1, v5, Lcom/rc/LateProvider$execute$1;->label:I
    goto :L50
:L39
    new-instance v0, Lcom/rc/LateProvider$execute$1;
    invoke-direct {v0, v9, v12}, Lcom/rc/LateProvider$execute$1;-><init>(Lcom/rc/LateProvider;Lkotlin/coroutines/Continuation;)V
    move-object v5, v0
:L50
    iget-object v0, v5, Lcom/rc/LateProvider$execute$1;->result:Ljava/lang/Object;
    move-object v6, v0
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v8
    .line 71
    iget v0, v5, Lcom/rc/LateProvider$execute$1;->label:I
    packed-switch v0, :sw_67
    goto :L214
:L88
    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 72
    invoke-static {v10}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    iput-object v4, v5, Lcom/rc/LateProvider$execute$1;->L$0:Ljava/lang/Object;
    iput-object v11, v5, Lcom/rc/LateProvider$execute$1;->L$1:Ljava/lang/Object;
    const/4 v4, 0x1
    iput v4, v5, Lcom/rc/LateProvider$execute$1;->label:I
    invoke-direct {v9, v11, v5}, Lcom/rc/LateProvider;->late(Landroid/os/Bundle;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v8, :L155
    .line 71
    return-object v8
:L130
    iget-object v0, v5, Lcom/rc/LateProvider$execute$1;->L$1:Ljava/lang/Object;
    check-cast v0, Landroid/os/Bundle;
    move-object v11, v0
    iget-object v0, v5, Lcom/rc/LateProvider$execute$1;->L$0:Ljava/lang/Object;
    check-cast v0, Ljava/lang/String;
    move-object v10, v0
    invoke-static {v6}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, v6
:L155
    .line 72
    check-cast v0, Ljava/lang/Boolean;
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v0
    if-eqz v0, :L171
    const-string v1, "DEADLINE_EXCEEDED"
    invoke-virtual {v9, v1}, Lcom/rc/LateProvider;->fail(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L171
    .line 73
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v7, v0
    const-string v1, "t"
    const-string v3, "t"
    invoke-virtual {v11, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 74
    invoke-virtual {v9}, Lcom/rc/LateProvider;->getDb()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "late"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v7}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    .line 75
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L214
    .line 71
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:sw_67
    .packed-switch 0x0
        :L88
        :L130
    .end packed-switch
.end method

